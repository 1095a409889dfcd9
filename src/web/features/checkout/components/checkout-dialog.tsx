/**
 * The Checkout dialog, opened by the menu's floating Order Now: the total, Name and Email, the card
 * field of the active provider, 'Pay £x.xx' ('Processing...' while working) and Continue Shopping. Then one of the
 * outcomes: Payment Successful (the payment id; the basket cleared), Payment Failed (the message; the basket kept, so
 * paying again works), or Payment Cancelled (Return to Checkout).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { CHECKOUT_EXPIRED, PRICES_CHANGED } from '@domain/contracts/checkout';
import { lineKey, type BasketLine } from '@domain/basket';
import { basketLineView } from '@domain/basket-line';
import { formatPounds } from '@domain/money';
import { sizeCode } from '@domain/sizes';
import { customerNameSchema, emailSchema } from '@domain/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, CircleX, Lock } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { z } from 'zod';
import { Button } from '../../../components/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/dialog';
import { TextField } from '../../../components/form-field';
import { PickupTimeSelect } from '../../../components/pickup-time-select';
import { CardPaymentField } from '../../../components/payment/card-payment-field';
import { PaymentAlert } from '../../../components/payment/payment-alert';
import { useBasket } from '../../../lib/basket';
import { closeCheckoutDialog } from '../../../lib/checkout-dialog-state';
import { NOT_LOADED, type CardPayment } from '../../../lib/payments/card-payment';
import {
  PAYMENT_FAILED,
  PAYMENT_NOT_COMPLETED,
  paymentOutcome,
  type ProviderResult,
} from '../../../lib/payments/payment-result';
import { menuQueryKey } from '../../../lib/menu/get-menu';
import { createPaymentIntent, PricesChangedError } from '../api/create-payment-intent';
import { recheckCheckout } from '../api/recheck-checkout';
import { renewCheckoutToken } from '../checkout-token';
import { saveLastOrder } from '../last-order';
import { LastOrderTrackLink } from './track-order-link';

const customerSchema = z.object({ name: customerNameSchema, email: emailSchema });

type Phase =
  | { kind: 'form' }
  | { kind: 'processing' }
  | { kind: 'succeeded'; paymentIntentId: string }
  | { kind: 'failed'; message: string }
  | { kind: 'cancelled' };

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

/**
 * What is being paid for, compactly: each line's quantity, name and size, and its options on one line under it
 * ("25% sugar · Less ice · Tapioca pearls"), so the customer checks the drinks before paying.
 */
function CheckoutLines({ lines }: { lines: readonly BasketLine[] }) {
  if (lines.length === 0) return null;
  return (
    <ul
      aria-label="Your order"
      className="mt-3 max-h-40 divide-y divide-tea-900/10 overflow-y-auto rounded-2xl bg-white px-3 ring-1 ring-tea-900/10"
    >
      {lines.map((line) => {
        const view = basketLineView(line);
        return (
          <li key={lineKey(line)} className="py-2 text-sm">
            <span className="font-semibold text-tea-900">
              {view.quantity} × {view.name} ({sizeCode(view.size)})
            </span>
            {view.optionSummary ? <span className="block text-tea-700">{view.optionSummary}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

export default function CheckoutDialog() {
  const basket = useBasket();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const card = useRef<CardPayment | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [formError, setFormError] = useState<string | null>(null);
  // The amount on the button stays what the customer agreed to while the payment runs and after it.
  const [total] = useState(basket.totals.total);
  const processing = phase.kind === 'processing';

  const form = useForm<z.input<typeof customerSchema>, unknown, z.output<typeof customerSchema>>({
    resolver: zodResolver(customerSchema),
    defaultValues: { name: '', email: '' },
  });
  const { errors } = form.formState;

  const leave = (to: string) => {
    closeCheckoutDialog();
    void navigate(to);
  };

  const pay = async ({ name, email }: z.output<typeof customerSchema>) => {
    setFormError(null);
    // The provider and its card field must be ready.
    if (!card.current) {
      setFormError(NOT_LOADED);
      return;
    }
    setPhase({ kind: 'processing' });
    let started;
    try {
      started = await createPaymentIntent({ lines: basket.lines, total, name, email });
      // Right before the card is confirmed, the server re-prices the order and re-checks each drink.
      await recheckCheckout(started);
    } catch (error) {
      // The server priced the basket differently: fetch the menu again so the basket shows today's prices.
      if (error instanceof PricesChangedError) void queryClient.invalidateQueries({ queryKey: menuQueryKey });
      setPhase({
        kind: 'failed',
        message: error instanceof Error && error.message ? error.message : 'Failed to create payment intent',
      });
      return;
    }
    saveLastOrder({ orderId: started.orderId, receiptToken: started.receiptToken });
    let result: ProviderResult;
    try {
      result = card.current
        ? await card.current.confirm(started.clientSecret, { name, email })
        : { error: { message: NOT_LOADED } };
    } catch {
      result = { error: { message: PAYMENT_FAILED } };
    }
    const outcome = paymentOutcome(result);
    if (outcome.status === 'succeeded') {
      basket.clear();
      renewCheckoutToken();
      setPhase({ kind: 'succeeded', paymentIntentId: outcome.paymentIntentId });
    } else if (outcome.status === 'cancelled') {
      setPhase({ kind: 'cancelled' });
    } else {
      // The provider refused because the checkout changed meanwhile: the basket takes today's menu.
      if (outcome.message === PRICES_CHANGED || outcome.message === CHECKOUT_EXPIRED)
        void queryClient.invalidateQueries({ queryKey: menuQueryKey });
      setPhase({ kind: 'failed', message: outcome.message });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !processing ? closeCheckoutDialog() : undefined)}>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        aria-describedby={phase.kind === 'form' || processing ? 'checkout-total' : undefined}
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => (processing ? event.preventDefault() : undefined)}
      >
        {phase.kind === 'succeeded' ? (
          <Outcome
            icon={<CircleCheck aria-hidden className="size-14 text-matcha-600" />}
            title="Payment Successful"
            action={
              <div className="grid gap-3">
                <LastOrderTrackLink onFollow={leave} />
                <Button size="lg" onClick={() => leave('/order-confirmation')}>
                  Back to Menu
                </Button>
              </div>
            }
          >
            <p role="status" className="mt-2 text-tea-800">
              Thank you! Your payment went through and your order is with us.
            </p>
            <p className="mt-3 break-all rounded-xl bg-white px-3 py-2 text-sm text-tea-800 ring-1 ring-tea-900/10">
              Payment ID: <span className="font-mono">{phase.paymentIntentId}</span>
            </p>
          </Outcome>
        ) : phase.kind === 'failed' ? (
          <Outcome
            icon={<CircleAlert aria-hidden className="size-14 text-berry-600" />}
            title="Payment Failed"
            action={
              <Button size="lg" onClick={() => leave('/menu')}>
                Back to Menu
              </Button>
            }
          >
            <p role="alert" className="mt-2 text-lg text-tea-800">
              {phase.message}
            </p>
          </Outcome>
        ) : phase.kind === 'cancelled' ? (
          <Outcome
            icon={<CircleX aria-hidden className="size-14 text-tea-600" />}
            title="Payment Cancelled"
            action={
              <Button size="lg" onClick={() => leave('/order-online')}>
                Return to Checkout
              </Button>
            }
          >
            <p role="alert" className="mt-2 text-lg text-tea-800">
              {PAYMENT_NOT_COMPLETED}
            </p>
          </Outcome>
        ) : (
          <form onSubmit={(event) => void form.handleSubmit(pay)(event)} noValidate aria-busy={processing}>
            <DialogTitle>Checkout</DialogTitle>
            <DialogDescription id="checkout-total" className="flex items-baseline justify-between gap-3">
              <span>
                {basket.totals.itemCount} {basket.totals.itemCount === 1 ? 'item' : 'items'}
              </span>
              <span className="font-display text-2xl font-bold text-tea-900">Total {formatPounds(total)}</span>
            </DialogDescription>
            <CheckoutLines lines={basket.lines} />
            <fieldset disabled={processing} className="mt-5 grid gap-3">
              <legend className="sr-only">Your details</legend>
              <PickupTimeSelect id="checkout-pickup" drinks={basket.totals.itemCount} />
              <TextField
                id="checkout-name"
                label="Name"
                autoComplete="name"
                error={errors.name?.message}
                {...form.register('name')}
              />
              <TextField
                id="checkout-email"
                label="Email"
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                error={errors.email?.message}
                {...form.register('email')}
              />
            </fieldset>
            <div className="mt-4">
              <CardPaymentField ref={card} idPrefix="checkout" disabled={processing} amountText={formatPounds(total)} />
            </div>
            {formError ? <PaymentAlert className="mt-4">{formError}</PaymentAlert> : null}
            <div className="mt-6 grid gap-3">
              <Button type="submit" size="lg" disabled={processing}>
                <Lock aria-hidden className="size-4" />
                {processing ? 'Processing...' : `Pay ${formatPounds(total)}`}
              </Button>
              <Button variant="secondary" size="lg" disabled={processing} onClick={() => leave('/')}>
                Continue Shopping
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
