import { TO_HAND_OVER } from '@domain/customer-here';
import { orderLabel } from '@domain/order-number';
import { MapPin } from 'lucide-react';
import { shownStatus } from '@domain/order-status';
import { sizeCode } from '@domain/sizes';
import type { StaffOrder } from '@domain/staff-orders';
import { cn } from '../../../../lib/cn';
import { statusClasses, statusLabel } from '../order-format';
import { PaidMarkBadges } from './paid-mark-badges';
import { DisputeMark } from './payment-marks';
import { WatchingMark } from './watching-mark';

/**
 * The card's title: "Order #12", the number called at the counter, with the id's first 8 characters beside it (every
 * day has a #12; the id tells them apart).
 */
export function OrderNumberTitle({ order }: { order: Pick<StaffOrder, 'id' | 'number' | 'dayNumber'> }) {
  if (order.dayNumber === null) return <>Order #{order.number}</>;
  return (
    <>
      Order {orderLabel(order)}{' '}
      <span className="align-middle font-mono text-sm font-semibold text-tea-700">{order.number}</span>
    </>
  );
}

/**
 * The marks beside an order's number: the customer here (they tapped I'm here), watched, where it was placed (the till, the kiosk), test payment, payment to
 * review, paid during a pause, paid for a closed day, disputed, and its status.
 */
export function OrderBadges({ order }: { order: StaffOrder }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {order.hereAt && TO_HAND_OVER.includes(order.status) ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-taro-700 px-2.5 py-1 text-xs font-extrabold text-white">
          <MapPin aria-hidden className="size-3.5" />
          Here
        </span>
      ) : null}
      {order.watching ? <WatchingMark /> : null}
      {order.channel && order.channel !== 'online' ? (
        <span className="rounded-full bg-cream-200 px-2.5 py-1 text-xs font-bold text-tea-900 ring-1 ring-tea-900/15">
          {order.channel === 'counter' ? 'Counter' : 'Kiosk'}
        </span>
      ) : null}
      {order.testPayment ? (
        <span
          title="Paid with a test card through the sandbox: no real money was taken"
          className="rounded-full bg-tea-900 px-2.5 py-1 text-xs font-extrabold uppercase tracking-wider text-cream-50"
        >
          Test
        </span>
      ) : null}
      {order.paymentStatus === 'needs_review' ? (
        <span className="rounded-full bg-berry-50 px-2.5 py-1 text-xs font-bold text-berry-700 ring-1 ring-berry-500/40">
          Payment needs review
        </span>
      ) : null}
      <PaidMarkBadges order={order} />
      <DisputeMark order={order} />
      <span className={cn('rounded-full px-3 py-1 text-sm font-bold ring-1', statusClasses(shownStatus(order)))}>
        {statusLabel(shownStatus(order))}
      </span>
    </div>
  );
}

/** What the makers read: each drink with its size, and its choices beside it, larger than secondary text. */
export function OrderItems({ items }: { items: StaffOrder['items'] }) {
  return (
    <ul className="grid gap-0.5">
      {items.map((item, index) => (
        <li key={index} className="[overflow-wrap:anywhere]">
          <span className="font-semibold">{item.quantity} ×</span> {item.name}{' '}
          <span className="text-sm text-tea-700">({sizeCode(item.size)})</span>
          {item.options?.length ? (
            <span className="text-base font-medium text-tea-900"> — {item.options.join(' · ')}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
