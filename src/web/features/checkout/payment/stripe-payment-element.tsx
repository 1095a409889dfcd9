/**
 * Stripe's Payment Element, loaded only when Stripe is the provider: the card, and whatever else the account enables
 * that does not leave the page for a wallet's sheet (the Express checkout region above offers the wallets). It runs in
 * Stripe's deferred mode: the element is shown for the total before any payment exists, `submit` checks what was typed
 * before the server creates the payment, then `confirm` pays it with stripe.confirmPayment (any 3-D Secure challenge
 * included). Card details never touch Pearl's server.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useImperativeHandle, useMemo, type Ref } from 'react';
import { NOT_LOADED, type CardPayment } from './card-payment';
import { returnUrl, stripeFor, stripeResult } from './stripe-loader';

function PaymentElementField({
  ref,
  idPrefix,
  disabled,
}: {
  ref: Ref<CardPayment | null>;
  idPrefix: string;
  disabled?: boolean;
}) {
  const stripe = useStripe();
  const elements = useElements();

  useImperativeHandle<CardPayment | null, CardPayment | null>(
    ref,
    () =>
      stripe && elements
        ? {
            async submit() {
              const { error } = await elements.submit();
              return error ? (error.message ?? NOT_LOADED) : null;
            },
            async confirm(clientSecret, billing) {
              const result = await stripe.confirmPayment({
                elements,
                clientSecret,
                // The name and e-mail are the form's own fields, so the element does not ask for them again.
                confirmParams: { return_url: returnUrl(), payment_method_data: { billing_details: billing } },
                redirect: 'if_required',
              });
              return stripeResult(result);
            },
          }
        : null,
    [stripe, elements],
  );

  return (
    <div role="group" aria-labelledby={`${idPrefix}-card-label`}>
      <p id={`${idPrefix}-card-label`} className="text-sm font-semibold text-tea-800">
        Card
      </p>
      <div className="mt-1">
        <PaymentElement
          options={{
            readOnly: disabled,
            layout: 'tabs',
            wallets: { applePay: 'never', googlePay: 'never' },
            fields: { billingDetails: { name: 'never', email: 'never' } },
          }}
        />
      </div>
    </div>
  );
}

export default function StripePaymentElement({
  ref,
  publishableKey,
  idPrefix,
  disabled,
  amount,
}: {
  ref: Ref<CardPayment | null>;
  publishableKey: string;
  idPrefix: string;
  disabled?: boolean;
  /** Pence: what the element is shown for before the payment exists (the server creates it at Pay). */
  amount: number;
}) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        mode: 'payment',
        amount,
        currency: 'gbp',
        appearance: { variables: { colorText: '#2f1b10', fontSizeBase: '16px', borderRadius: '12px' } },
      }}
    >
      <PaymentElementField ref={ref} idPrefix={idPrefix} disabled={disabled} />
    </Elements>
  );
}
