/**
 * What the sandbox payment provider keeps in `sandbox_objects` (one row per payment intent, checkout session, refund
 * or event, its details in the row's metadata) and how a row reads as Stripe's objects: the provider's answers, and
 * the JSON its events carry.
 */
import type { sandboxObjects } from './schema';
import type {
  CheckoutSession,
  CheckoutSessionDiscount,
  CheckoutSessionLine,
  PaymentError,
  PaymentIntent,
  PaymentIntentStatus,
} from './payment-provider';

export type Row = typeof sandboxObjects.$inferSelect;

/** The code of a payment refused because its checkout changed or expired (answered 409, as a state conflict). */
export const CHECKOUT_CHANGED_CODE = 'checkout_changed';
/** The code of a hosted payment refused because its e-mail is not the one the session was made for (answered 400). */
export const EMAIL_FIXED_CODE = 'customer_email_fixed';

export interface IntentData {
  metadata: Record<string, string>;
  description: string;
  lastPaymentError: PaymentError | null;
  amountRefunded: number;
  checkoutSessionId: string | null;
  /** How it was paid, once it was (absent on intents paid before the sandbox kept it). */
  paymentMethod?: SandboxPaymentMethod;
}

/** Stripe's payment_method_details, the part Pearl reads: a test card, or the sandbox's test wallet. */
export type SandboxPaymentMethod = { type: 'card'; brand: string; last4: string } | { type: 'test_wallet' };

export interface SessionData {
  metadata: Record<string, string>;
  lines: CheckoutSessionLine[];
  /** Absent on sessions made before discounts were shown apart. */
  discount?: CheckoutSessionDiscount | null;
  /** Absent on sessions made before pickup times. */
  pickup?: string | null;
  successUrl: string;
  cancelUrl: string;
  url: string;
  customerEmail: string | null;
  customerName: string | null;
  /**
   * The e-mail the session was made for (Stripe's customer_email, which Stripe Checkout shows and does not let the
   * customer change): paying with another is refused. Absent on sessions made before it, and when none was given.
   */
  fixedEmail?: string | null;
  expiresAt: number;
}

/** The part of a payment intent the paying browser sees. */
export interface PublicPaymentIntent {
  id: string;
  status: PaymentIntentStatus;
  amount: number;
  currency: string;
}

export type ConfirmResult =
  | { ok: true; paymentIntent: PublicPaymentIntent | null; redirectUrl: string | null }
  | { ok: false; error: PaymentError; paymentIntent: PublicPaymentIntent | null; redirectUrl: string | null };

export interface HostedCheckoutView {
  id: string;
  status: 'open' | 'complete' | 'expired';
  amount: number;
  currency: string;
  lines: CheckoutSessionLine[];
  /** The lines' sum at menu prices, before the discount. */
  subtotal: number;
  discount: CheckoutSessionDiscount | null;
  pickup: string | null;
  customerEmail: string | null;
  /** The page shows `customerEmail` and it cannot be changed (the session was made for it). */
  emailFixed: boolean;
  successUrl: string;
  cancelUrl: string;
}

export class SandboxNotFoundError extends Error {}

export const intentData = (row: Row) => row.metadata as IntentData;
export const sessionData = (row: Row) => row.metadata as SessionData;

export function publicIntent(row: Row): PublicPaymentIntent {
  return { id: row.id, status: row.status as PaymentIntentStatus, amount: row.amount, currency: row.currency };
}

export function toPaymentIntent(row: Row): PaymentIntent {
  const data = intentData(row);
  return {
    ...publicIntent(row),
    clientSecret: row.clientSecret ?? '',
    metadata: data.metadata,
    lastPaymentError: data.lastPaymentError,
  };
}

export function toCheckoutSession(row: Row): CheckoutSession {
  const data = sessionData(row);
  return {
    id: row.id,
    status: row.status as CheckoutSession['status'],
    paymentStatus: row.status === 'complete' ? 'paid' : 'unpaid',
    amount: row.amount,
    currency: row.currency,
    url: row.status === 'open' ? data.url : null,
    paymentIntentId: row.paymentIntentId,
    customerEmail: data.customerEmail,
    customerName: data.customerName,
    metadata: data.metadata,
  };
}

/** What every Stripe object in an event carries; the sandbox's are never live. */
function stripeObject(row: Row, object: 'payment_intent' | 'checkout.session') {
  return { id: row.id, object, currency: row.currency, status: row.status, livemode: false };
}

/** Stripe's JSON for a payment intent, as events carry it. */
export function intentJson(row: Row) {
  const data = intentData(row);
  return {
    ...stripeObject(row, 'payment_intent'),
    amount: row.amount,
    amount_received: row.status === 'succeeded' ? row.amount : 0,
    description: data.description,
    metadata: data.metadata,
    last_payment_error: data.lastPaymentError
      ? {
          code: data.lastPaymentError.code,
          decline_code: data.lastPaymentError.declineCode,
          message: data.lastPaymentError.message,
        }
      : null,
    latest_charge: row.status === 'succeeded' ? `ch_${row.id.slice(3)}` : null,
  };
}

/** Stripe's JSON for a payment intent's charge, as charge.succeeded carries it. */
export function chargeJson(row: Row) {
  const data = intentData(row);
  const method = data.paymentMethod;
  return {
    id: `ch_${row.id.slice(3)}`,
    object: 'charge',
    amount: row.amount,
    currency: row.currency,
    status: 'succeeded',
    paid: true,
    livemode: false,
    payment_intent: row.id,
    metadata: data.metadata,
    payment_method_details: !method
      ? null
      : method.type === 'card'
        ? { type: 'card', card: { brand: method.brand, last4: method.last4, wallet: null } }
        : { type: 'test_wallet', test_wallet: {} },
  };
}

/** Stripe's JSON for a checkout session, as events carry it. */
export function sessionJson(row: Row) {
  const data = sessionData(row);
  return {
    ...stripeObject(row, 'checkout.session'),
    amount_total: row.amount,
    payment_status: row.status === 'complete' ? 'paid' : 'unpaid',
    payment_intent: row.paymentIntentId,
    customer_email: data.customerEmail,
    customer_details: data.customerEmail ? { email: data.customerEmail, name: data.customerName } : null,
    metadata: data.metadata,
    success_url: data.successUrl,
    cancel_url: data.cancelUrl,
    url: row.status === 'open' ? data.url : null,
  };
}

/** Stripe replaces {CHECKOUT_SESSION_ID} in the return addresses; so does the sandbox. */
export function returnUrl(template: string, sessionId: string): string {
  return template.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}
