import { CalendarX2, CirclePause } from 'lucide-react';
import type { StaffOrder } from '@domain/staff-orders';

const MARK =
  'inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-bold text-tea-900 ring-1 ring-amber-600/50';

/**
 * Orders recorded all the same though something changed while they were being paid (never lose a paid order); each
 * mark tells the counter, in words, what to check.
 * - Paid during pause: the payment completed while online orders were paused.
 * - Paid for a closed day: the pickup time is one the shop is no longer open for (staff saved a closed day or
 *   shorter hours after the customer began the checkout); the counter contacts the customer.
 */
const PAID_MARKS = [
  {
    flag: 'paidDuringPause',
    icon: CirclePause,
    words: 'Paid during pause',
    title: 'The payment completed while online orders were paused: the order stands, check you can make it',
  },
  {
    flag: 'paidForClosedDay',
    icon: CalendarX2,
    words: 'Paid for a closed day',
    title:
      'The payment completed for a pickup time the shop is now closed: the order stands, contact the customer or refund it',
  },
] as const;

/** The marks that apply to this order, in that order. */
export function PaidMarkBadges({ order }: { order: Pick<StaffOrder, 'paidDuringPause' | 'paidForClosedDay'> }) {
  return PAID_MARKS.filter(({ flag }) => order[flag]).map(({ flag, icon: Icon, words, title }) => (
    <span key={flag} title={title} className={MARK}>
      <Icon aria-hidden className="size-3.5" />
      {words}
    </span>
  ));
}
