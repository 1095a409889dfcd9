/**
 * The payment-provider interface: Stripe, or the offline sandbox that behaves like Stripe test mode.
 * Shapes follow Stripe's, reduced to what Pearl uses, so switching providers changes no flow. Money is integer pence.
 */
import type { Pence } from '@domain/money';
import type { DisputeStatus, PaymentMethod } from '@domain/payment-methods';

export type ProviderName = 'sandbox' | 'stripe';

/** What the browser may know about the active provider: never a secret. */
export type PublicPaymentConfig = { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };

/** Stripe's statuses, the subset either provider uses. */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface PaymentError {
  /** e.g. card_declined, expired_card, payment_intent_authentication_failure. */
  code: string | null;
  declineCode: string | null;
  message: string;
}

export interface PaymentIntent {
  id: string;
  status: PaymentIntentStatus;
  amount: Pence;
  currency: string;
  /** Handed to the paying browser only. */
  clientSecret: string;
  metadata: Record<string, string>;
  lastPaymentError: PaymentError | null;
}

export interface CreatePaymentIntentInput {
  amount: Pence;
  currency: 'gbp';
  metadata: Record<string, string>;
  /** Derived from our own ids: a retry never creates a second payment. */
  idempotencyKey: string;
  description: string;
  /** Paid with a card presented on a reader at the till (Stripe Terminal), not in a browser. */
  cardPresent?: boolean;
}

/** A card reader registered for the shop (Stripe Terminal's smart readers: WisePOS E, S700). */
export interface CardReader {
  id: string;
  label: string;
  /** e.g. bbpos_wisepos_e, stripe_s700, simulated_wisepos_e. */
  deviceType: string;
  status: 'online' | 'offline';
}

/** The shop's readers, driven from the server (Stripe Terminal's server-driven integration). */
export interface CardReaders {
  /** Test mode: a simulated reader, handed a test card with presentTestCard, stands for the real one. */
  readonly testMode: boolean;
  list(): Promise<CardReader[]>;
  /** Pairs a reader by the code it shows, at the shop's Terminal location. */
  register(input: { registrationCode: string; label: string }): Promise<CardReader>;
  /** Sends a payment intent to the reader, which asks for the card. */
  process(readerId: string, paymentIntentId: string): Promise<void>;
  /** Stops what the reader is asking for (cash was taken instead). */
  cancel(readerId: string): Promise<void>;
  /** Test mode only: the simulated reader is given a test card, as a customer would tap one. */
  presentTestCard(readerId: string, cardNumber: string): Promise<void>;
}

export interface CheckoutSessionLine {
  /** Shown to the customer, e.g. "Mango Green Tea (REG)". */
  name: string;
  quantity: number;
  /** One item at its menu price. */
  unitAmount: Pence;
  /** The line at menu prices (unitAmount × quantity): promotions are the session's discount, not folded in here. */
  amount: Pence;
}

/** The promotions of a checkout, shown as their own line as the order page shows them (and, at Stripe, a coupon). */
export interface CheckoutSessionDiscount {
  amount: Pence;
  /** The titles of the promotions that applied. */
  promotions: string[];
}

export interface CreateCheckoutSessionInput {
  lines: CheckoutSessionLine[];
  /** The promotions taken off the lines' sum, or null when none applied. */
  discount: CheckoutSessionDiscount | null;
  /** The order's pickup time in words ("Pickup time: Tuesday 24 November at 10:15"), shown on the page. */
  pickup?: string;
  /** When the session stops taking payment (Stripe's expires_at; 30 minutes, Stripe's shortest). */
  expiresAt?: Date;
  /** The total to charge; equals the sum of the lines' amounts less the discount. */
  amount: Pence;
  currency: 'gbp';
  /** May contain {CHECKOUT_SESSION_ID}, replaced by the provider (as Stripe does). */
  successUrl: string;
  cancelUrl: string;
  /** The e-mail the checkout is for: the provider's page shows it and the customer cannot change it. */
  customerEmail?: string;
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';

export interface CheckoutSession {
  id: string;
  status: CheckoutSessionStatus;
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amount: Pence;
  currency: string;
  /** The hosted page to send the customer to (null once the session is over). */
  url: string | null;
  paymentIntentId: string | null;
  customerEmail: string | null;
  customerName: string | null;
  metadata: Record<string, string>;
}

export interface RefundInput {
  paymentIntentId: string;
  /** Pence; the whole payment when absent. */
  amount?: Pence;
  /** e.g. `refund:<orderId>`: a retried refund is one refund. */
  idempotencyKey: string;
}

export interface Refund {
  id: string;
  status: 'succeeded' | 'pending' | 'failed' | 'canceled' | 'requires_action';
  amount: Pence;
  paymentIntentId: string;
}

/**
 * A verified payment event, normalised from either provider's Stripe-shaped event. Fulfilment acts on each id at
 * most once.
 */
export interface PaymentEvent {
  /** The provider's event id (or `reconcile:…` for a state read back from the provider). */
  id: string;
  provider: ProviderName;
  /** The provider's own event type, e.g. payment_intent.succeeded. */
  providerType: string;
  kind:
    | 'payment_succeeded'
    | 'payment_failed'
    | 'payment_cancelled'
    | 'refunded'
    /** The charge says how it was paid (card, Apple Pay, Google Pay, Link, the sandbox's test wallet). */
    | 'payment_method'
    | 'dispute_opened'
    | 'dispute_closed'
    | 'ignored';
  /** The payment intent or checkout session the event is about. */
  objectRef: string;
  paymentIntentId: string | null;
  checkoutSessionId: string | null;
  /** What was paid (or refunded), in pence. */
  amount: Pence | null;
  currency: string | null;
  /** Our order id, from the metadata we set when creating the payment. */
  orderId: string | null;
  isTestPayment: boolean;
  customerEmail: string | null;
  customerName: string | null;
  failure: PaymentError | null;
  /** How it was paid, when the event says (a charge's payment_method_details). */
  paymentMethod?: PaymentMethod | null;
  /** A dispute's state: opened with its reason and evidence due date, or closed won or lost. */
  dispute?: { status: DisputeStatus; reason: string | null; evidenceDueBy: Date | null } | null;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A provider could not be reached or refused a call; message is safe to show. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: string | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly publicConfig: PublicPaymentConfig;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent | null>;
  /**
   * Cancels a payment intent that has not succeeded (the checkout changed or expired), as Stripe's
   * POST /v1/payment_intents/:id/cancel. Returns the intent as it now stands (succeeded if it was too late), or null.
   */
  cancelPaymentIntent(id: string): Promise<PaymentIntent | null>;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSession | null>;
  refund(input: RefundInput): Promise<Refund>;
  /**
   * Verifies a webhook's signature on the raw body (300 s tolerance) and normalises the event.
   * Throws WebhookSignatureError when the signature, header or timestamp is wrong.
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent;
  /** Card readers at the counter (Stripe); absent for the sandbox, whose reader is a dialog on the till. */
  readonly readers?: CardReaders | undefined;
}
