import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/button';
import { Link } from '../../../lib/router';
import { ResultPanel } from './result-panel';
import { TrackOrderLink } from './track-order-link';

function BackToHome() {
  return (
    <Link to="/" className={buttonClasses({ size: 'lg' })}>
      Back to Home
    </Link>
  );
}

/**
 * The order could not be shown as paid (no order, not this browser's, or not paid): say so, and offer home. A payment
 * that met the last ones already gone says why (`refusal`): it is refunded at once.
 */
export function UnverifiedOrder({ refusal }: { refusal?: string | undefined } = {}) {
  return (
    <ResultPanel
      tone="failure"
      title={refusal ? 'Sorry, it sold out' : 'Something went wrong'}
      message={refusal ?? "We couldn't verify your order. Please contact support."}
      action={<BackToHome />}
    />
  );
}

/** A paid order: Order Successful!, what the page adds about it, then Track your order (once known) and home. */
export function PaidOrder({ trackingToken, children }: { trackingToken: string | undefined; children: ReactNode }) {
  return (
    <ResultPanel
      tone="success"
      title="Order Successful!"
      message="Thank you for your order. It has been processed."
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <TrackOrderLink token={trackingToken} />
          <BackToHome />
        </div>
      }
    >
      {children}
    </ResultPanel>
  );
}
