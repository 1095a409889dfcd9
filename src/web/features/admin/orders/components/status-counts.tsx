import { ORDER_STATUSES, shownStatus } from '@domain/order-status';
import type { StaffOrder } from '@domain/staff-orders';
import { cn } from '../../../../lib/cn';
import { statusClasses, statusLabel } from '../order-format';

/** How many of the listed orders are at each status (ready for pickup counted apart), in the status colours. */
export function StatusCounts({ orders }: { orders: StaffOrder[] }) {
  const counts = ORDER_STATUSES.map((status) => ({
    status,
    count: orders.filter((order) => shownStatus(order) === status).length,
  })).filter((entry) => entry.count > 0);
  return (
    <p className="mb-3 flex flex-wrap gap-2 text-sm">
      <span className="sr-only">Listed: </span>
      {counts.map(({ status, count }) => (
        <span key={status} className={cn('rounded-full px-2.5 py-0.5 font-semibold ring-1', statusClasses(status))}>
          {count} {statusLabel(status).toLowerCase()}
        </span>
      ))}
    </p>
  );
}
