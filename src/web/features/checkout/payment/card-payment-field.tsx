/**
 * The card field of whichever provider the server uses (GET /api/payments/config): the sandbox's own inputs, or
 * Stripe's Payment Element. Stripe.js is loaded only when Stripe is the provider (a lazy chunk), so customer pages do not
 * carry it otherwise. Screens confirm through the ref; while it is null the provider or card field is not ready
 * ('Stripe has not loaded. Please try again.'). Used by the Checkout dialog and the admin test payment.
 */
import { LoaderCircle } from 'lucide-react';
import { lazy, Suspense, type Ref } from 'react';
import { NOT_LOADED, type CardPayment } from './card-payment';
import { usePaymentConfig } from '../../../lib/payment-config';
import { SandboxCardFields } from './sandbox-card-fields';

const StripePaymentElement = lazy(() => import('./stripe-payment-element'));

function Loading() {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl bg-white px-3.5 py-3 text-tea-700 ring-1 ring-tea-400/40"
    >
      <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
      Loading the card form…
    </p>
  );
}

export function CardPaymentField({
  ref,
  idPrefix,
  disabled,
  amountText,
  amount,
}: {
  ref: Ref<CardPayment | null>;
  idPrefix: string;
  disabled?: boolean;
  amountText: string;
  /** Pence: Stripe's element is shown for it before the payment exists. */
  amount: number;
}) {
  const config = usePaymentConfig();
  if (config.isPending) return <Loading />;
  if (!config.data) {
    return (
      <p
        role="alert"
        className="rounded-xl bg-berry-50 px-3.5 py-2.5 font-medium text-berry-700 ring-1 ring-berry-500/30"
      >
        {NOT_LOADED}
      </p>
    );
  }
  if (config.data.provider === 'sandbox') {
    return <SandboxCardFields ref={ref} idPrefix={idPrefix} disabled={disabled} amountText={amountText} />;
  }
  return (
    <Suspense fallback={<Loading />}>
      <StripePaymentElement
        ref={ref}
        publishableKey={config.data.publishableKey}
        idPrefix={idPrefix}
        disabled={disabled}
        amount={amount}
      />
    </Suspense>
  );
}
