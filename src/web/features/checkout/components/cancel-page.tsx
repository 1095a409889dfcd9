import { Link, useSearchParams } from '../../../lib/router';
import { buttonClasses } from '../../../components/button';
import { PAYMENT_NOT_COMPLETED } from '../payment/payment-result';
import { useVerifySession } from '../api/verify-session';
import { ResultPanel } from './result-panel';

/**
 * /cancel?session_id=…: 'Payment Canceled', the error text from verify-session if any, else the default
 * message, and Return to Checkout. The basket is kept.
 */
export default function CancelPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const verification = useVerifySession(sessionId, { waitForPayment: false });
  const checking = Boolean(sessionId) && verification.isPending;
  const message = verification.data?.error ?? verification.error?.message ?? PAYMENT_NOT_COMPLETED;

  return (
    <>
      <title>Payment Canceled · Pearl</title>
      <ResultPanel
        tone="cancelled"
        title="Payment Canceled"
        message={checking ? 'Checking your payment…' : message}
        action={
          <Link to="/order-online" className={buttonClasses({ size: 'lg' })}>
            Return to Checkout
          </Link>
        }
      />
    </>
  );
}
