/**
 * The payments service: the active provider (Stripe when its keys are set, else the sandbox), what the browser may know
 * of it, and the one fulfilment function every payment event goes through, whichever way it arrives.
 */
import type { PaymentConfigAnswer } from '@domain/contracts/payments';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from './schema';
import type { Config } from '../../env';
import type { PaymentEvent, PaymentProvider, PublicPaymentConfig } from './payment-provider';
import { createSandboxProvider, type SandboxProvider } from './sandbox-provider';
import { createStripeProvider } from './stripe-provider';
import { tracedProvider } from './traced-provider';

/** What fulfilment made of an event (for logs, tests and the webhook's answer). */
export type FulfilmentOutcome =
  | 'paid'
  | 'already_paid'
  | 'needs_review'
  | 'failed'
  | 'cancelled'
  | 'refunded'
  /** A refund that arrived before its payment: kept, and applied when the payment lands. */
  | 'refund_kept'
  | 'duplicate'
  | 'unknown_payment'
  | 'ignored'
  | 'method_recorded'
  | 'disputed'
  | 'dispute_closed'
  | 'no_change';

export type Fulfil = (event: PaymentEvent) => Promise<FulfilmentOutcome>;

/**
 * Port: what payments needs of fulfilment, the one path every payment event takes to the order (the orders module's
 * fulfilment implements it; the composition root wires it).
 */
export interface PaymentFulfilment {
  handleEvent(event: PaymentEvent): Promise<FulfilmentOutcome>;
}

/**
 * Port: asked right before the sandbox takes a payment for an order (card confirm, hosted Pay): why it may not be
 * taken now (prices changed, product gone or sold out, checkout expired), or null. Checkout implements it, so payments
 * imports no checkout code.
 */
export interface PaymentGuard {
  refusal(orderId: string): Promise<string | null>;
}

export interface TestPayment {
  orderId: string;
  paymentIntentId: string;
  clientSecret: string;
  /** Pence. */
  amount: number;
}

/**
 * The active provider's calls (services.payments.refund(…), .createPaymentIntent(…), …) plus what Pearl adds.
 * Note for callers: do not call the provider inside a database transaction. The sandbox keeps its state in the
 * database (on the embedded database a second transaction waits for the first: a deadlock), and with Stripe a network
 * call would hold row locks for seconds. Lock, read, commit; call the provider with an idempotency key; then write.
 */
export interface PaymentsService extends PaymentProvider {
  /** The provider itself. */
  provider: PaymentProvider;
  /** The sandbox's own operations (card field, challenge, hosted page) when it is the active provider. */
  sandbox: SandboxProvider | null;
  publicConfig: PublicPaymentConfig;
  /**
   * GET /api/payments/config's answer: the provider the browser loads, and test mode. Server-drawn pages carry it too
   *, so it is made here once.
   */
  browserConfig: PaymentConfigAnswer;
  /** The one fulfilment path: webhooks of both providers, the sandbox, verify-session and the confirmation page. */
  fulfil: Fulfil;
  /** A token that lets the browser which paid for an order read its confirmation, and nobody else. */
  receiptToken(orderId: string): string;
  isReceiptToken(orderId: string, token: string): boolean;
  /**
   * The admin dashboard's test payment: £10.00 through the active provider, recorded as a test order
   * that never shows as a customer order and sends no receipt. Confirm it in the browser with the client secret.
   */
  createTestPayment(): Promise<TestPayment>;
  start(): void;
  stop(): Promise<void>;
}

export const TEST_PAYMENT_AMOUNT = 1000;
const SECRET_KEY = 'payments.signing_secret';

/** A secret shared by every instance on this database: kept in the settings table, made once. */
async function signingSecret(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db.select().from(settings).where(eq(settings.key, SECRET_KEY));
  return String(row!.value);
}

/**
 * Where a test payment's order is recorded: the orders module, which alone writes the orders table.
 * Given by the caller (services.ts), so payments never imports orders (orders imports payments' events and refunds).
 */
export interface TestOrders {
  insertTestOrder(db: Db, input: { amount: number; provider: string }): Promise<{ id: string }>;
  setProviderRef(db: Db, orderId: string, ref: string, paymentId: string | null): Promise<void>;
}

export interface PaymentsOptions {
  config: Config;
  db: Db;
  /** The one fulfilment path of payment events. */
  fulfilment: PaymentFulfilment;
  orders: TestOrders;
  /** The sandbox asks it before it takes a payment; without one, it takes every payment. */
  guard?: PaymentGuard;
  log?: { warn(obj: unknown, msg: string): void };
}

export async function createPaymentsService(options: PaymentsOptions): Promise<PaymentsService> {
  const { config, db, fulfilment, guard, orders } = options;
  const fulfil: Fulfil = (event) => fulfilment.handleEvent(event);
  const secret = await signingSecret(db);
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest('hex');

  const sandbox = config.stripe
    ? null
    : createSandboxProvider({
        db,
        secret: `whsec_sbx_${derive('sandbox-webhook')}`,
        deliver: fulfil,
        beforePayment: guard ? (orderId) => guard.refusal(orderId) : undefined,
        log: options.log,
      });
  // Each provider call is logged with the request that made it (its reqId): traced-provider.ts.
  const provider: PaymentProvider = tracedProvider(sandbox ?? createStripeProvider(config.stripe!));
  const receiptKey = derive('receipt');

  const receiptToken = (orderId: string) => createHmac('sha256', receiptKey).update(orderId).digest('base64url');

  return {
    name: provider.name,
    createPaymentIntent: (input) => provider.createPaymentIntent(input),
    retrievePaymentIntent: (id) => provider.retrievePaymentIntent(id),
    cancelPaymentIntent: (id) => provider.cancelPaymentIntent(id),
    createCheckoutSession: (input) => provider.createCheckoutSession(input),
    retrieveCheckoutSession: (id) => provider.retrieveCheckoutSession(id),
    refund: (input) => provider.refund(input),
    parseWebhook: (rawBody, headers) => provider.parseWebhook(rawBody, headers),
    provider,
    sandbox,
    publicConfig: provider.publicConfig,
    // The checkout offers "Text me when it's ready" only when the shop sends texts (SMS_PROVIDER).
    browserConfig: { ...provider.publicConfig, testMode: config.testMode, ...(config.sms ? { readyTexts: true } : {}) },
    fulfil,
    receiptToken,
    isReceiptToken(orderId, token) {
      const expected = Buffer.from(receiptToken(orderId));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    async createTestPayment() {
      const order = await orders.insertTestOrder(db, { amount: TEST_PAYMENT_AMOUNT, provider: provider.name });
      const intent = await provider.createPaymentIntent({
        amount: TEST_PAYMENT_AMOUNT,
        currency: 'gbp',
        metadata: { orderId: order.id, testPayment: 'true' },
        description: 'Pearl admin test payment',
        idempotencyKey: `pearl-test-${order.id}`,
      });
      await orders.setProviderRef(db, order.id, intent.id, intent.id);
      return {
        orderId: order.id,
        paymentIntentId: intent.id,
        clientSecret: intent.clientSecret,
        amount: intent.amount,
      };
    },
    start() {
      sandbox?.start();
    },
    async stop() {
      await sandbox?.stop();
    },
  };
}
