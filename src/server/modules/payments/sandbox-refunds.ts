/**
 * The sandbox's refunds: whole or in part, never more than is left, once per idempotency key, each with Stripe's
 * charge.refunded event (delivered after the answer, as Stripe's webhook arrives after its API answers).
 */
import { eq } from 'drizzle-orm';
import { sandboxObjects } from './schema';
import { PaymentProviderError, type Refund, type RefundInput } from './payment-provider';
import { change, recordEvent } from './sandbox-events';
import { intentData, type Row } from './sandbox-model';
import { idempotencyError, lockObject, token, type SandboxOptions, type Tx } from './sandbox-store';

export async function refund(sandbox: SandboxOptions, input: RefundInput): Promise<Refund> {
  return change(
    sandbox,
    async (tx, events): Promise<Refund> => {
      // The key is read after the payment is locked, so a concurrent refund with the same key, committed while this
      // one waited for the lock, gives its refund, as Stripe's idempotency does once the first request is done.
      const intent = await lockObject(tx, input.paymentIntentId, 'payment_intent');
      const [existing] = await tx
        .select()
        .from(sandboxObjects)
        .where(eq(sandboxObjects.idempotencyKey, input.idempotencyKey));
      if (existing) {
        if (existing.kind !== 'refund' || existing.paymentIntentId !== input.paymentIntentId) throw idempotencyError();
        return {
          id: existing.id,
          status: 'succeeded',
          amount: existing.amount,
          paymentIntentId: input.paymentIntentId,
        };
      }
      return refundIntent(tx, refundable(input, intent), input, events);
    },
    true,
  );
}

/** The payment, if it can be refunded at all. */
function refundable(input: RefundInput, intent: Row | null): Row {
  if (!intent)
    throw new PaymentProviderError(`No such payment_intent: '${input.paymentIntentId}'`, 'resource_missing', 404);
  if (intent.status !== 'succeeded')
    throw new PaymentProviderError(
      'This payment has not succeeded, so it cannot be refunded.',
      'charge_not_refundable',
      400,
    );
  return intent;
}

async function refundIntent(tx: Tx, intent: Row, input: RefundInput, events: Row[]): Promise<Refund> {
  const data = intentData(intent);
  const left = intent.amount - data.amountRefunded;
  const amount = input.amount ?? left;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) {
    throw new PaymentProviderError(
      left === 0 ? 'This payment has already been refunded.' : 'The refund amount is more than what is left to refund.',
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
}
