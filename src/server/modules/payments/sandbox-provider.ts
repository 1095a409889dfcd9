/**
 * The sandbox payment provider: offline, and shaped like Stripe test mode so that switching to Stripe changes no
 * flow. Its payment intents, checkout sessions, refunds and events live in `sandbox_objects`; this file puts the
 * provider together from them:
 *
 * - `sandbox-model.ts`: the rows and how they read as Stripe's objects;
 * - `sandbox-store.ts`: the state the provider is given and its shared reads and writes;
 * - `sandbox-intents.ts`: payment intents, the card attempt and the 3-D Secure challenge;
 * - `sandbox-sessions.ts`: checkout sessions and the hosted page;
 * - `sandbox-refunds.ts`: refunds;
 * - `sandbox-events.ts`: the events each change produces, their delivery and the sweep that retries it.
 *
 * The same events can be delivered from outside, signed, at POST /api/webhooks/sandbox.
 */
import { normaliseEvent } from './normalise-event';
import type { PaymentProvider } from './payment-provider';
import type { CardDetails } from './sandbox-cards';
import { createEventSweep, deliverPendingEvents } from './sandbox-events';
import {
  authenticatePaymentIntent,
  cancelIntent,
  confirmPaymentIntent,
  createIntentRow,
  payWithTestWallet,
} from './sandbox-intents';
import { findObject, type SandboxOptions } from './sandbox-store';
import { toPaymentIntent, type ConfirmResult, type HostedCheckoutView } from './sandbox-model';
import { refund } from './sandbox-refunds';
import {
  createCheckoutSession,
  getHostedCheckout,
  payHostedCheckout,
  retrieveCheckoutSession,
} from './sandbox-sessions';
import { signPayload, verifySignature } from './sandbox-signature';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

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
  /** The test wallet's Pay: the payment succeeds as a wallet's does (after the shop's re-check). */
  payWithTestWallet(id: string, input: { clientSecret: string }): Promise<ConfirmResult>;
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

export function createSandboxProvider(sandbox: SandboxOptions): SandboxProvider {
  const sweep = createEventSweep(sandbox);
  return {
    name: 'sandbox',
    publicConfig: { provider: 'sandbox' },
    sign: (payload, timestamp) => signPayload(payload, sandbox.secret, timestamp),

    async createPaymentIntent(input) {
      const row = await createIntentRow(sandbox.db, {
        amount: input.amount,
        metadata: input.metadata,
        description: input.description,
        idempotencyKey: input.idempotencyKey,
        checkoutSessionId: null,
      });
      return toPaymentIntent(row);
    },
    async retrievePaymentIntent(id) {
      const row = await findObject(sandbox.db, id, 'payment_intent');
      return row ? toPaymentIntent(row) : null;
    },
    async cancelPaymentIntent(id) {
      const row = await cancelIntent(sandbox, id);
      return row ? toPaymentIntent(row) : null;
    },
    confirmPaymentIntent: (id, input) => confirmPaymentIntent(sandbox, id, input),
    authenticatePaymentIntent: (id, input) => authenticatePaymentIntent(sandbox, id, input),
    payWithTestWallet: (id, input) => payWithTestWallet(sandbox, id, input),

    createCheckoutSession: (input) => createCheckoutSession(sandbox, input),
    retrieveCheckoutSession: (id) => retrieveCheckoutSession(sandbox, id),
    getHostedCheckout: (sessionId) => getHostedCheckout(sandbox, sessionId),
    payHostedCheckout: (sessionId, input) => payHostedCheckout(sandbox, sessionId, input),

    refund: (input) => refund(sandbox, input),

    parseWebhook(rawBody, headers) {
      verifySignature(rawBody, headers[SANDBOX_SIGNATURE_HEADER], sandbox.secret);
      return normaliseEvent('sandbox', JSON.parse(rawBody.toString('utf8')));
    },
    deliverPendingEvents: (olderThanMs) => deliverPendingEvents(sandbox, olderThanMs),
    start: sweep.start,
    stop: sweep.stop,
  };
}
