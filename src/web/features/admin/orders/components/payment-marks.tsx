import { ShieldAlert } from 'lucide-react';
import type { StaffOrder } from '@domain/staff-orders';
import { shopShortDate } from '@domain/shop-time';

/** How the order was paid (" · Paid by Test wallet", " · Paid by Visa •••• 4242"), once the provider said. */
export function PaymentMethodLine({ order }: { order: Pick<StaffOrder, 'paymentMethod'> }) {
  if (!order.paymentMethod) return null;
  // Within the card's line of facts (customer, created time), after a middle dot.
  return <span> · Paid by {order.paymentMethod}</span>;
}

const DISPUTE_WORDS = { open: 'Disputed', won: 'Dispute won', lost: 'Dispute lost' } as const;

/**
 * The customer's bank disputes the payment: Disputed, with the reason and the evidence due date, until it closes won
 * or lost.
 */
export function DisputeMark({ order }: { order: Pick<StaffOrder, 'dispute'> }) {
  const dispute = order.dispute;
  if (!dispute) return null;
  const due =
    dispute.status === 'open' && dispute.evidenceDue ? `, evidence due ${shopShortDate(dispute.evidenceDue)}` : '';
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-berry-50 px-2.5 py-1 text-xs font-bold text-berry-700 ring-1 ring-berry-500/40">
      <ShieldAlert aria-hidden className="size-3.5" />
      {DISPUTE_WORDS[dispute.status]}: {dispute.reason}
      {due}
    </span>
  );
}
