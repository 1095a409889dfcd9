import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../../lib/router';
import { renewCheckoutToken } from '../checkout-token';
import { useBasket } from '../../../lib/basket';
import { useVerifySession, useWaitingForPayment } from '../api/verify-session';
import { ResultPanel } from './result-panel';
import { UnverifiedOrder } from './order-outcome';
import { PaidOrderSummary } from './order-summary';

/**
 * /success?session_id=… — where a hosted checkout returns ("Order confirmation"): processing, then success
 * (the basket cleared) with the order's summary as /order-confirmation shows it, or failed, also when there is no
 * session_id.
 */
export default function SuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const verification = useVerifySession(sessionId, { waitForPayment: true });
  const basket = useBasket();
  const cleared = useRef(false);

  const waiting = useWaitingForPayment(sessionId);
  const paid = verification.data?.paid === true;
  const processing = Boolean(sessionId) && (verification.isPending || waiting);

  useEffect(() => {
    if (!paid || cleared.current) return;
    cleared.current = true;
    // On success the basket is cleared; the next checkout is a new order.
    basket.clear();
    renewCheckoutToken();
  }, [paid, basket]);

  return (
    <>
      <title>Your order · Pearl</title>
      {processing ? (
        <ResultPanel tone="processing" title="Processing your order..." />
      ) : paid && verification.data?.order ? (
        <PaidOrderSummary order={verification.data.order} />
      ) : (
        <UnverifiedOrder />
      )}
    </>
  );
}
