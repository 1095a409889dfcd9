import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button';
import { DialogTitle } from '../../../components/dialog';
import { PAYMENT_NOT_COMPLETED } from '../payment/payment-result';
import type { CheckoutPhase } from '../use-checkout-payment';
import { PaidInPageDetails } from './paid-in-page';

/** An outcome in the dialog: its icon, title, what happened, and the way on. */
function Outcome({
  icon,
  title,
  children,
  action,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="text-center">
      <span className="mx-auto inline-flex size-14 items-center justify-center">{icon}</span>
      <DialogTitle className="mt-2">{title}</DialogTitle>
      {children}
      <div className="mt-6 grid">{action}</div>
    </div>
  );
}

/** A payment that did not go through: the reason, said as an alert, and one button on. */
function Unpaid({
  icon,
  title,
  message,
  button,
}: {
  icon: ReactNode;
  title: string;
  message: string;
  button: ReactNode;
}) {
  return (
    <Outcome icon={icon} title={title} action={button}>
      <p role="alert" className="mt-2 text-lg text-tea-800">
        {message}
      </p>
    </Outcome>
  );
}

type Ended = Extract<CheckoutPhase, { kind: 'succeeded' | 'failed' | 'cancelled' }>;

/**
 * How the payment ended: Payment Successful (the payment id, the order's number, pickup time and drinks, Track your
 * order, Back to Menu), Payment Failed (the
 * message, Try Again, Back to Menu) or Payment Cancelled (Return to Checkout). `leave` closes the dialog and goes to a
 * page; `tryAgain` shows the form again, with what the customer typed except the card.
 */
export function CheckoutOutcome({
  phase,
  leave,
  tryAgain,
}: {
  phase: Ended;
  leave: (to: string) => void;
  tryAgain: () => void;
}) {
  if (phase.kind === 'failed')
    return (
      <Unpaid
        icon={<CircleAlert aria-hidden className="size-14 text-berry-600" />}
        title="Payment Failed"
        message={phase.message}
        button={
          <div className="grid gap-3">
            <Button size="lg" onClick={tryAgain}>
              Try Again
            </Button>
            <Button variant="secondary" size="lg" onClick={() => leave('/menu')}>
              Back to Menu
            </Button>
          </div>
        }
      />
    );
  if (phase.kind === 'cancelled')
    return (
      <Unpaid
        icon={<CircleX aria-hidden className="size-14 text-tea-600" />}
        title="Payment Cancelled"
        message={PAYMENT_NOT_COMPLETED}
        button={
          <Button size="lg" onClick={() => leave('/order-online')}>
            Return to Checkout
          </Button>
        }
      />
    );
  return (
    <Outcome
      icon={<CircleCheck aria-hidden className="size-14 text-matcha-600" />}
      title="Payment Successful"
      action={
        <Button size="lg" onClick={() => leave('/order-confirmation')}>
          Back to Menu
        </Button>
      }
    >
      <p role="status" className="mt-2 text-tea-800">
        Thank you! Your payment went through and your order is with us.
      </p>
      <p className="mt-3 break-all rounded-xl bg-white px-3 py-2 text-sm text-tea-800 ring-1 ring-tea-900/10">
        Payment ID: <span className="font-mono">{phase.paymentIntentId}</span>
      </p>
      <PaidInPageDetails onFollow={leave} />
    </Outcome>
  );
}
