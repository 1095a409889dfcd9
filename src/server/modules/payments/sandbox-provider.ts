/**
 * The sandbox payment provider: offline, and shaped like Stripe test mode so that switching to Stripe
 * changes no flow. Its payment intents, checkout sessions, refunds and events live in `sandbox_objects`.
 *
 * Like Stripe, every change of a payment's state produces an event (a unique id, Stripe's event shape). Events are
 * written in the same transaction as the change, then delivered to the one fulfilment function that Stripe's
 * webhooks also reach; an event whose delivery failed is delivered again by a sweep, as Stripe retries webhooks.
 * The same events can be delivered from outside, signed, at POST /api/webhooks/sandbox.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { sandboxObjects } from './schema';
import { normaliseEvent } from './normalise-event';
import {
  PaymentProviderError,
  type CheckoutSession,
  type CheckoutSessionDiscount,
  type CheckoutSessionLine,
  type PaymentError,
  type PaymentEvent,
  type PaymentIntent,
  type PaymentIntentStatus,
  type PaymentProvider,
  type Refund,
} from './payment-provider';
import { AUTHENTICATION_FAILURE, cardOutcome, type CardDetails } from './sandbox-cards';
import { signPayload, verifySignature } from './sandbox-signature';

type Row = typeof sandboxObjects.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a hosted checkout session stays open unless told: 30 minutes, Stripe's shortest. */
const SESSION_LIFETIME_MS = 30 * 60 * 1000;
/** The code of a payment refused because its checkout changed or expired (answered 409, as a state conflict). */
export const CHECKOUT_CHANGED_CODE = 'checkout_changed';
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

interface IntentData {
  metadata: Record<string, string>;
  description: string;
  lastPaymentError: PaymentError | null;
  amountRefunded: number;
  checkoutSessionId: string | null;
}

interface SessionData {
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
  successUrl: string;
  cancelUrl: string;
}

export class SandboxNotFoundError extends Error {}

export interface SandboxProvider extends PaymentProvider {
  readonly name: 'sandbox';
  /** Signs a webhook body as the sandbox does (tests deliver events with it). */
  sign(payload: string | Buffer, timestamp?: number): string;
  /** The in-page card field: confirm a payment intent with its client secret and card details. */
  confirmPaymentIntent(id: string, input: { clientSecret: string; card: CardDetails }): Promise<ConfirmResult>;
  /** The 3-D Secure challenge's answer. */
  authenticatePaymentIntent(
    id: string,
    input: { clientSecret: string; result: 'complete' | 'fail' },
  ): Promise<ConfirmResult>;
  /** What the hosted checkout page shows. */
  getHostedCheckout(sessionId: string): Promise<HostedCheckoutView | null>;
  /** The hosted checkout page's Pay button. */
  payHostedCheckout(
    sessionId: string,
    input: { email: string; name: string; card: CardDetails },
  ): Promise<ConfirmResult & { clientSecret?: string }>;
  /** Delivers events whose first delivery failed; returns how many were delivered. */
  deliverPendingEvents(olderThanMs?: number): Promise<number>;
  start(): void;
  stop(): Promise<void>;
}

export interface SandboxOptions {
  db: Db;
  /** The webhook signing secret (kept by the server, shared by its instances). */
  secret: string;
  /** Where events go: the fulfilment function. */
  deliver(event: PaymentEvent): Promise<unknown>;
  /** Why the payment for this order may not be taken now, or null (PaymentsOptions.beforePayment). */
  beforePayment?: (orderId: string) => Promise<string | null>;
  log?: { warn(obj: unknown, msg: string): void };
  /** Milliseconds between sweeps for undelivered events (default 5000). */
  sweepInterval?: number;
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

function sameSecret(given: string, expected: string | null): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const intentData = (row: Row) => row.metadata as IntentData;
const sessionData = (row: Row) => row.metadata as SessionData;

function publicIntent(row: Row): PublicPaymentIntent {
  return { id: row.id, status: row.status as PaymentIntentStatus, amount: row.amount, currency: row.currency };
}

function toPaymentIntent(row: Row): PaymentIntent {
  const data = intentData(row);
  return {
    ...publicIntent(row),
    clientSecret: row.clientSecret ?? '',
    metadata: data.metadata,
    lastPaymentError: data.lastPaymentError,
  };
}

function toCheckoutSession(row: Row): CheckoutSession {
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

/** Stripe's JSON for a payment intent, as events carry it. */
function intentJson(row: Row) {
  const data = intentData(row);
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    amount_received: row.status === 'succeeded' ? row.amount : 0,
    currency: row.currency,
    status: row.status,
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
    livemode: false,
  };
}

function sessionJson(row: Row) {
  const data = sessionData(row);
  return {
    id: row.id,
    object: 'checkout.session',
    amount_total: row.amount,
    currency: row.currency,
    status: row.status,
    payment_status: row.status === 'complete' ? 'paid' : 'unpaid',
    payment_intent: row.paymentIntentId,
    customer_email: data.customerEmail,
    customer_details: data.customerEmail ? { email: data.customerEmail, name: data.customerName } : null,
    metadata: data.metadata,
    success_url: data.successUrl,
    cancel_url: data.cancelUrl,
    url: row.status === 'open' ? data.url : null,
    livemode: false,
  };
}

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { db, secret, log } = options;
  let timer: NodeJS.Timeout | null = null;
  let sweeping: Promise<number> | null = null;

  /** Records an event in the transaction of the change it describes; delivered after commit. */
  async function recordEvent(tx: DbOrTx, type: string, object: Record<string, unknown>): Promise<Row> {
    const id = `evt_sbx_${token(12)}`;
    const event = {
      id,
      object: 'event',
      api_version: 'sandbox',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type,
      data: { object },
    };
    const [row] = await tx
      .insert(sandboxObjects)
      .values({ id, kind: 'event', amount: 0, status: 'pending', metadata: event })
      .returning();
    return row!;
  }

  async function deliverEvents(events: Row[]): Promise<void> {
    for (const row of events) {
      try {
        await options.deliver(normaliseEvent('sandbox', row.metadata));
        await db
          .update(sandboxObjects)
          .set({ status: 'delivered', updatedAt: new Date() })
          .where(and(eq(sandboxObjects.id, row.id), eq(sandboxObjects.status, 'pending')));
      } catch (error) {
        // Left pending: the sweep delivers it again, as Stripe retries a webhook that failed.
        log?.warn({ err: error, eventId: row.id }, 'sandbox event delivery failed; will retry');
      }
    }
  }

  async function lockObject(tx: Tx, id: string, kind: 'payment_intent' | 'checkout_session'): Promise<Row | null> {
    const [row] = await tx
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)))
      .for('update');
    return row ?? null;
  }

  async function updateIntent(tx: Tx, row: Row, status: PaymentIntentStatus, data: Partial<IntentData>): Promise<Row> {
    const [updated] = await tx
      .update(sandboxObjects)
      .set({
        status,
        metadata: { ...intentData(row), ...data },
        lastError: data.lastPaymentError?.code ?? null,
        updatedAt: new Date(),
      })
      .where(eq(sandboxObjects.id, row.id))
      .returning();
    return updated!;
  }

  /** The payment succeeded: the intent, its checkout session if any, and their events. */
  async function succeed(tx: Tx, intent: Row, events: Row[]): Promise<{ intent: Row; redirectUrl: string | null }> {
    const done = await updateIntent(tx, intent, 'succeeded', { lastPaymentError: null });
    events.push(await recordEvent(tx, 'payment_intent.succeeded', intentJson(done)));
    const sessionId = intentData(done).checkoutSessionId;
    if (!sessionId) return { intent: done, redirectUrl: null };
    const session = await lockObject(tx, sessionId, 'checkout_session');
    if (!session) return { intent: done, redirectUrl: null };
    const [completed] = await tx
      .update(sandboxObjects)
      .set({ status: 'complete', paymentIntentId: done.id, updatedAt: new Date() })
      .where(eq(sandboxObjects.id, session.id))
      .returning();
    events.push(await recordEvent(tx, 'checkout.session.completed', sessionJson(completed!)));
    return { intent: done, redirectUrl: returnUrl(sessionData(completed!).successUrl, completed!.id) };
  }

  async function fail(tx: Tx, intent: Row, error: PaymentError, events: Row[]): Promise<Row> {
    const failed = await updateIntent(tx, intent, 'requires_payment_method', { lastPaymentError: error });
    events.push(await recordEvent(tx, 'payment_intent.payment_failed', intentJson(failed)));
    return failed;
  }

  function unexpectedState(intent: Row): ConfirmResult {
    const message =
      intent.status === 'succeeded'
        ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
        : intent.status === 'requires_action'
          ? 'This payment needs to be authenticated first.'
          : `This PaymentIntent's status is ${intent.status}; it cannot be confirmed.`;
    return {
      ok: false,
      error: { code: 'payment_intent_unexpected_state', declineCode: null, message },
      paymentIntent: publicIntent(intent),
      redirectUrl: null,
    };
  }

  /** One payment attempt with a card, inside the caller's transaction. */
  async function attempt(tx: Tx, intent: Row, card: CardDetails, events: Row[]): Promise<ConfirmResult> {
    // As with Stripe, a payment waiting for authentication may be confirmed again (the customer starts over).
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status))
      return unexpectedState(intent);
    const outcome = cardOutcome(card);
    switch (outcome.kind) {
      case 'invalid':
        // Refused before any attempt, as Stripe.js refuses bad card details: no state change, no event.
        return { ok: false, error: outcome.error, paymentIntent: publicIntent(intent), redirectUrl: null };
      case 'declined': {
        const failed = await fail(tx, intent, outcome.error, events);
        return { ok: false, error: outcome.error, paymentIntent: publicIntent(failed), redirectUrl: null };
      }
      case 'requires_authentication': {
        const waiting = await updateIntent(tx, intent, 'requires_action', { lastPaymentError: null });
        return { ok: true, paymentIntent: publicIntent(waiting), redirectUrl: null };
      }
      case 'succeeds': {
        const { intent: done, redirectUrl } = await succeed(tx, intent, events);
        return { ok: true, paymentIntent: publicIntent(done), redirectUrl };
      }
    }
  }

  /**
   * Runs a change in a transaction, then delivers the events it produced: before answering (so the paying browser
   * finds its order paid), or, with later, after answering, as Stripe's webhooks arrive (a refund's caller may still
   * hold the order).
   */
  async function change<T>(work: (tx: Tx, events: Row[]) => Promise<T>, later = false): Promise<T> {
    const events: Row[] = [];
    const result = await db.transaction((tx) => work(tx, events));
    if (later) setImmediate(() => void deliverEvents(events));
    else await deliverEvents(events);
    return result;
  }

  async function createIntentRow(
    tx: DbOrTx,
    input: {
      amount: number;
      metadata: Record<string, string>;
      description: string;
      idempotencyKey: string | null;
      checkoutSessionId: string | null;
    },
  ): Promise<Row> {
    const id = `pi_sbx_${token(12)}`;
    const data: IntentData = {
      metadata: input.metadata,
      description: input.description,
      lastPaymentError: null,
      amountRefunded: 0,
      checkoutSessionId: input.checkoutSessionId,
    };
    const inserted = await tx
      .insert(sandboxObjects)
      .values({
        id,
        kind: 'payment_intent',
        amount: input.amount,
        status: 'requires_payment_method',
        clientSecret: `${id}_secret_${token(16)}`,
        idempotencyKey: input.idempotencyKey,
        metadata: data,
      })
      .onConflictDoNothing({ target: sandboxObjects.idempotencyKey })
      .returning();
    if (inserted[0]) return inserted[0];
    return sameRequest(tx, input.idempotencyKey!, 'payment_intent', input.amount);
  }

  /** Stripe's idempotency: the same key gives the first answer, provided the request is the same. */
  async function sameRequest(tx: DbOrTx, key: string, kind: string, amount: number): Promise<Row> {
    const [existing] = await tx.select().from(sandboxObjects).where(eq(sandboxObjects.idempotencyKey, key));
    if (!existing || existing.kind !== kind || existing.amount !== amount) {
      throw new PaymentProviderError(
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        'idempotency_error',
        400,
      );
    }
    return existing;
  }

  async function expireIfDue(row: Row): Promise<Row> {
    if (row.status !== 'open' || sessionData(row).expiresAt > Date.now()) return row;
    return change(async (tx, events) => {
      const [expired] = await tx
        .update(sandboxObjects)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(and(eq(sandboxObjects.id, row.id), eq(sandboxObjects.status, 'open')))
        .returning();
      if (!expired) return (await tx.select().from(sandboxObjects).where(eq(sandboxObjects.id, row.id)))[0]!;
      events.push(await recordEvent(tx, 'checkout.session.expired', sessionJson(expired)));
      return expired;
    });
  }

  /** A payment the shop refuses to take now: the reason, and nothing paid (the caller cancelled or expired it). */
  function refused(message: string, row: Row | null): ConfirmResult {
    return {
      ok: false,
      error: { code: CHECKOUT_CHANGED_CODE, declineCode: null, message },
      paymentIntent: row && row.kind === 'payment_intent' ? publicIntent(row) : null,
      redirectUrl: null,
    };
  }

  /** The shop's re-check before a payment is taken; null when it may be taken. */
  async function refusalFor(metadata: Record<string, string>): Promise<string | null> {
    const orderId = metadata.orderId;
    if (!options.beforePayment || !orderId || metadata.testPayment === 'true') return null;
    return options.beforePayment(orderId);
  }

  /** Cancels an intent that has not succeeded, with its payment_intent.canceled event (Stripe's cancel). */
  async function cancelIntent(id: string): Promise<Row | null> {
    return change(async (tx, events) => {
      const intent = await lockObject(tx, id, 'payment_intent');
      if (!intent || ['succeeded', 'canceled', 'processing'].includes(intent.status)) return intent;
      const [canceled] = await tx
        .update(sandboxObjects)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(eq(sandboxObjects.id, intent.id))
        .returning();
      events.push(await recordEvent(tx, 'payment_intent.canceled', intentJson(canceled!)));
      return canceled!;
    });
  }

  /** Expires an open session, with its checkout.session.expired event (Stripe's expire). */
  async function expireSession(id: string): Promise<void> {
    await change(async (tx, events) => {
      const session = await lockObject(tx, id, 'checkout_session');
      if (!session || session.status !== 'open') return;
      const [expired] = await tx
        .update(sandboxObjects)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(eq(sandboxObjects.id, session.id))
        .returning();
      events.push(await recordEvent(tx, 'checkout.session.expired', sessionJson(expired!)));
    });
  }

  /**
   * Before a card payment is taken in the page: the shop's re-check (outside the payment's transaction, which would
   * wait on the embedded database for the re-check's own queries). A refused payment's intent is cancelled.
   */
  async function checkBeforeConfirm(id: string, clientSecret: string): Promise<ConfirmResult | null> {
    const [row] = await db
      .select()
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, 'payment_intent')));
    if (!row || !sameSecret(clientSecret, row.clientSecret)) throw new SandboxNotFoundError('No such payment.');
    if (['succeeded', 'canceled', 'processing'].includes(row.status)) return null;
    const refusal = await refusalFor(intentData(row).metadata);
    if (!refusal) return null;
    return refused(refusal, await cancelIntent(row.id));
  }

  const provider: SandboxProvider = {
    name: 'sandbox',
    publicConfig: { provider: 'sandbox' },

    sign: (payload, timestamp) => signPayload(payload, secret, timestamp),

    async createPaymentIntent(input) {
      const row = await createIntentRow(db, {
        amount: input.amount,
        metadata: input.metadata,
        description: input.description,
        idempotencyKey: input.idempotencyKey,
        checkoutSessionId: null,
      });
      return toPaymentIntent(row);
    },

    async retrievePaymentIntent(id) {
      const [row] = await db
        .select()
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, 'payment_intent')));
      return row ? toPaymentIntent(row) : null;
    },

    async cancelPaymentIntent(id) {
      const row = await cancelIntent(id);
      return row ? toPaymentIntent(row) : null;
    },

    async createCheckoutSession(input) {
      const id = `cs_sbx_${token(16)}`;
      const data: SessionData = {
        metadata: input.metadata,
        lines: input.lines,
        discount: input.discount,
        pickup: input.pickup ?? null,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        // The sandbox's hosted page is a page of Pearl itself, on the site the customer returns to.
        url: `${new URL(input.successUrl).origin}/checkout/sandbox/${id}`,
        customerEmail: input.customerEmail ?? null,
        customerName: null,
        expiresAt: input.expiresAt?.getTime() ?? Date.now() + SESSION_LIFETIME_MS,
      };
      const inserted = await db
        .insert(sandboxObjects)
        .values({
          id,
          kind: 'checkout_session',
          amount: input.amount,
          status: 'open',
          idempotencyKey: input.idempotencyKey,
          metadata: data,
        })
        .onConflictDoNothing({ target: sandboxObjects.idempotencyKey })
        .returning();
      const row = inserted[0] ?? (await sameRequest(db, input.idempotencyKey, 'checkout_session', input.amount));
      return toCheckoutSession(row);
    },

    async retrieveCheckoutSession(id) {
      const [row] = await db
        .select()
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, 'checkout_session')));
      return row ? toCheckoutSession(await expireIfDue(row)) : null;
    },

    async refund(input) {
      return change(async (tx, events): Promise<Refund> => {
        // The key is read after the payment is locked, so a concurrent refund with the same key, committed while this
        // one waited for the lock, gives its refund, as Stripe's idempotency does once the first request is done.
        const intent = await lockObject(tx, input.paymentIntentId, 'payment_intent');
        const [existing] = await tx
          .select()
          .from(sandboxObjects)
          .where(eq(sandboxObjects.idempotencyKey, input.idempotencyKey));
        if (existing) {
          if (existing.kind !== 'refund' || existing.paymentIntentId !== input.paymentIntentId) {
            throw new PaymentProviderError(
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              'idempotency_error',
              400,
            );
          }
          return {
            id: existing.id,
            status: 'succeeded',
            amount: existing.amount,
            paymentIntentId: input.paymentIntentId,
          };
        }
        if (!intent)
          throw new PaymentProviderError(`No such payment_intent: '${input.paymentIntentId}'`, 'resource_missing', 404);
        if (intent.status !== 'succeeded')
          throw new PaymentProviderError(
            'This payment has not succeeded, so it cannot be refunded.',
            'charge_not_refundable',
            400,
          );
        const data = intentData(intent);
        const left = intent.amount - data.amountRefunded;
        const amount = input.amount ?? left;
        if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
          throw new PaymentProviderError(
            left === 0
              ? 'This payment has already been refunded.'
              : 'The refund amount is more than what is left to refund.',
            'charge_already_refunded',
            400,
          );
        }
        const id = `re_sbx_${token(12)}`;
        await tx.insert(sandboxObjects).values({
          id,
          kind: 'refund',
          amount,
          status: 'succeeded',
          paymentIntentId: intent.id,
          idempotencyKey: input.idempotencyKey,
          metadata: { metadata: data.metadata },
        });
        const refunded = data.amountRefunded + amount;
        const [updated] = await tx
          .update(sandboxObjects)
          .set({ metadata: { ...data, amountRefunded: refunded }, updatedAt: new Date() })
          .where(eq(sandboxObjects.id, intent.id))
          .returning();
        events.push(
          await recordEvent(tx, 'charge.refunded', {
            id: `ch_${intent.id.slice(3)}`,
            object: 'charge',
            amount: updated!.amount,
            amount_refunded: refunded,
            refunded: refunded === updated!.amount,
            currency: updated!.currency,
            payment_intent: updated!.id,
            metadata: data.metadata,
          }),
        );
        return { id, status: 'succeeded', amount, paymentIntentId: intent.id };
      }, true);
    },

    parseWebhook(rawBody, headers) {
      verifySignature(rawBody, headers[SANDBOX_SIGNATURE_HEADER], secret);
      return normaliseEvent('sandbox', JSON.parse(rawBody.toString('utf8')));
    },

    async confirmPaymentIntent(id, { clientSecret, card }) {
      const refusal = await checkBeforeConfirm(id, clientSecret);
      if (refusal) return refusal;
      return change(async (tx, events) => {
        const intent = await lockObject(tx, id, 'payment_intent');
        if (!intent || !sameSecret(clientSecret, intent.clientSecret))
          throw new SandboxNotFoundError('No such payment.');
        return attempt(tx, intent, card, events);
      });
    },

    async authenticatePaymentIntent(id, { clientSecret, result }) {
      if (result === 'complete') {
        const refusal = await checkBeforeConfirm(id, clientSecret);
        if (refusal) return refusal;
      }
      return change(async (tx, events): Promise<ConfirmResult> => {
        const intent = await lockObject(tx, id, 'payment_intent');
        if (!intent || !sameSecret(clientSecret, intent.clientSecret))
          throw new SandboxNotFoundError('No such payment.');
        if (intent.status !== 'requires_action') return unexpectedState(intent);
        if (result === 'fail') {
          const failed = await fail(tx, intent, AUTHENTICATION_FAILURE, events);
          return { ok: false, error: AUTHENTICATION_FAILURE, paymentIntent: publicIntent(failed), redirectUrl: null };
        }
        const { intent: done, redirectUrl } = await succeed(tx, intent, events);
        return { ok: true, paymentIntent: publicIntent(done), redirectUrl };
      });
    },

    async getHostedCheckout(sessionId) {
      const [found] = await db
        .select()
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.id, sessionId), eq(sandboxObjects.kind, 'checkout_session')));
      if (!found) return null;
      const row = await expireIfDue(found);
      const data = sessionData(row);
      return {
        id: row.id,
        status: row.status as HostedCheckoutView['status'],
        amount: row.amount,
        currency: row.currency,
        lines: data.lines,
        subtotal: data.lines.reduce((sum, line) => sum + line.amount, 0),
        discount: data.discount ?? null,
        pickup: data.pickup ?? null,
        customerEmail: data.customerEmail,
        successUrl: returnUrl(data.successUrl, row.id),
        cancelUrl: returnUrl(data.cancelUrl, row.id),
      };
    },

    async payHostedCheckout(sessionId, { email, name, card }) {
      const [found] = await db
        .select()
        .from(sandboxObjects)
        .where(and(eq(sandboxObjects.id, sessionId), eq(sandboxObjects.kind, 'checkout_session')));
      if (!found) throw new SandboxNotFoundError('No such checkout session.');
      if (found.status === 'open') {
        const refusal = await refusalFor(sessionData(found).metadata);
        if (refusal) {
          // The session can no longer be paid: the customer goes back to the basket (Stripe: sessions.expire).
          await expireSession(found.id);
          return refused(refusal, null);
        }
      }
      return change(async (tx, events) => {
        const session = await lockObject(tx, sessionId, 'checkout_session');
        if (!session) throw new SandboxNotFoundError('No such checkout session.');
        const data = sessionData(session);
        if (session.status === 'complete') {
          return { ok: true as const, paymentIntent: null, redirectUrl: returnUrl(data.successUrl, session.id) };
        }
        if (session.status !== 'open' || data.expiresAt <= Date.now()) {
          return {
            ok: false as const,
            error: {
              code: 'checkout_session_expired',
              declineCode: null,
              message: 'This checkout session has expired.',
            },
            paymentIntent: null,
            redirectUrl: null,
          };
        }
        // The customer's details go on the session, as Stripe Checkout records them.
        await tx
          .update(sandboxObjects)
          .set({ metadata: { ...data, customerEmail: email, customerName: name }, updatedAt: new Date() })
          .where(eq(sandboxObjects.id, session.id));
        let intent = session.paymentIntentId ? await lockObject(tx, session.paymentIntentId, 'payment_intent') : null;
        if (!intent) {
          intent = await createIntentRow(tx, {
            amount: session.amount,
            metadata: { ...data.metadata, checkoutSessionId: session.id },
            description: `Checkout session ${session.id}`,
            idempotencyKey: null,
            checkoutSessionId: session.id,
          });
          await tx.update(sandboxObjects).set({ paymentIntentId: intent.id }).where(eq(sandboxObjects.id, session.id));
        }
        const result = await attempt(tx, intent, card, events);
        // A challenge: the hosted page shows it and answers through the payment intent, like the in-page form.
        return result.ok && result.paymentIntent?.status === 'requires_action'
          ? { ...result, clientSecret: intent.clientSecret ?? undefined }
          : result;
      });
    },

    async deliverPendingEvents(olderThanMs = 0) {
      const due = await db
        .select()
        .from(sandboxObjects)
        .where(
          and(
            eq(sandboxObjects.kind, 'event'),
            eq(sandboxObjects.status, 'pending'),
            lt(sandboxObjects.createdAt, new Date(Date.now() - olderThanMs)),
          ),
        )
        .orderBy(asc(sandboxObjects.createdAt))
        .limit(100);
      await deliverEvents(due);
      return due.length;
    },

    start() {
      if (timer) return;
      timer = setInterval(() => {
        if (sweeping) return;
        sweeping = provider.deliverPendingEvents(10_000).finally(() => {
          sweeping = null;
        });
        sweeping.catch((error) => log?.warn({ err: error }, 'sandbox event sweep failed'));
      }, options.sweepInterval ?? 5_000);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await sweeping?.catch(() => {});
    },
  };
  return provider;
}

/** Stripe replaces {CHECKOUT_SESSION_ID} in the return addresses; so does the sandbox. */
function returnUrl(template: string, sessionId: string): string {
  return template.replaceAll('{CHECKOUT_SESSION_ID}', sessionId);
}
