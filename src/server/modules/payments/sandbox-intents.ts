/**
 * The sandbox's payment intents: created, paid with a card in the page (with a 3-D Secure challenge for some test
 * cards), and cancelled, as Stripe's payment intents are. A payment the shop no longer wants taken (its checkout
 * changed or expired) is refused before the card is tried.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sandboxObjects } from './schema';
import type { PaymentError, PaymentIntentStatus } from './payment-provider';
import { AUTHENTICATION_FAILURE, cardMethod, cardOutcome, type CardDetails } from './sandbox-cards';
import { change, recordEvent } from './sandbox-events';
import {
  CHECKOUT_CHANGED_CODE,
  SandboxNotFoundError,
  chargeJson,
  intentData,
  intentJson,
  publicIntent,
  returnUrl,
  sessionData,
  sessionJson,
  type ConfirmResult,
  type IntentData,
  type Row,
  type SandboxPaymentMethod,
} from './sandbox-model';
import {
  findObject,
  lockObject,
  sameRequest,
  sameSecret,
  setStatus,
  token,
  type SandboxOptions,
  type Tx,
} from './sandbox-store';

/** A payment intent that may still be paid: not yet paid, cancelled or under way. */
const SETTLED = ['succeeded', 'canceled', 'processing'];

export async function createIntentRow(
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

/**
 * The payment succeeded: the intent, its checkout session if any, and their events. Its charge's event comes first,
 * so the order knows how it was paid when it is announced as paid.
 */
async function succeed(
  tx: Tx,
  intent: Row,
  events: Row[],
  paymentMethod?: SandboxPaymentMethod,
): Promise<{ intent: Row; redirectUrl: string | null }> {
  const done = await updateIntent(tx, intent, 'succeeded', {
    lastPaymentError: null,
    ...(paymentMethod ? { paymentMethod } : {}),
  });
  if (intentData(done).paymentMethod) events.push(await recordEvent(tx, 'charge.succeeded', chargeJson(done)));
  events.push(await recordEvent(tx, 'payment_intent.succeeded', intentJson(done)));
  const sessionId = intentData(done).checkoutSessionId;
  if (!sessionId) return { intent: done, redirectUrl: null };
  const session = await lockObject(tx, sessionId, 'checkout_session');
  if (!session) return { intent: done, redirectUrl: null };
  const completed = await setStatus(tx, session.id, 'complete', done.id);
  events.push(await recordEvent(tx, 'checkout.session.completed', sessionJson(completed)));
  return { intent: done, redirectUrl: returnUrl(sessionData(completed).successUrl, completed.id) };
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
export async function attempt(tx: Tx, intent: Row, card: CardDetails, events: Row[]): Promise<ConfirmResult> {
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
      const waiting = await updateIntent(tx, intent, 'requires_action', {
        lastPaymentError: null,
        paymentMethod: cardMethod(card),
      });
      return { ok: true, paymentIntent: publicIntent(waiting), redirectUrl: null };
    }
    case 'succeeds': {
      const { intent: done, redirectUrl } = await succeed(tx, intent, events, cardMethod(card));
      return { ok: true, paymentIntent: publicIntent(done), redirectUrl };
    }
  }
}

/** A payment the shop refuses to take now: the reason, and nothing paid (the caller cancelled or expired it). */
export function refused(message: string, row: Row | null): ConfirmResult {
  return {
    ok: false,
    error: { code: CHECKOUT_CHANGED_CODE, declineCode: null, message },
    paymentIntent: row && row.kind === 'payment_intent' ? publicIntent(row) : null,
    redirectUrl: null,
  };
}

/** The shop's re-check before a payment is taken; null when it may be taken. */
export async function refusalFor(sandbox: SandboxOptions, metadata: Record<string, string>): Promise<string | null> {
  const orderId = metadata.orderId;
  if (!sandbox.beforePayment || !orderId || metadata.testPayment === 'true') return null;
  return sandbox.beforePayment(orderId);
}

/** Cancels an intent that has not succeeded, with its payment_intent.canceled event (Stripe's cancel). */
export async function cancelIntent(sandbox: SandboxOptions, id: string): Promise<Row | null> {
  return change(sandbox, async (tx, events) => {
    const intent = await lockObject(tx, id, 'payment_intent');
    if (!intent || SETTLED.includes(intent.status)) return intent;
    const canceled = await setStatus(tx, intent.id, 'canceled');
    events.push(await recordEvent(tx, 'payment_intent.canceled', intentJson(canceled)));
    return canceled;
  });
}

/**
 * Before a card payment is taken in the page: the shop's re-check (outside the payment's transaction, which would
 * wait on the embedded database for the re-check's own queries). A refused payment's intent is cancelled.
 */
async function checkBeforeConfirm(
  sandbox: SandboxOptions,
  id: string,
  clientSecret: string,
): Promise<ConfirmResult | null> {
  const row = await findObject(sandbox.db, id, 'payment_intent');
  if (!row || !sameSecret(clientSecret, row.clientSecret)) throw new SandboxNotFoundError('No such payment.');
  if (SETTLED.includes(row.status)) return null;
  const refusal = await refusalFor(sandbox, intentData(row).metadata);
  if (!refusal) return null;
  return refused(refusal, await cancelIntent(sandbox, row.id));
}

/** The payment intent its client secret opens, locked; anything else is not found. */
async function lockWithSecret(tx: Tx, id: string, clientSecret: string): Promise<Row> {
  const intent = await lockObject(tx, id, 'payment_intent');
  if (!intent || !sameSecret(clientSecret, intent.clientSecret)) throw new SandboxNotFoundError('No such payment.');
  return intent;
}

/** The in-page card field: confirm a payment intent with its client secret and card details. */
export async function confirmPaymentIntent(
  sandbox: SandboxOptions,
  id: string,
  { clientSecret, card }: { clientSecret: string; card: CardDetails },
): Promise<ConfirmResult> {
  const refusal = await checkBeforeConfirm(sandbox, id, clientSecret);
  if (refusal) return refusal;
  return change(sandbox, async (tx, events) => attempt(tx, await lockWithSecret(tx, id, clientSecret), card, events));
}

/** The 3-D Secure challenge's answer. */
export async function authenticatePaymentIntent(
  sandbox: SandboxOptions,
  id: string,
  { clientSecret, result }: { clientSecret: string; result: 'complete' | 'fail' },
): Promise<ConfirmResult> {
  if (result === 'complete') {
    const refusal = await checkBeforeConfirm(sandbox, id, clientSecret);
    if (refusal) return refusal;
  }
  return change(sandbox, async (tx, events): Promise<ConfirmResult> => {
    const intent = await lockWithSecret(tx, id, clientSecret);
    if (intent.status !== 'requires_action') return unexpectedState(intent);
    if (result === 'fail') {
      const failed = await fail(tx, intent, AUTHENTICATION_FAILURE, events);
      return { ok: false, error: AUTHENTICATION_FAILURE, paymentIntent: publicIntent(failed), redirectUrl: null };
    }
    const { intent: done, redirectUrl } = await succeed(tx, intent, events);
    return { ok: true, paymentIntent: publicIntent(done), redirectUrl };
  });
}

/**
 * The sandbox's test wallet, standing for a device's wallet sheet: the customer approved, so the payment succeeds as a
 * wallet payment at Stripe does (after the shop's re-check, as every payment).
 */
export async function payWithTestWallet(
  sandbox: SandboxOptions,
  id: string,
  { clientSecret }: { clientSecret: string },
): Promise<ConfirmResult> {
  const refusal = await checkBeforeConfirm(sandbox, id, clientSecret);
  if (refusal) return refusal;
  return change(sandbox, async (tx, events): Promise<ConfirmResult> => {
    const intent = await lockWithSecret(tx, id, clientSecret);
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) return unexpectedState(intent);
    const { intent: done, redirectUrl } = await succeed(tx, intent, events, { type: 'test_wallet' });
    return { ok: true, paymentIntent: publicIntent(done), redirectUrl };
  });
}
