/**
 * Fulfilment: the one function every payment event goes through, whether it comes from Stripe's webhook, the
 * sandbox, a signed sandbox webhook, verify-session or the confirmation page (RELIABILITY.md).
 *
 * Exactly once, in one transaction:
 * - the order is locked, so concurrent events for one order take turns;
 * - the event id goes into payment_events (primary key): an event seen before changes nothing;
 * - the order moves only by conditional updates (paid only from an unpaid state), so two different events that both
 *   say "paid" (payment_intent.succeeded and checkout.session.completed) still make one paid order;
 * - the receipt is queued (dedupe key receipt:<orderId>) and the staff dashboard told, both only if this commits.
 * An amount or currency that differs from the order's total flags the order for review instead of marking it paid.
 * Events about payments Pearl does not know are acknowledged and logged, and invent nothing.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { formatPounds } from '@domain/money';
import type { Db } from '../../db/client';
import { orders, paymentEvents } from '../../db/schema';
import type { LiveHub } from '../live';
import type { Mailer } from '../mail';
import type { PaymentEvent } from '../payments/payment-provider';
import type { FulfilmentOutcome } from '../payments/payments-service';
import { listOrderLines, UNPAID_STATES, type OrderRow } from './order-repository';
import { receiptEmail } from './receipt-email';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface FulfilmentOptions {
  db: Db;
  mailer: Mailer;
  live: LiveHub;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
}

/** The live message the staff dashboard (issue 4) listens for on topic 'orders'. */
export type OrderLiveEvent = { orderId: string; event: 'paid' | 'needs_review' | 'refunded' };

/** The order an event is about: by our id in the metadata, else by the provider's references. Locked. */
async function lockOrderFor(tx: Tx, event: PaymentEvent): Promise<OrderRow | null> {
  const byProvider = eq(orders.provider, event.provider);
  const candidates = [
    event.orderId ? and(byProvider, eq(orders.id, event.orderId)) : null,
    event.objectRef ? and(byProvider, eq(orders.providerRef, event.objectRef)) : null,
    event.checkoutSessionId ? and(byProvider, eq(orders.providerRef, event.checkoutSessionId)) : null,
    event.paymentIntentId ? and(byProvider, eq(orders.providerPaymentId, event.paymentIntentId)) : null,
    event.paymentIntentId ? and(byProvider, eq(orders.providerRef, event.paymentIntentId)) : null,
  ];
  for (const where of candidates) {
    if (!where) continue;
    const [row] = await tx.select().from(orders).where(where).limit(1).for('update');
    if (row) return row;
  }
  return null;
}

export function createOrderFulfilment(options: FulfilmentOptions) {
  const { db, mailer, live, log } = options;

  async function apply(tx: Tx, order: OrderRow, event: PaymentEvent): Promise<FulfilmentOutcome> {
    const now = new Date();
    const unpaid = and(eq(orders.id, order.id), inArray(orders.paymentStatus, [...UNPAID_STATES]));
    switch (event.kind) {
      case 'payment_succeeded': {
        const currency = (event.currency ?? order.currency).toLowerCase();
        if (event.amount !== order.totalAmount || currency !== order.currency) {
          const message = `Paid ${event.amount === null ? 'an unknown amount' : formatPounds(event.amount)} ${currency.toUpperCase()} for an order of ${formatPounds(order.totalAmount)} ${order.currency.toUpperCase()}: check the payment before preparing it.`;
          const flagged = await tx
            .update(orders)
            .set({
              paymentStatus: 'needs_review',
              failureMessage: message,
              providerPaymentId: event.paymentIntentId ?? order.providerPaymentId,
              updatedAt: now,
            })
            .where(unpaid)
            .returning({ id: orders.id });
          if (!flagged.length) return 'no_change';
          log.warn(
            { orderId: order.id, eventId: event.id, amount: event.amount, currency },
            'payment amount differs from the order total: flagged for review',
          );
          if (!order.isTest)
            await live.publish('orders', { orderId: order.id, event: 'needs_review' } satisfies OrderLiveEvent, tx);
          return 'needs_review';
        }
        const [paid] = await tx
          .update(orders)
          .set({
            paymentStatus: 'paid',
            // Spec §4: a paid customer order starts pending. A test payment never becomes a customer order.
            status: order.isTest ? null : 'pending',
            paidAt: now,
            failureMessage: null,
            providerPaymentId: event.paymentIntentId ?? order.providerPaymentId,
            customerEmail: order.customerEmail ?? event.customerEmail?.trim().toLowerCase() ?? null,
            customerName: order.customerName ?? event.customerName?.trim() ?? null,
            updatedAt: now,
          })
          .where(unpaid)
          .returning();
        if (!paid) {
          // A hosted checkout's payment_intent.succeeded may arrive before checkout.session.completed, which alone
          // carries the customer: take their details from it then, and send the receipt the first event could not.
          if (order.paymentStatus === 'paid' && !order.customerEmail && event.customerEmail && !order.isTest) {
            const [completed] = await tx
              .update(orders)
              .set({
                customerEmail: event.customerEmail.trim().toLowerCase(),
                customerName: order.customerName ?? event.customerName?.trim() ?? null,
                updatedAt: now,
              })
              .where(and(eq(orders.id, order.id), isNull(orders.customerEmail), isNull(orders.anonymisedAt)))
              .returning();
            if (completed?.customerEmail) {
              await mailer.enqueue(
                receiptEmail(
                  { ...completed, customerEmail: completed.customerEmail },
                  await listOrderLines(tx, completed.id),
                ),
                tx,
              );
            }
          }
          return 'already_paid';
        }
        if (!paid.isTest) {
          if (paid.customerEmail) {
            await mailer.enqueue(
              receiptEmail({ ...paid, customerEmail: paid.customerEmail }, await listOrderLines(tx, paid.id)),
              tx,
            );
          }
          await live.publish('orders', { orderId: paid.id, event: 'paid' } satisfies OrderLiveEvent, tx);
        }
        return 'paid';
      }
      case 'payment_failed': {
        const failed = await tx
          .update(orders)
          .set({
            paymentStatus: 'failed',
            failureMessage: event.failure?.message ?? 'Payment failed. Please try again.',
            updatedAt: now,
          })
          .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['awaiting_payment', 'failed'])))
          .returning({ id: orders.id });
        return failed.length ? 'failed' : 'no_change';
      }
      case 'payment_cancelled': {
        const cancelled = await tx
          .update(orders)
          .set({ paymentStatus: 'cancelled', updatedAt: now })
          .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['awaiting_payment', 'failed'])))
          .returning({ id: orders.id });
        return cancelled.length ? 'cancelled' : 'no_change';
      }
      case 'refunded': {
        const refunded = await tx
          .update(orders)
          .set({ paymentStatus: 'refunded', status: order.isTest ? order.status : 'refunded', updatedAt: now })
          .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, ['paid', 'needs_review'])))
          .returning({ id: orders.id });
        if (!refunded.length) return 'no_change';
        if (!order.isTest)
          await live.publish('orders', { orderId: order.id, event: 'refunded' } satisfies OrderLiveEvent, tx);
        return 'refunded';
      }
      case 'ignored':
        return 'ignored';
    }
  }

  async function handleEvent(event: PaymentEvent): Promise<FulfilmentOutcome> {
    const result = await db.transaction(async (tx): Promise<{ outcome: FulfilmentOutcome; orderId: string | null }> => {
      const order = event.kind === 'ignored' ? null : await lockOrderFor(tx, event);
      if (!order) {
        // Nothing recorded: should the payment become known later, a redelivery of this event still counts.
        return { outcome: event.kind === 'ignored' ? 'ignored' : 'unknown_payment', orderId: null };
      }
      const first = await tx
        .insert(paymentEvents)
        .values({
          id: event.id,
          provider: event.provider,
          type: event.providerType,
          objectRef: event.objectRef || null,
        })
        .onConflictDoNothing({ target: paymentEvents.id })
        .returning({ id: paymentEvents.id });
      if (!first.length) return { outcome: 'duplicate', orderId: order.id };
      const outcome = await apply(tx, order, event);
      await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, event.id));
      return { outcome, orderId: order.id };
    });

    const details = {
      eventId: event.id,
      type: event.providerType,
      provider: event.provider,
      orderId: result.orderId,
      outcome: result.outcome,
    };
    if (result.outcome === 'unknown_payment')
      log.warn(details, 'payment event for a payment Pearl does not know: acknowledged, nothing changed');
    else log.info(details, 'payment event handled');
    // The receipt was queued with the order; send it now rather than at the outbox's next poll.
    if (result.outcome === 'paid') void mailer.flush().catch(() => {});
    return result.outcome;
  }

  return { handleEvent };
}

export type OrderFulfilment = ReturnType<typeof createOrderFulfilment>;
