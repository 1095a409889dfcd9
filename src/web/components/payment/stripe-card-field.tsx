/**
 * Stripe's card field (Stripe.js + CardElement), loaded only when Stripe is the provider. Confirming goes through
 * stripe.confirmCardPayment, which also runs any 3-D Secure challenge; card details never touch Pearl's server.
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useImperativeHandle, useMemo, type Ref } from 'react';
import { NOT_LOADED, type CardPayment } from './card-payment';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    // A failed load is not kept, so a later attempt tries again.
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
};

function CardElementField({
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
            async confirm(clientSecret, billing) {
              const card = elements.getElement(CardElement);
              if (!card) return { error: { message: NOT_LOADED } };
              const result = await stripe.confirmCardPayment(clientSecret, {
                payment_method: { card, billing_details: billing },
              });
              if (result.error) {
                const intent = result.error.payment_intent;
                return {
                  error: {
                    code: result.error.code ?? null,
                    message: result.error.message ?? null,
                    paymentIntent: intent ? { id: intent.id, status: intent.status } : null,
                  },
                };
              }
              return { paymentIntent: { id: result.paymentIntent.id, status: result.paymentIntent.status } };
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
      <div className="mt-1 rounded-xl bg-white px-3.5 py-3 ring-1 ring-inset ring-tea-400/70 focus-within:ring-2 focus-within:ring-taro-600">
        <CardElement
          options={{ disabled, hidePostalCode: true, style: { base: { fontSize: '16px', color: '#2f1b10' } } }}
        />
      </div>
    </div>
  );
}

export default function StripeCardField({
  ref,
  publishableKey,
  idPrefix,
  disabled,
}: {
  ref: Ref<CardPayment | null>;
  publishableKey: string;
  idPrefix: string;
  disabled?: boolean;
}) {
  const stripe = useMemo(() => stripeFor(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardElementField ref={ref} idPrefix={idPrefix} disabled={disabled} />
    </Elements>
  );
}
