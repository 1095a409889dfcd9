import { CirclePause } from 'lucide-react';
import type { StaffOrder } from '@domain/staff-orders';

/**
 * An order whose payment completed while online orders were paused. It was recorded all the same (never lose
 * a paid order); the mark, in words, tells the counter it came in during the pause.
 */
export function PaidDuringPauseBadge({ order }: { order: Pick<StaffOrder, 'paidDuringPause'> }) {
  if (!order.paidDuringPause) return null;
  return (
    <span
      title="The payment completed while online orders were paused: the order stands, check you can make it"
      className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-bold text-tea-900 ring-1 ring-amber-600/50"
    >
      <CirclePause aria-hidden className="size-3.5" />
      Paid during pause
    </span>
  );
}
