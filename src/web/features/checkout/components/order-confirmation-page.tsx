import { useState } from 'react';
import { useOrderConfirmation, useWaitingForPayment } from '../api/get-order-confirmation';
import { readLastOrder } from '../last-order';
import { UnverifiedOrder } from './order-outcome';
import { PaidOrderSummary } from './order-summary';
import { ResultPanel } from './result-panel';

/**
 * /order-confirmation: the order this browser just paid for in the page — its number (the first 8
 * characters of its id), its lines, its total and its pickup time (the summary /success shows too). Another browser's order is never shown (the receipt token).
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
        <UnverifiedOrder refusal={order?.refusal} />
      </>
    );
  }
  return (
    <>
      <title>{`Order ${order.orderNumber} · Pearl`}</title>
      <PaidOrderSummary order={order} />
    </>
  );
}
