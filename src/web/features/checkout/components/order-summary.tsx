import type { OrderConfirmationAnswer } from '@domain/contracts/checkout';
import { pickupSentence } from '@domain/pickup-label';
import { OrderLinesSummary, type SummaryOrder } from '../../../components/order-lines-summary';
import { SHOP } from '../../../lib/shop-details';
import { PaidOrder } from './order-outcome';

/** The confirmed order as the lines' summary reads it: each option by its name. */
export function summaryOf(order: OrderConfirmationAnswer): SummaryOrder {
  return {
    ...order,
    lines: order.lines.map((line) => ({ ...line, options: line.options?.map(({ name }) => name) ?? [] })),
  };
}

/**
 * A paid order as its customer sees it after paying, the one summary of /success (hosted checkout) and
 * /order-confirmation (the Checkout dialog): Order Successful!, the order number, the lines with their options, the
 * totals, when and where to collect, then Track your order.
 */
export function PaidOrderSummary({ order }: { order: OrderConfirmationAnswer }) {
  return (
    <PaidOrder trackingToken={order.trackingToken}>
      <section
        aria-labelledby="order-details"
        className="mt-6 rounded-2xl bg-white p-4 text-left ring-1 ring-tea-900/10 sm:p-5"
      >
        <h2 id="order-details" className="font-display text-lg font-bold">
          {/* The number the counter calls: big enough to read out from a phone held at arm's length. */}
          Order number <span className="align-middle text-2xl font-extrabold">{order.orderNumber}</span>
        </h2>
        <OrderLinesSummary className="mt-3" order={summaryOf(order)} subtotalAlways />
        <dl className="mt-4 grid gap-1 border-t border-tea-900/10 pt-3 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold text-tea-900">Pickup time</dt>
          <dd className="text-tea-800">{pickupSentence(order)}</dd>
          <dt className="font-semibold text-tea-900">Pickup place</dt>
          <dd className="text-tea-800">
            {SHOP.name}, {SHOP.addressLines.slice(0, 3).join(', ')}
          </dd>
        </dl>
      </section>
      <p className="mt-4 text-tea-700">A receipt is on its way to your e-mail.</p>
    </PaidOrder>
  );
}
