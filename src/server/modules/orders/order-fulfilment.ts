/**
 * Fulfilment, what happens to an order when its payment moves (paid: receipt e-mail and the staff dashboard told):
 * the one function every payment event goes through, whether it comes from Stripe's webhook, the sandbox, a signed
 * sandbox webhook, verify-session or the confirmation page. It lives with the orders module, which
 * owns the order; services.ts hands it to payments as payments.fulfil, the one path events take.
 *
 * Exactly once, in one transaction:
 * - the order is locked, so concurrent events for one order take turns;
 * - the event id goes into payment_events (primary key): an event seen before changes nothing;
 * - the order moves only by conditional updates (paid only from an unpaid state), so two different events that both
 *   say "paid" (payment_intent.succeeded and checkout.session.completed) still make one paid order;
 * - the receipt is queued (dedupe key receipt:<orderId>) and the staff dashboard told, both only if this commits.
 * An amount or currency that differs from the order's total flags the order for review instead of marking it paid.
 * A refund that arrives before its payment is kept, and the payment then ends the order refunded (order-refunds.ts).
 * Events about payments Pearl does not know are acknowledged and logged, and invent nothing.
 */
import { QUEUE_CHANGED } from '@domain/asap-wait';
import { isUnpaid } from '@domain/order-status';
import { stockRefundMessage } from '@domain/stock';
import { eq } from 'drizzle-orm';
import { formatPounds } from '@domain/money';
import type { StampCardView } from '@domain/stamp-card';
import type { Db, DbOrTx } from '../../db/client';
import { paymentEvents } from './schema';
import type { LiveHub } from '../live';
import type { Mailer } from '../mail';
import type { FulfilmentOutcome, PaymentEvent } from '../payments';
import { listOrderLines } from './find-orders';
import {
  completeCustomerDetails,
  lockOrderForPayment,
  markCancelled,
  markFailed,
  markNeedsReview,
  markPaid,
} from './order-moves';
import { keepEarlyRefund, markRefunded, refundCameFirst } from './order-refunds';
import { applyAfterPayment, recordPaymentMethod, type AdminContacts } from './order-disputes';
import type { OrderLineRow, OrderRow } from './order-rows';
import { receiptEmail } from './receipt-email';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface FulfilmentOptions {
  db: Db;
  mailer: Mailer;
  live: LiveHub;
  /** The shop's public address: the receipt links to the order's tracking page. */
  publicUrl: string;
  log: { info(obj: unknown, msg: string): void; warn(obj: unknown, msg: string): void };
  /** Whether online orders are paused right now; without it, never. */
  pause?: ShopPause;
  /** Whether the shop is closed at an order's pickup time, with its hours as they are now; without it, never. */
  hours?: PickupHours;
  /** Who else hears, in the same transaction, that an order was paid or refunded (the counter's printers). */
  followers?: OrderFollowers;
  /** The customer's stamp card, as the receipt shows it (after the order's own stamps); without it, none. */
  stampCards?: StampCardReader;
  /** Who is e-mailed when a payment is disputed; without it, nobody. */
  admins?: AdminContacts;
  /** Counted products, taken by the payment in its transaction (the stock module); without it, nothing is counted. */
  stock?: OrderStock;
  /**
   * Gives a payment back at once, after its transaction, when what it paid for was gone (someone else paid for the
   * last ones meanwhile): the orders service's refund, telling the customer why. Without it, staff refund it.
   */
  refundAtOnce?: (orderId: string, reason: string) => Promise<void>;
}

/**
 * Port: counted products (the stock module implements it). A payment takes what its lines use in its own transaction,
 * or gets the refusal ("Only 2 Cola Cubes left") and takes nothing; a refund puts back what it took.
 */
export interface OrderStock {
  take(
    tx: DbOrTx,
    orderId: string,
    lines: readonly { productId: string; name: string; quantity: number }[],
  ): Promise<string | null>;
}

/**
 * Port: the stamp card of an address as the customer sees it, or null when the stamp card is off (the loyalty module
 * implements it; orders cannot import loyalty, which follows orders).
 */
export interface StampCardReader {
  cardOf(email: string, on?: DbOrTx): Promise<StampCardView | null>;
}

/**
 * Port: what other modules do when a customer's order is paid or refunded, inside the transaction that records it
 * (printing queues the cups' labels and the ticket, so a paid order's prints are never lost; a refund stops them).
 */
export interface OrderFollowers {
  orderPaid(tx: DbOrTx, order: OrderRow, lines: readonly OrderLineRow[]): Promise<void>;
  orderRefunded(tx: DbOrTx, orderId: string): Promise<void>;
  /** A paid order learnt its customer's e-mail only after it was paid (a hosted checkout's later event). */
  customerAdded?(tx: DbOrTx, order: OrderRow, lines: readonly OrderLineRow[]): Promise<void>;
}

/**
 * Port: whether online orders are paused right now (the opening-hours module implements it; orders cannot import
 * opening-hours, which imports orders). A payment that completes during a pause is recorded all the same (never lose
 * a paid order) and marked for staff.
 */
export interface ShopPause {
  pausedNow(tx: DbOrTx): Promise<boolean>;
}

/**
 * Port: whether the shop, with the hours saved now, is closed at an order's pickup time (opening-hours implements
 * it). Staff may add a closed day after a customer began a checkout for it: the payment is recorded all the same and
 * marked, so the counter hears of it.
 */
export interface PickupHours {
  closedForPickup(tx: DbOrTx, pickup: { asap: boolean; at: Date }): Promise<boolean>;
}

/** The live message the staff dashboard listens for on topic 'orders'. */
export type OrderLiveEvent = {
  orderId: string;
  event: 'paid' | 'needs_review' | 'refunded' | 'disputed' | 'payment_method';
};

/** What a payment's transaction leaves for after it commits: the refusal of a payment for stock already gone. */
interface TxNotes {
  stockRefusal?: string | undefined;
}

/** A customer's payment that will make the order paid takes its counted products; the refusal when some are gone. */
async function takeStock(
  stock: OrderStock | undefined,
  tx: DbOrTx,
  order: OrderRow,
  refundedFirst: boolean,
): Promise<string | null> {
  if (!stock || order.isTest || refundedFirst || !isUnpaid(order)) return null;
  const lines = await listOrderLines(tx, order.id);
  const counted = lines.flatMap((line) =>
    line.productId ? [{ productId: line.productId, name: line.name, quantity: line.quantity }] : [],
  );
  return stock.take(tx, order.id, counted);
}

/**
 * A payment that found the last ones gone: held for review with the reason (never paid, printed or stamped), noted
 * for its refund once the transaction commits, and the staff dashboard told.
 */
async function holdForStockRefund(
  { tx, live, log }: { tx: DbOrTx; live: LiveHub; log: FulfilmentOptions['log'] },
  order: OrderRow,
  event: Pick<PaymentEvent, 'id' | 'paymentIntentId'>,
  short: string,
  notes: TxNotes,
): Promise<FulfilmentOutcome> {
  const held = { paymentIntentId: event.paymentIntentId, message: stockRefundMessage(short) };
  if (!(await markNeedsReview(tx, order, held, new Date()))) return 'no_change';
  notes.stockRefusal = short;
  log.warn({ orderId: order.id, eventId: event.id, refusal: short }, 'paid for stock that was gone: refunding');
  if (!order.isTest)
    await live.publish('orders', { orderId: order.id, event: 'needs_review' } satisfies OrderLiveEvent, tx);
  return 'needs_review';
}

export function createOrderFulfilment(options: FulfilmentOptions) {
  const { db, mailer, live, log, publicUrl, pause, hours, followers, stampCards, admins, stock, refundAtOnce } =
    options;
  /** The receipt of a paid order, with the customer's stamp card as it stands after this order. */
  const receiptOf = async (tx: DbOrTx, order: OrderRow & { customerEmail: string }, lines: readonly OrderLineRow[]) =>
    receiptEmail(order, lines, publicUrl, (await stampCards?.cardOf(order.customerEmail, tx)) ?? null);
  /** What staff are told about a customer's payment: it came during a pause, or for a time the shop is closed. */
  const paidMarks = async (tx: DbOrTx, order: OrderRow) => {
    if (order.isTest) return { duringPause: false, forClosedDay: false };
    const pickup = order.pickupAt ? { asap: order.pickupAsap, at: order.pickupAt } : null;
    return {
      duringPause: pause ? await pause.pausedNow(tx) : false,
      forClosedDay: hours && pickup ? await hours.closedForPickup(tx, pickup) : false,
    };
  };

  /**
   * A payment whose refund arrived first: the order, just moved to paid (or held for review), ends refunded at once.
   * Only the refund's followers hear of it (a stamp card's reward held for the checkout is let go).
   */
  async function refundOnArrival(tx: Tx, order: OrderRow, now: Date): Promise<FulfilmentOutcome> {
    if (!(await markRefunded(tx, order, now))) return 'no_change';
    await followers?.orderRefunded(tx, order.id);
    if (!order.isTest)
      await live.publish('orders', { orderId: order.id, event: 'refunded' } satisfies OrderLiveEvent, tx);
    return 'refunded';
  }

  async function apply(tx: Tx, order: OrderRow, event: PaymentEvent, notes: TxNotes): Promise<FulfilmentOutcome> {
    const now = new Date();
    switch (event.kind) {
      case 'payment_method':
      case 'dispute_opened':
      case 'dispute_closed': {
        const outcome = await applyAfterPayment(tx, order, event, { mailer, admins, publicUrl });
        // The staff card shows the change: a dispute, or a charge arriving after the paid event (one arriving before
        // it, as the sandbox sends them, is shown by the paid event's own message; an unpaid order has no card).
        const onCard = order.status !== null && !order.isTest;
        const told = outcome === 'method_recorded' ? 'payment_method' : 'disputed';
        if (onCard && ['method_recorded', 'disputed', 'dispute_closed'].includes(outcome))
          await live.publish('orders', { orderId: order.id, event: told } satisfies OrderLiveEvent, tx);
        return outcome;
      }
      case 'payment_succeeded': {
        // A state read back carries how it was paid; kept before the order moves, whatever the move.
        if (event.paymentMethod) await recordPaymentMethod(tx, order.id, event.paymentMethod);
        const refundedFirst = refundCameFirst(order);
        const currency = (event.currency ?? order.currency).toLowerCase();
        if (event.amount !== order.totalAmount || currency !== order.currency) {
          const message = `Paid ${event.amount === null ? 'an unknown amount' : formatPounds(event.amount)} ${currency.toUpperCase()} for an order of ${formatPounds(order.totalAmount)} ${order.currency.toUpperCase()}: check the payment before preparing it.`;
          const flagged = await markNeedsReview(tx, order, { paymentIntentId: event.paymentIntentId, message }, now);
          if (!flagged) return 'no_change';
          if (refundedFirst) return refundOnArrival(tx, order, now);
          log.warn(
            { orderId: order.id, eventId: event.id, amount: event.amount, currency },
            'payment amount differs from the order total: flagged for review',
          );
          if (!order.isTest)
            await live.publish('orders', { orderId: order.id, event: 'needs_review' } satisfies OrderLiveEvent, tx);
          return 'needs_review';
        }
        const short = await takeStock(stock, tx, order, refundedFirst);
        if (short) return holdForStockRefund({ tx, live, log }, order, event, short, notes);
        const paid = await markPaid(tx, order, event, now, await paidMarks(tx, order));
        if (!paid) {
          // A hosted checkout's payment_intent.succeeded may arrive before checkout.session.completed, which alone
          // carries the customer: take their details from it then, and send the receipt the first event could not.
          if (order.paymentStatus === 'paid' && !order.customerEmail && event.customerEmail && !order.isTest) {
            const completed = await completeCustomerDetails(
              tx,
              order,
              { email: event.customerEmail, name: event.customerName },
              now,
            );
            if (completed?.customerEmail) {
              const customerOrder = { ...completed, customerEmail: completed.customerEmail };
              await followers?.customerAdded?.(tx, customerOrder, await listOrderLines(tx, completed.id));
              await mailer.enqueue(await receiptOf(tx, customerOrder, await listOrderLines(tx, completed.id)), tx);
            }
          }
          return 'already_paid';
        }
        // Its money went back before it arrived: never queued, printed or stamped, and no receipt.
        if (refundedFirst) return refundOnArrival(tx, paid, now);
        if (!paid.isTest) {
          const lines = await listOrderLines(tx, paid.id);
          // Followers first: the receipt shows the stamp card with this order's stamps on it.
          await followers?.orderPaid(tx, paid, lines);
          if (paid.customerEmail) {
            await mailer.enqueue(await receiptOf(tx, { ...paid, customerEmail: paid.customerEmail }, lines), tx);
          }
          await live.publish('orders', { orderId: paid.id, event: 'paid' } satisfies OrderLiveEvent, tx);
          await live.publish('menu', QUEUE_CHANGED, tx);
        }
        return 'paid';
      }
      case 'payment_failed': {
        const failed = await markFailed(
          tx,
          order.id,
          event.failure?.message ?? 'Payment failed. Please try again.',
          now,
        );
        return failed ? 'failed' : 'no_change';
      }
      case 'payment_cancelled':
        return (await markCancelled(tx, order.id, now)) ? 'cancelled' : 'no_change';
      case 'refunded': {
        // Stripe does not promise the order of its events: a refund before its payment waits for the payment.
        if (isUnpaid(order)) return (await keepEarlyRefund(tx, order, now)) ? 'refund_kept' : 'no_change';
        if (!(await markRefunded(tx, order, now))) return 'no_change';
        await followers?.orderRefunded(tx, order.id);
        if (!order.isTest)
          await live.publish('orders', { orderId: order.id, event: 'refunded' } satisfies OrderLiveEvent, tx);
        await live.publish('menu', QUEUE_CHANGED, tx);
        return 'refunded';
      }
      case 'ignored':
        return 'ignored';
    }
  }

  async function handleEvent(event: PaymentEvent): Promise<FulfilmentOutcome> {
    const notes: TxNotes = {};
    const result = await db.transaction(async (tx): Promise<{ outcome: FulfilmentOutcome; orderId: string | null }> => {
      notes.stockRefusal = undefined;
      const order = event.kind === 'ignored' ? null : await lockOrderForPayment(tx, event);
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
      const outcome = await apply(tx, order, event, notes);
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
    // The money of a payment that found the last ones gone goes back now; should the provider refuse, the order stays
    // held for review with the reason.
    if (result.orderId && notes.stockRefusal !== undefined && result.outcome === 'needs_review' && refundAtOnce) {
      const orderId = result.orderId;
      await refundAtOnce(orderId, notes.stockRefusal).catch((error: unknown) =>
        log.warn({ orderId, error }, 'the refund for stock that was gone did not go through'),
      );
    }
    return result.outcome;
  }

  return { handleEvent };
}

export type OrderFulfilment = ReturnType<typeof createOrderFulfilment>;
