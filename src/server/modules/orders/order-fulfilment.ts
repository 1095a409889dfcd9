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
import { eq } from 'drizzle-orm';
import { formatPounds } from '@domain/money';
import type { StampCardCounterCode } from '@domain/contracts/loyalty';
import type { StampCardView } from '@domain/stamp-card';
import type { ReceiptVat } from '@domain/vat';
import type { Db, DbOrTx } from '../../db/client';
import { paymentEvents } from './schema';
import type { LiveHub } from '../live';
import type { Mailer } from '../mail';
import type { FulfilmentOutcome, PaymentEvent, PaymentFulfilment } from '../payments';
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
import { assignOrderNumber } from './order-numbers';
import { holdForStockRefund, takeStock, type OrderStock, type TxNotes } from './order-fulfilment-stock';

export type { OrderStock } from './order-fulfilment-stock';

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
  /** The stamp card's follower: a paid order's stamps (and the reward it used) recorded, a refund's undone. */
  stamps?: OrderFollowers;
  /** The counter's printers' follower: a paid order's labels and ticket queued, a refund's stopped. */
  printJobs?: OrderFollowers;
  /** The customer's stamp card, as the receipt shows it (after the order's own stamps); without it, none. */
  stampCards?: StampCardReader;
  /** Who is e-mailed when a payment is disputed; without it, nobody. */
  admins?: AdminContacts;
  /** Counts each event's outcome (the shop's metrics); without it, nothing counts. */
  outcomes?: { fulfilled(outcome: FulfilmentOutcome): void };
  /** Counted products, taken by the payment in its transaction (the stock module); without it, nothing is counted. */
  stock?: OrderStock;
  /**
   * Gives a payment back at once, after its transaction, when what it paid for was gone (someone else paid for the
   * last ones meanwhile): the orders service's refund, telling the customer why. Without it, staff refund it.
   */
  refundAtOnce?: (orderId: string, reason: string) => Promise<void>;
  /** The VAT a receipt shows (stored by the paid order's followers just before); without it, none. */
  vat?: ReceiptVatSource;
}

/**
 * Port: an order's VAT per rate and the shop's VAT number, for its receipt; null when the shop is not VAT-registered
 * (the vat module implements it).
 */
export interface ReceiptVatSource {
  receiptVat(orderId: string, on: DbOrTx): Promise<ReceiptVat | null>;
}

/**
 * Port: the stamp card of an address as the customer sees it, or null when the stamp card is off (the loyalty module
 * implements it; orders cannot import loyalty, which follows orders).
 */
export interface StampCardReader {
  cardOf(email: string, on?: DbOrTx): Promise<StampCardView | null>;
  /** The card's counter code and its QR, for the order's private page: shown at the till to spend the free drink. */
  counterCodeOf?(email: string, on?: DbOrTx): Promise<StampCardCounterCode | null>;
}

/**
 * Port: what another module does when a customer's order is paid or refunded, inside the transaction that records it
 * (printing queues the cups' labels and the ticket, so a paid order's prints are never lost; a refund stops them).
 */
export interface OrderFollowers {
  orderPaid(tx: DbOrTx, order: OrderRow, lines: readonly OrderLineRow[]): Promise<void>;
  /** `refundedAt`: when the order counts as refunded (its refunded_at), the day a refund's figures belong to. */
  orderRefunded(tx: DbOrTx, orderId: string, refundedAt: Date): Promise<void>;
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

/**
 * The one path of every payment event, in its steps (each a named function of the module owning its table):
 * 1. record the payment: recordPaymentEvent (payment_events), once per event;
 * 2. move the order: markPaid, markNeedsReview or markRefunded (order-moves.ts, order-refunds.ts);
 * 3. tell the followers: the stamp card, the receipt e-mail, the live updates (tellFollowersPaid);
 * 4. queue its print jobs (the printing module's follower).
 */
export class OrderFulfilment implements PaymentFulfilment {
  constructor(private readonly options: FulfilmentOptions) {}

  handleEvent(event: PaymentEvent): Promise<FulfilmentOutcome> {
    return handlePaymentEvent(this.options, event);
  }
}

export function createOrderFulfilment(options: FulfilmentOptions): OrderFulfilment {
  return new OrderFulfilment(options);
}

type Deps = FulfilmentOptions;

async function handlePaymentEvent(deps: Deps, event: PaymentEvent): Promise<FulfilmentOutcome> {
  const { db, log, mailer } = deps;
  const notes: TxNotes = {};
  const result = await db.transaction((tx) => {
    // A transaction tried again starts with nothing noted.
    notes.stockRefusal = undefined;
    return fulfilInTransaction(deps, tx, event, notes);
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
  deps.outcomes?.fulfilled(result.outcome);
  if (result.orderId && notes.stockRefusal !== undefined && result.outcome === 'needs_review')
    await refundForStockGone(deps, result.orderId, notes.stockRefusal);
  return result.outcome;
}

/**
 * The money of a payment that found the last ones gone goes back now, after its transaction; should the provider
 * refuse, the order stays held for review with the reason.
 */
async function refundForStockGone(deps: Deps, orderId: string, refusal: string): Promise<void> {
  await deps
    .refundAtOnce?.(orderId, refusal)
    .catch((error: unknown) =>
      deps.log.warn({ orderId, error }, 'the refund for stock that was gone did not go through'),
    );
}

async function fulfilInTransaction(
  deps: Deps,
  tx: Tx,
  event: PaymentEvent,
  notes: TxNotes,
): Promise<{ outcome: FulfilmentOutcome; orderId: string | null }> {
  const order = event.kind === 'ignored' ? null : await lockOrderForPayment(tx, event);
  if (!order) {
    // Nothing recorded: should the payment become known later, a redelivery of this event still counts.
    return { outcome: event.kind === 'ignored' ? 'ignored' : 'unknown_payment', orderId: null };
  }
  if (!(await recordPaymentEvent(tx, event))) return { outcome: 'duplicate', orderId: order.id };
  const outcome = await applyPaymentEvent(deps, tx, order, event, notes);
  await tx.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, event.id));
  return { outcome, orderId: order.id };
}

/** Step 1: the event goes into payment_events (its id the primary key); false when it was seen before. */
async function recordPaymentEvent(tx: Tx, event: PaymentEvent): Promise<boolean> {
  const first = await tx
    .insert(paymentEvents)
    .values({ id: event.id, provider: event.provider, type: event.providerType, objectRef: event.objectRef || null })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return first.length > 0;
}

/** The receipt of a paid order, with the customer's stamp card as it stands after this order. */
async function receiptOf(
  deps: Deps,
  tx: DbOrTx,
  order: OrderRow & { customerEmail: string },
  lines: readonly OrderLineRow[],
) {
  const { card, vat } = await receiptParts(deps, tx, order.customerEmail, order.id);
  return receiptEmail(order, lines, deps.publicUrl, card, vat);
}

/** What a receipt reads besides the order: the customer's stamp card, and the order's VAT. */
async function receiptParts(deps: Deps, tx: DbOrTx, email: string, orderId: string) {
  const card = (await deps.stampCards?.cardOf(email, tx)) ?? null;
  const vat = (await deps.vat?.receiptVat(orderId, tx)) ?? null;
  return { email, card, vat };
}

/** What staff are told about a customer's payment: it came during a pause, or for a time the shop is closed. */
async function paidMarks(deps: Deps, tx: DbOrTx, order: OrderRow) {
  // Pausing online orders never concerns a sale made at the counter, face to face.
  if (order.isTest || order.channel !== 'online') return { duringPause: false, forClosedDay: false };
  const pickup = order.pickupAt ? { asap: order.pickupAsap, at: order.pickupAt } : null;
  return {
    duringPause: deps.pause ? await deps.pause.pausedNow(tx) : false,
    forClosedDay: deps.hours && pickup ? await deps.hours.closedForPickup(tx, pickup) : false,
  };
}

/** Tells the staff dashboard (topic 'orders') of a customer's order; a test payment's is not shown there. */
async function announce(deps: Deps, tx: Tx, order: OrderRow, event: OrderLiveEvent['event']): Promise<void> {
  if (!order.isTest) await deps.live.publish('orders', { orderId: order.id, event } satisfies OrderLiveEvent, tx);
}

/**
 * Steps 2 to 4 for a refund: the order refunded, the stamp card and the printers told, the dashboard too. Also for a
 * payment whose refund arrived first: the order, just moved to paid (or held for review), ends refunded at once, and
 * only the refund's followers hear of it (a stamp card's reward held for the checkout is let go).
 */
async function refundFromEvent(deps: Deps, tx: Tx, order: OrderRow, now: Date): Promise<FulfilmentOutcome> {
  if (!(await markRefunded(tx, order, now))) return 'no_change';
  const refundedAt = order.refundedAt ?? now;
  await deps.stamps?.orderRefunded(tx, order.id, refundedAt);
  await deps.printJobs?.orderRefunded(tx, order.id, refundedAt);
  await announce(deps, tx, order, 'refunded');
  return 'refunded';
}

async function applyPaymentEvent(
  deps: Deps,
  tx: Tx,
  order: OrderRow,
  event: PaymentEvent,
  notes: TxNotes,
): Promise<FulfilmentOutcome> {
  const now = new Date();
  switch (event.kind) {
    case 'payment_method':
    case 'dispute_opened':
    case 'dispute_closed':
      return afterPayment(deps, tx, order, event);
    case 'payment_succeeded':
      return payOrder(deps, tx, { order, event, now, notes });
    case 'payment_failed': {
      const failed = await markFailed(tx, order.id, event.failure?.message ?? 'Payment failed. Please try again.', now);
      return failed ? 'failed' : 'no_change';
    }
    case 'payment_cancelled':
      return (await markCancelled(tx, order.id, now)) ? 'cancelled' : 'no_change';
    case 'refunded': {
      // Stripe does not promise the order of its events: a refund before its payment waits for the payment.
      if (isUnpaid(order)) return (await keepEarlyRefund(tx, order, now)) ? 'refund_kept' : 'no_change';
      const outcome = await refundFromEvent(deps, tx, order, now);
      if (outcome === 'refunded') await deps.live.publish('menu', QUEUE_CHANGED, tx);
      return outcome;
    }
    case 'ignored':
      return 'ignored';
  }
}

/** How it was paid, or a dispute opened or closed: recorded, and shown on the staff card. */
async function afterPayment(deps: Deps, tx: Tx, order: OrderRow, event: PaymentEvent): Promise<FulfilmentOutcome> {
  const { mailer, admins, publicUrl } = deps;
  const outcome = await applyAfterPayment(tx, order, event, { mailer, admins, publicUrl });
  // The staff card shows the change: a dispute, or a charge arriving after the paid event (one arriving before it, as
  // the sandbox sends them, is shown by the paid event's own message; an unpaid order has no card).
  const told = outcome === 'method_recorded' ? 'payment_method' : 'disputed';
  if (order.status !== null && ['method_recorded', 'disputed', 'dispute_closed'].includes(outcome))
    await announce(deps, tx, order, told);
  return outcome;
}

/** Step 2 for a payment: the order paid, or held for review when the amount differs; then steps 3 and 4. */
async function payOrder(
  deps: Deps,
  tx: Tx,
  paying: { order: OrderRow; event: PaymentEvent; now: Date; notes: TxNotes },
): Promise<FulfilmentOutcome> {
  const { order, event, now, notes } = paying;
  // A state read back carries how it was paid; kept before the order moves, whatever the move.
  if (event.paymentMethod) await recordPaymentMethod(tx, order.id, event.paymentMethod);
  const refundedFirst = refundCameFirst(order);
  const currency = (event.currency ?? order.currency).toLowerCase();
  if (event.amount !== order.totalAmount || currency !== order.currency) {
    return holdForReview(deps, tx, order, event, currency, refundedFirst, now);
  }
  // Counted products are taken here, in the payment's transaction; the last ones gone: held, then refunded.
  const short = await takeStock(deps.stock, tx, order, refundedFirst);
  if (short) return holdForStockRefund(deps, tx, { order, event, short, notes, now });
  const paid = await markPaid(tx, order, event, now, await paidMarks(deps, tx, order));
  if (!paid) return alreadyPaid(deps, tx, { order, event, now });
  // Its money went back before it arrived: numbered, but never queued, printed or stamped, and no receipt.
  if (refundedFirst) return refundFromEvent(deps, tx, await numbered(tx, paid, now), now);
  if (paid.isTest) return 'paid';
  const lines = await listOrderLines(tx, paid.id);
  const receipt = await tellFollowersPaid(deps, tx, paid, lines);
  // The day's number last: from here to the commit every other payment of the day waits, so only what prints it
  // (the receipt and the printers' jobs) is written after.
  const withNumber = await numbered(tx, paid, now);
  if (receipt) await deps.mailer.enqueue(receipt(withNumber), tx);
  await deps.printJobs?.orderPaid(tx, withNumber, lines);
  return 'paid';
}

/** A customer order's number for the day; a test payment has none. */
const numbered = (tx: Tx, paid: OrderRow, now: Date) => (paid.isTest ? paid : assignOrderNumber(tx, paid, now));

/** Step 3: the stamps first (the receipt shows the card with them), the dashboards; answers the receipt to write. */
async function tellFollowersPaid(deps: Deps, tx: Tx, paid: OrderRow, lines: readonly OrderLineRow[]) {
  await deps.stamps?.orderPaid(tx, paid, lines);
  const receipt = paid.customerEmail ? await receiptParts(deps, tx, paid.customerEmail, paid.id) : null;
  await announce(deps, tx, paid, 'paid');
  await deps.live.publish('menu', QUEUE_CHANGED, tx);
  if (!receipt) return null;
  return (order: OrderRow) =>
    receiptEmail({ ...order, customerEmail: receipt.email }, lines, deps.publicUrl, receipt.card, receipt.vat);
}

/** An amount or currency that differs from the order's total: held for review instead of paid, and staff told. */
async function holdForReview(
  deps: Deps,
  tx: Tx,
  order: OrderRow,
  event: PaymentEvent,
  currency: string,
  refundedFirst: boolean,
  now: Date,
): Promise<FulfilmentOutcome> {
  const message = `Paid ${event.amount === null ? 'an unknown amount' : formatPounds(event.amount)} ${currency.toUpperCase()} for an order of ${formatPounds(order.totalAmount)} ${order.currency.toUpperCase()}: check the payment before preparing it.`;
  const flagged = await markNeedsReview(tx, order, { paymentIntentId: event.paymentIntentId, message }, now);
  if (!flagged) return 'no_change';
  if (refundedFirst) return refundFromEvent(deps, tx, order, now);
  deps.log.warn(
    { orderId: order.id, eventId: event.id, amount: event.amount, currency },
    'payment amount differs from the order total: flagged for review',
  );
  await announce(deps, tx, order, 'needs_review');
  return 'needs_review';
}

/**
 * A second "paid" for an order already paid. A hosted checkout's payment_intent.succeeded may arrive before
 * checkout.session.completed, which alone carries the customer: take their details from it then, and send the receipt
 * the first event could not.
 */
async function alreadyPaid(deps: Deps, tx: Tx, paying: { order: OrderRow; event: PaymentEvent; now: Date }) {
  const { order, event, now } = paying;
  if (order.paymentStatus === 'paid' && !order.customerEmail && event.customerEmail && !order.isTest) {
    const customer = { email: event.customerEmail, name: event.customerName };
    const completed = await completeCustomerDetails(tx, order, customer, now);
    if (completed?.customerEmail) {
      const customerOrder = { ...completed, customerEmail: completed.customerEmail };
      await deps.stamps?.orderPaid(tx, customerOrder, await listOrderLines(tx, completed.id));
      await deps.mailer.enqueue(await receiptOf(deps, tx, customerOrder, await listOrderLines(tx, completed.id)), tx);
    }
  }
  return 'already_paid' as const;
}
