/**
 * Turns a Stripe-shaped event (Stripe's own, or the sandbox's, which copies Stripe's shape) into a PaymentEvent.
 * Only called after the signature has been verified. Types Pearl does not act on become kind 'ignored'.
 */
import { cardDetail, closedDisputeStatus, type PaymentMethod } from '@domain/payment-methods';
import { isUuid } from '@domain/uuid';
import type { PaymentError, PaymentEvent, ProviderName } from './payment-provider';

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
// PostgreSQL text cannot hold U+0000: a string carrying one is no reference of ours, and used in a query it would fail
// with a 5xx, so that the provider delivered the event again and again (found by src/server/security/public-api-fuzz).
const asString = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && !value.includes('\u0000') ? value : null;
const asAmount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
/** The last second of the year 9999, the latest date the shop keeps. */
const LATEST_SECONDS = Date.UTC(9999, 11, 31, 23, 59, 59) / 1000;
/**
 * A Unix time in seconds as a date, or null when it is none (before 1970 or after 9999): such a time makes an invalid
 * Date or one the database refuses, and a signed event that fails is delivered again and again.
 */
const dateOfSeconds = (value: unknown): Date | null => {
  const seconds = asAmount(value);
  return seconds !== null && seconds >= 0 && seconds <= LATEST_SECONDS ? new Date(seconds * 1000) : null;
};
/** An expandable Stripe field holds an id or the object itself. */
const idOf = (value: unknown): string | null => asString(value) ?? asString(asObject(value).id);

function metadataOf(object: Json): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(asObject(object.metadata))) {
    if (typeof value === 'string') result[key] = value;
  }
  return result;
}

function failureOf(object: Json): PaymentError | null {
  const error = asObject(object.last_payment_error);
  const message = asString(error.message);
  if (!message) return null;
  return { code: asString(error.code), declineCode: asString(error.decline_code), message };
}

/**
 * How a charge was paid, from its payment_method_details: a card (with Apple Pay, Google Pay or Link as its wallet),
 * Link itself, the sandbox's test wallet, or a card presented on a Terminal reader. Null for anything Pearl does not
 * name.
 */
export function paymentMethodOf(charge: Json): PaymentMethod | null {
  const details = asObject(charge.payment_method_details);
  const type = asString(details.type);
  if (type === 'link') return { kind: 'link', detail: null };
  if (type === 'test_wallet') return { kind: 'test_wallet', detail: null };
  // A card tapped or inserted on a Terminal reader at the till.
  if (type === 'card_present' || type === 'interac_present') {
    const present = asObject(details[type]);
    return { kind: 'card', detail: cardDetail(asString(present.brand), asString(present.last4)) };
  }
  if (type !== 'card') return null;
  const card = asObject(details.card);
  const detail = cardDetail(asString(card.brand), asString(card.last4));
  const wallet = asString(asObject(card.wallet).type);
  if (wallet === 'apple_pay' || wallet === 'google_pay' || wallet === 'link') return { kind: wallet, detail };
  return { kind: 'card', detail };
}

/** A dispute event's object: its payment, its reason and evidence due date, and (once closed) won or lost. */
function disputeEvent(base: PaymentEvent, object: Json, closed: boolean): PaymentEvent {
  // An evidence due date out of range is left empty: the dispute is still recorded.
  const due = dateOfSeconds(asObject(object.evidence_details).due_by);
  const status = closed ? closedDisputeStatus(asString(object.status)) : 'open';
  return {
    ...base,
    // A dispute carries its own metadata, not the payment's: the order is found by the payment intent.
    orderId: null,
    kind: status ? (closed ? 'dispute_closed' : 'dispute_opened') : 'ignored',
    paymentIntentId: idOf(object.payment_intent),
    amount: asAmount(object.amount),
    dispute: status ? { status, reason: asString(object.reason), evidenceDueBy: due } : null,
  };
}

export function normaliseEvent(provider: ProviderName, raw: unknown): PaymentEvent {
  const event = asObject(raw);
  const id = asString(event.id);
  const type = asString(event.type);
  if (!id || !type) throw new Error('An event needs an id and a type.');
  const object = asObject(asObject(event.data).object);
  const metadata = metadataOf(object);
  const orderId = metadata.orderId && isUuid(metadata.orderId) ? metadata.orderId.toLowerCase() : null;
  const base: PaymentEvent = {
    id,
    provider,
    providerType: type,
    kind: 'ignored',
    objectRef: asString(object.id) ?? '',
    paymentIntentId: null,
    checkoutSessionId: null,
    amount: null,
    currency: asString(object.currency),
    orderId,
    isTestPayment: metadata.testPayment === 'true',
    customerEmail: null,
    customerName: null,
    failure: null,
  };

  switch (type) {
    case 'payment_intent.succeeded':
      return {
        ...base,
        kind: 'payment_succeeded',
        paymentIntentId: base.objectRef,
        amount: asAmount(object.amount_received) ?? asAmount(object.amount),
        // Its latest charge, when expanded (a state read back), says how it was paid.
        paymentMethod: paymentMethodOf(asObject(object.latest_charge)),
      };
    case 'charge.succeeded': {
      const paymentMethod = paymentMethodOf(object);
      return {
        ...base,
        kind: paymentMethod ? 'payment_method' : 'ignored',
        paymentIntentId: idOf(object.payment_intent),
        amount: asAmount(object.amount),
        paymentMethod,
      };
    }
    case 'charge.dispute.created':
      return disputeEvent(base, object, false);
    case 'charge.dispute.closed':
      return disputeEvent(base, object, true);
    case 'payment_intent.payment_failed':
      return {
        ...base,
        kind: 'payment_failed',
        paymentIntentId: base.objectRef,
        amount: asAmount(object.amount),
        failure: failureOf(object) ?? { code: null, declineCode: null, message: 'Payment failed. Please try again.' },
      };
    case 'payment_intent.canceled':
      return { ...base, kind: 'payment_cancelled', paymentIntentId: base.objectRef, amount: asAmount(object.amount) };
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const details = asObject(object.customer_details);
      const paid = object.payment_status === 'paid';
      return {
        ...base,
        // A completed session with a delayed payment method is not paid yet: its async_payment event follows.
        kind: paid ? 'payment_succeeded' : 'ignored',
        checkoutSessionId: base.objectRef,
        paymentIntentId: idOf(object.payment_intent),
        amount: asAmount(object.amount_total),
        customerEmail: asString(details.email) ?? asString(object.customer_email),
        customerName: asString(details.name),
      };
    }
    case 'checkout.session.async_payment_failed':
      return {
        ...base,
        kind: 'payment_failed',
        checkoutSessionId: base.objectRef,
        paymentIntentId: idOf(object.payment_intent),
        amount: asAmount(object.amount_total),
        failure: { code: null, declineCode: null, message: 'Payment failed. Please try again.' },
      };
    case 'checkout.session.expired':
      return {
        ...base,
        kind: 'payment_cancelled',
        checkoutSessionId: base.objectRef,
        paymentIntentId: idOf(object.payment_intent),
        amount: asAmount(object.amount_total),
      };
    case 'charge.refunded':
      // Only a full refund makes the order refunded; a partial one is recorded by the provider alone.
      return {
        ...base,
        kind: object.refunded === true ? 'refunded' : 'ignored',
        paymentIntentId: idOf(object.payment_intent),
        amount: asAmount(object.amount_refunded),
      };
    default:
      return base;
  }
}
