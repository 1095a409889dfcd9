import type { AwaitingOrder } from '@domain/contracts/kiosk';
import { formatPounds } from '@domain/money';
import { memo, useId } from 'react';
import { useAwaitingPayment } from '../api/till-sales';

const summary = (order: AwaitingOrder) => order.items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

/**
 * Awaiting payment: the kiosk's orders whose customers chose Pay at the counter, by the reference the kiosk gave
 * them. A tap makes one the sale, to be paid in cash or by card; paid, it goes to the make screen and leaves the list.
 * Drawn again only when the list or the sale taken from it changes, not on every tap on a drink.
 */
export const AwaitingPayment = memo(function AwaitingPayment({
  current,
  onTake,
}: {
  current: string | null;
  onTake: (order: AwaitingOrder) => void;
}) {
  const titleId = useId();
  const waiting = useAwaitingPayment().data ?? [];
  if (waiting.length === 0) return null;
  return (
    <section aria-labelledby={titleId} className="mb-3 rounded-2xl bg-taro-50 p-3 ring-1 ring-taro-600/30">
      <h2 id={titleId} className="font-display text-xl font-bold text-tea-900">
        Awaiting payment
      </h2>
      <ul aria-label="Kiosk orders awaiting payment" className="mt-2 flex flex-wrap gap-2">
        {waiting.map((order) => (
          <li key={order.orderId}>
            <button
              type="button"
              aria-pressed={current === order.orderId}
              onClick={() => onTake(order)}
              className="flex min-h-14 flex-col items-start rounded-2xl bg-white px-4 py-2 text-left ring-1 ring-tea-900/10 active:bg-cream-200 aria-pressed:ring-2 aria-pressed:ring-taro-600"
            >
              <span className="font-bold text-tea-900">
                {order.reference}
                {order.cupName ? ` · ${order.cupName}` : ''} · {formatPounds(order.total)}
              </span>
              <span className="text-sm text-tea-700">{summary(order)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
});
