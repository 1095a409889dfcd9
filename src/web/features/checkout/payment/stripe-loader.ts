/**
 * Stripe.js, loaded once per publishable key for every Stripe element on the page (the Payment Element, the Express
 * Checkout Element, the admin's test payment), and only when Stripe is the provider.
 */
import { loadStripe, type Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    // A failed load is not kept, so a later attempt tries again.
    promise.catch(() => loaded.delete(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}

/** Where a payment method that leaves the page (a bank's redirect) brings the customer back: their order. */
export const returnUrl = () => `${window.location.origin}/order-confirmation`;

/** Stripe.js's result of confirmPayment, in the shape every provider's result takes (payment-result.ts). */
export function stripeResult(
  result:
    | { error: { code?: string; message?: string; payment_intent?: { id: string; status: string } } }
    | { paymentIntent: { id: string; status: string }; error?: undefined },
) {
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
}
