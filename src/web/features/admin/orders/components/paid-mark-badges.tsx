import { CalendarX2, CirclePause } from 'lucide-react';
import type { StaffOrder } from '@domain/staff-orders';

const MARK =
  'inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-bold text-tea-900 ring-1 ring-amber-600/50';

/**
 * An order whose payment completed while online orders were paused. It was recorded all the same (never lose
 * a paid order); the mark, in words, tells the counter it came in during the pause.
 */
export function PaidDuringPauseBadge({ order }: { order: Pick<StaffOrder, 'paidDuringPause'> }) {
  if (!order.paidDuringPause) return null;
  return (
    <span
      title="The payment completed while online orders were paused: the order stands, check you can make it"
      className={MARK}
    >
      <CirclePause aria-hidden className="size-3.5" />
      Paid during pause
    </span>
  );
}

/**
 * An order paid for a pickup time the shop is no longer open for: staff saved a closed day (or shorter hours) after
 * the customer began the checkout. Recorded all the same; the mark tells the counter to contact the customer.
 */
export function PaidForClosedDayBadge({ order }: { order: Pick<StaffOrder, 'paidForClosedDay'> }) {
  if (!order.paidForClosedDay) return null;
  return (
    <span
      title="The payment completed for a pickup time the shop is now closed: the order stands, contact the customer or refund it"
      className={MARK}
    >
      <CalendarX2 aria-hidden className="size-3.5" />
      Paid for a closed day
    </span>
  );
}
