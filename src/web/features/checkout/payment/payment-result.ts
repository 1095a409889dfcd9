/**
 * A card payment's result as Stripe.js gives it (confirmCardPayment), which the sandbox copies, and what the customer
 * is shown for it (the in-page card payment).
 */
export interface ProviderPaymentIntent {
  id: string;
  status: string;
}

export interface ProviderError {
  code?: string | null;
  message?: string | null;
  paymentIntent?: ProviderPaymentIntent | null;
}

export type ProviderResult =
  { paymentIntent: ProviderPaymentIntent; error?: undefined } | { error: ProviderError; paymentIntent?: undefined };

export type PaymentOutcome =
  { status: 'succeeded'; paymentIntentId: string } | { status: 'failed'; message: string } | { status: 'cancelled' };

export const PAYMENT_FAILED = 'Payment failed. Please try again.';
export const PAYMENT_NOT_COMPLETED = 'Your payment was not completed. Please try again.';

export function paymentOutcome(result: ProviderResult): PaymentOutcome {
  if (result.paymentIntent) {
    return result.paymentIntent.status === 'succeeded'
      ? { status: 'succeeded', paymentIntentId: result.paymentIntent.id }
      : { status: 'failed', message: PAYMENT_FAILED };
  }
  const { code, message, paymentIntent } = result.error;
  // Pressed twice: the payment had already gone through. One charge, and the customer sees it succeeded.
  if (code === 'payment_intent_unexpected_state' && paymentIntent?.status === 'succeeded') {
    return { status: 'succeeded', paymentIntentId: paymentIntent.id };
  }
  // Cancelled when the authentication failed or the message says so.
  if (code === 'payment_intent_authentication_failure' || /cancel/i.test(message ?? '')) return { status: 'cancelled' };
  return { status: 'failed', message: message?.trim() || PAYMENT_FAILED };
}
