import { formatPounds } from '@domain/money';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/dialog';
import { CardPaymentField } from '../payment/card-payment-field';
import { PaymentAlert } from '../payment/payment-alert';
import { NOT_LOADED, type CardPayment } from '../payment/card-payment';
import { paymentOutcome, PAYMENT_NOT_COMPLETED } from '../payment/payment-result';
import { useSession } from '../../../lib/session/use-session';
import { useStartTestPayment } from '../api/start-test-payment';

/** The test payment is £10.00, in pence. */
export const TEST_PAYMENT_AMOUNT = 1000;
/** What the dialog says when the test payment fails, word for word. */
export const TEST_PAYMENT_FAILED = 'Payment test failed. Please try again.';

type State =
  | { step: 'idle' }
  | { step: 'processing' }
  | { step: 'succeeded'; paymentIntentId: string }
  | { step: 'failed'; message: string };

/**
 * The admin's £10.00 test payment through the active provider, with the same card field customers
 * use. The server records it as a test (never a customer order, no receipt).
 */
export function TestPaymentDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>Test Payment</DialogTitle>
        <DialogDescription>
          {formatPounds(TEST_PAYMENT_AMOUNT)} through the shop’s payment provider, recorded as a test: it is never shown
          as a customer order.
        </DialogDescription>
        {open ? <TestPaymentForm /> : null}
      </DialogContent>
    </Dialog>
  );
}

function TestPaymentForm() {
  const card = useRef<CardPayment | null>(null);
  const start = useStartTestPayment();
  const email = useSession().data?.user?.email;
  const [state, setState] = useState<State>({ step: 'idle' });
  const amountText = formatPounds(TEST_PAYMENT_AMOUNT);

  const pay = async () => {
    if (!card.current) return setState({ step: 'failed', message: NOT_LOADED });
    setState({ step: 'processing' });
    try {
      // Stripe's Payment Element checks the card before the payment is created.
      const invalid = await card.current.submit?.();
      if (invalid) return setState({ step: 'failed', message: invalid });
      const payment = await start.mutateAsync();
      const outcome = paymentOutcome(
        await card.current.confirm(payment.clientSecret, { name: 'Pearl test payment', email }),
      );
      if (outcome.status === 'succeeded') setState({ step: 'succeeded', paymentIntentId: outcome.paymentIntentId });
      else setState({ step: 'failed', message: outcome.status === 'failed' ? outcome.message : PAYMENT_NOT_COMPLETED });
    } catch (error) {
      setState({ step: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  if (state.step === 'succeeded') {
    return (
      <div className="mt-5 grid gap-4">
        <div
          role="status"
          className="flex items-start gap-3 rounded-2xl bg-matcha-50 px-4 py-3 text-matcha-700 ring-1 ring-matcha-600/30"
        >
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">Test payment succeeded.</p>
            <p className="text-sm [overflow-wrap:anywhere]">Payment id: {state.paymentIntentId}</p>
          </div>
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => setState({ step: 'idle' })}>
            Test Again
          </Button>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </div>
      </div>
    );
  }

  const processing = state.step === 'processing';
  return (
    <div className="mt-5 grid gap-4">
      <CardPaymentField
        ref={card}
        idPrefix="test-payment"
        disabled={processing}
        amountText={amountText}
        amount={TEST_PAYMENT_AMOUNT}
      />
      {state.step === 'failed' ? (
        <div role="alert" className="grid gap-1">
          <PaymentAlert>{TEST_PAYMENT_FAILED}</PaymentAlert>
          {state.message !== TEST_PAYMENT_FAILED ? (
            <p className="px-1 text-sm font-medium text-berry-700">{state.message}</p>
          ) : null}
        </div>
      ) : null}
      <div className="flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        <Button onClick={() => void pay()} busy={processing}>
          {processing ? <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" /> : null}
          {processing ? 'Processing...' : `Pay ${amountText}`}
        </Button>
      </div>
    </div>
  );
}
