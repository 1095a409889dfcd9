/**
 * The sandbox's checkout sessions and their hosted page (a page of Pearl itself standing in for Stripe Checkout):
 * created open for a while, shown, paid with a card, completed with their payment intent, or expired.
 */
import { cardAddress } from '@domain/stamp-card';
import { and, eq } from 'drizzle-orm';
import { sandboxObjects } from './schema';
import type { CheckoutSession, CreateCheckoutSessionInput } from './payment-provider';
import type { CardDetails } from './sandbox-cards';
import { change, recordEvent } from './sandbox-events';
import { attempt, createIntentRow, refusalFor, refused } from './sandbox-intents';
import {
  EMAIL_FIXED_CODE,
  SandboxNotFoundError,
  returnUrl,
  sessionData,
  sessionJson,
  toCheckoutSession,
  type ConfirmResult,
  type HostedCheckoutView,
  type Row,
  type SessionData,
} from './sandbox-model';
import { findObject, lockObject, sameRequest, setStatus, token, type SandboxOptions, type Tx } from './sandbox-store';

/** How long a hosted checkout session stays open unless told: 30 minutes, Stripe's shortest. */
const SESSION_LIFETIME_MS = 30 * 60 * 1000;

export async function createCheckoutSession(
  sandbox: SandboxOptions,
  input: CreateCheckoutSessionInput,
): Promise<CheckoutSession> {
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
    fixedEmail: input.customerEmail ?? null,
    expiresAt: input.expiresAt?.getTime() ?? Date.now() + SESSION_LIFETIME_MS,
  };
  const inserted = await sandbox.db
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
  const row = inserted[0] ?? (await sameRequest(sandbox.db, input.idempotencyKey, 'checkout_session', input.amount));
  return toCheckoutSession(row);
}

/** A session read after its time is expired then (with its event), as Stripe expires sessions on time. */
async function expireIfDue(sandbox: SandboxOptions, row: Row): Promise<Row> {
  if (row.status !== 'open' || sessionData(row).expiresAt > Date.now()) return row;
  return change(sandbox, async (tx, events) => {
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

/** Expires an open session, with its checkout.session.expired event (Stripe's expire). */
async function expireSession(sandbox: SandboxOptions, id: string): Promise<void> {
  await change(sandbox, async (tx, events) => {
    const session = await lockObject(tx, id, 'checkout_session');
    if (!session || session.status !== 'open') return;
    const expired = await setStatus(tx, session.id, 'expired');
    events.push(await recordEvent(tx, 'checkout.session.expired', sessionJson(expired)));
  });
}

export async function retrieveCheckoutSession(sandbox: SandboxOptions, id: string): Promise<CheckoutSession | null> {
  const row = await findObject(sandbox.db, id, 'checkout_session');
  return row ? toCheckoutSession(await expireIfDue(sandbox, row)) : null;
}

/** What the hosted checkout page shows. */
export async function getHostedCheckout(
  sandbox: SandboxOptions,
  sessionId: string,
): Promise<HostedCheckoutView | null> {
  const found = await findObject(sandbox.db, sessionId, 'checkout_session');
  if (!found) return null;
  const row = await expireIfDue(sandbox, found);
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
    emailFixed: Boolean(data.fixedEmail),
    successUrl: returnUrl(data.successUrl, row.id),
    cancelUrl: returnUrl(data.cancelUrl, row.id),
  };
}

type PayInput = { email: string; name: string; card: CardDetails };

type PayResult = ConfirmResult & { clientSecret?: string };

/** The hosted checkout page's Pay button. */
export async function payHostedCheckout(
  sandbox: SandboxOptions,
  sessionId: string,
  input: PayInput,
): Promise<PayResult> {
  const found = await findObject(sandbox.db, sessionId, 'checkout_session');
  if (!found) throw new SandboxNotFoundError('No such checkout session.');
  if (found.status === 'open') {
    const refusal = await refusalFor(sandbox, sessionData(found).metadata);
    if (refusal) {
      // The session can no longer be paid: the customer goes back to the basket (Stripe: sessions.expire).
      await expireSession(sandbox, found.id);
      return refused(refusal, null);
    }
  }
  return change(sandbox, (tx, events) => paySession(tx, sessionId, input, events));
}

async function paySession(tx: Tx, sessionId: string, input: PayInput, events: Row[]): Promise<PayResult> {
  const session = await lockObject(tx, sessionId, 'checkout_session');
  if (!session) throw new SandboxNotFoundError('No such checkout session.');
  const data = sessionData(session);
  if (session.status === 'complete') {
    return { ok: true, paymentIntent: null, redirectUrl: returnUrl(data.successUrl, session.id) };
  }
  if (session.status !== 'open' || data.expiresAt <= Date.now()) {
    return {
      ok: false,
      error: { code: 'checkout_session_expired', declineCode: null, message: 'This checkout session has expired.' },
      paymentIntent: null,
      redirectUrl: null,
    };
  }
  if (data.fixedEmail && cardAddress(data.fixedEmail) !== cardAddress(input.email)) {
    // Stripe Checkout does not let the customer change an e-mail the session was made for; an API call might try.
    return {
      ok: false,
      error: {
        code: EMAIL_FIXED_CODE,
        declineCode: null,
        message: `This checkout is for ${data.fixedEmail}. Pay with that e-mail address.`,
      },
      paymentIntent: null,
      redirectUrl: null,
    };
  }
  // The customer's details go on the session, as Stripe Checkout records them.
  await tx
    .update(sandboxObjects)
    .set({ metadata: { ...data, customerEmail: input.email, customerName: input.name }, updatedAt: new Date() })
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
  const result = await attempt(tx, intent, input.card, events);
  // A challenge: the hosted page shows it and answers through the payment intent, like the in-page form.
  return result.ok && result.paymentIntent?.status === 'requires_action'
    ? { ...result, clientSecret: intent.clientSecret ?? undefined }
    : result;
}
