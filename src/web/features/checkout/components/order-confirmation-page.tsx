import { optionSummary } from '@domain/drink-options';
import { formatPounds } from '@domain/money';
import { sizeCode } from '@domain/sizes';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import { buttonClasses } from '../../../components/button';
import { useOrderConfirmation, useWaitingForPayment } from '../api/get-order-confirmation';
import { readLastOrder } from '../last-order';
import { ResultPanel } from './result-panel';
import { TrackOrderLink } from './track-order-link';

/**
 * /order-confirmation: the order this browser just paid for in the page — its number (the first 8
 * characters of its id), its lines and its total. Another browser's order is never shown (the receipt token).
 */
export default function OrderConfirmationPage() {
  const [lastOrder] = useState(readLastOrder);
  const confirmation = useOrderConfirmation(lastOrder);
  const waiting = useWaitingForPayment(lastOrder);
  const order = confirmation.data;

  const home = (
    <Link to="/" className={buttonClasses({ size: 'lg' })}>
      Back to Home
    </Link>
  );

  if (lastOrder && (confirmation.isPending || waiting)) {
    return <ResultPanel tone="processing" title="Processing your order..." />;
  }
  if (!order?.paid) {
    return (
      <>
        <title>Your order · Pearl</title>
        <ResultPanel
          tone="failure"
          title="Something went wrong"
          message="We couldn't verify your order. Please contact support."
          action={home}
        />
      </>
    );
  }
  return (
    <>
      <title>{`Order ${order.orderNumber} · Pearl`}</title>
      <ResultPanel
        tone="success"
        title="Order Successful!"
        message="Thank you for your order. It has been processed."
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <TrackOrderLink token={order.trackingToken} />
            {home}
          </div>
        }
      >
        <section
          aria-labelledby="order-details"
          className="mt-6 rounded-2xl bg-white p-4 text-left ring-1 ring-tea-900/10 sm:p-5"
        >
          <h2 id="order-details" className="font-display text-lg font-bold">
            Order number <span className="font-mono">{order.orderNumber}</span>
          </h2>
          <ul className="mt-3 divide-y divide-tea-900/10">
            {order.lines.map((line, index) => (
              <li key={index} className="flex items-baseline justify-between gap-3 py-2">
                <span>
                  <span className="font-semibold">{line.name}</span>{' '}
                  <span className="whitespace-nowrap text-sm text-tea-700">
                    {sizeCode(line.size)} × {line.quantity}
                  </span>
                  {line.options?.length ? (
                    <span className="block text-sm text-tea-800">{optionSummary(line.options)}</span>
                  ) : null}
                </span>
                <span className="tabular-nums">{formatPounds(line.lineSubtotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1 border-t border-tea-900/10 pt-3">
            <dt>Subtotal</dt>
            <dd className="text-right tabular-nums">{formatPounds(order.subtotal)}</dd>
            {order.discount > 0 ? (
              <>
                <dt className="text-matcha-700">Promotion Discount</dt>
                <dd className="text-right tabular-nums text-matcha-700">-{formatPounds(order.discount)}</dd>
              </>
            ) : null}
            <dt className="font-bold">Total</dt>
            <dd className="text-right font-bold tabular-nums">{formatPounds(order.total)}</dd>
          </dl>
        </section>
        <p className="mt-4 text-tea-700">
          A receipt is on its way to your e-mail. Collect from our shop on Market Hill, Buckingham.
        </p>
      </ResultPanel>
    </>
  );
}
