import { orderNumber } from '@domain/order-status';
import { pickupPromise } from '@domain/pickup-label';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { OrderLinesSummary } from '../../../components/order-lines-summary';
import { useOrderConfirmation } from '../api/get-order-confirmation';
import { readLastOrder } from '../last-order';
import { summaryOf } from './order-summary';
import { TrackOrderLink } from './track-order-link';

/**
 * What Payment Successful says of the order this tab just paid for in the page (by card or wallet), under the payment
 * id: its number (the id's start at once, the number for the day as the server confirms the payment), when to come ("Ready at
 * about 14:35" for as soon as possible), the drinks with their options, and Track your order to its page.
 */
export function PaidInPageDetails({ onFollow }: { onFollow: (to: string) => void }) {
  const [lastOrder] = useState(readLastOrder);
  const confirmation = useOrderConfirmation(lastOrder);
  const order = confirmation.data;
  if (!lastOrder) return null;
  return (
    <>
      <section
        aria-labelledby="paid-order-number"
        className="mt-3 rounded-xl bg-white px-3 py-3 text-left ring-1 ring-tea-900/10"
      >
        <h3 id="paid-order-number" className="font-display text-lg font-bold">
          {/* The number for the day once the shop has the payment; the id's start for the moment before. */}
          Order number <span className="font-mono">{order?.orderNumber ?? orderNumber(lastOrder.orderId)}</span>
        </h3>
        {order ? (
          <>
            <p className="mt-1 flex items-center gap-2 font-semibold text-matcha-700">
              <Clock aria-hidden className="size-4 shrink-0" />
              {pickupPromise(order)}
            </p>
            <OrderLinesSummary className="mt-2 text-sm" order={summaryOf(order)} />
          </>
        ) : (
          <p className="mt-1 text-sm text-tea-700">{confirmation.isError ? '' : 'Loading your order…'}</p>
        )}
      </section>
      <div className="mt-3 grid">
        <TrackOrderLink token={order?.trackingToken} onFollow={onFollow} />
      </div>
    </>
  );
}
