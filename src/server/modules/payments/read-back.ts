/**
 * A payment's state read back from the provider, as an event for fulfilment: the provider's word, not the browser's.
 * Checkout uses it when a webhook has not arrived (verify-session, the confirmation page, a retried checkout); the
 * event then takes the same one path to fulfilment as a webhook's (PaymentsService.fulfil). Its id is derived from the
 * state, so reading the same state twice is one event.
 */
import type { CheckoutSession, PaymentEvent, PaymentIntent, ProviderName } from './payment-provider';

/** A payment intent's final state as an event; null while it is still open. */
export function readBackIntent(provider: ProviderName, intent: PaymentIntent, orderId: string): PaymentEvent | null {
  const kind =
    intent.status === 'succeeded' ? 'payment_succeeded' : intent.status === 'canceled' ? 'payment_cancelled' : null;
  if (!kind) return null;
  return {
    id: `reconcile:${intent.id}:${intent.status}`,
    provider,
    providerType: `payment_intent.${intent.status} (read back)`,
    kind,
    objectRef: intent.id,
    paymentIntentId: intent.id,
    checkoutSessionId: null,
    amount: intent.amount,
    currency: intent.currency,
    orderId,
    isTestPayment: intent.metadata.testPayment === 'true',
    customerEmail: null,
    customerName: null,
    failure: null,
  };
}

/** A checkout session's final state (paid, or expired) as an event; null while it is still open. */
export function readBackSession(
  provider: ProviderName,
  session: CheckoutSession,
  orderId: string,
): PaymentEvent | null {
  const kind =
    session.status === 'complete' && session.paymentStatus === 'paid'
      ? 'payment_succeeded'
      : session.status === 'expired'
        ? 'payment_cancelled'
        : null;
  if (!kind) return null;
  return {
    id: `reconcile:${session.id}:${session.status}`,
    provider,
    providerType: `checkout.session.${session.status} (read back)`,
    kind,
    objectRef: session.id,
    paymentIntentId: session.paymentIntentId,
    checkoutSessionId: session.id,
    amount: session.amount,
    currency: session.currency,
    orderId,
    isTestPayment: false,
    customerEmail: session.customerEmail,
    customerName: session.customerName,
    failure: null,
  };
}
