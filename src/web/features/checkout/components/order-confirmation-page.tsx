import { useState } from 'react';
import { OrderLinesSummary } from '../../../components/order-lines-summary';
import { useOrderConfirmation, useWaitingForPayment } from '../api/get-order-confirmation';
import { readLastOrder } from '../last-order';
import { PaidOrder, UnverifiedOrder } from './order-outcome';
import { ResultPanel } from './result-panel';

/**
 * /order-confirmation: the order this browser just paid for in the page — its number (the first 8
 * characters of its id), its lines and its total. Another browser's order is never shown (the receipt token).
 */
export default function OrderConfirmationPage() {
  const [lastOrder] = useState(readLastOrder);
  const confirmation = useOrderConfirmation(lastOrder);
  const waiting = useWaitingForPayment(lastOrder);
  const order = confirmation.data;

  if (lastOrder && (confirmation.isPending || waiting)) {
    return <ResultPanel tone="processing" title="Processing your order..." />;
  }
  if (!order?.paid) {
    return (
      <>
        <title>Your order · Pearl</title>
        <UnverifiedOrder />
      </>
    );
  }
  return (
    <>
      <title>{`Order ${order.orderNumber} · Pearl`}</title>
      <PaidOrder trackingToken={order.trackingToken}>
        <section
          aria-labelledby="order-details"
          className="mt-6 rounded-2xl bg-white p-4 text-left ring-1 ring-tea-900/10 sm:p-5"
        >
          <h2 id="order-details" className="font-display text-lg font-bold">
            Order number <span className="font-mono">{order.orderNumber}</span>
          </h2>
          <OrderLinesSummary
            className="mt-3"
            lines={order.lines.map((line) => ({ ...line, options: line.options?.map((option) => option.name) ?? [] }))}
            subtotal={order.subtotal}
            discount={order.discount}
            freeDrink={order.freeDrink}
            total={order.total}
            subtotalAlways
          />
        </section>
        <p className="mt-4 text-tea-700">
          A receipt is on its way to your e-mail. Collect from our shop on Market Hill, Buckingham.
        </p>
      </PaidOrder>
    </>
  );
}
