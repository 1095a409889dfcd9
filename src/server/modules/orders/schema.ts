/**
 * The orders module's tables: orders, their lines, the payment events acted on and who is watching an order's page.
 * Only this module reads or writes them; others call its public functions. Money columns are integer pence.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlList, timestamps } from '../../db/columns';
// Relative, not '@domain/…': drizzle-kit loads this file without the tsconfig paths.
import {
  CUSTOMER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentStatus,
} from '../../../domain/order-status';
import {
  DISPUTE_STATUSES,
  PAYMENT_METHOD_KINDS,
  type DisputeStatus,
  type PaymentMethodKind,
} from '../../../domain/payment-methods';
import { ORDER_CHANNELS, type OrderChannel } from '../../../domain/till';

/**
 * An order exists from the moment a checkout starts (payment_status awaiting_payment) so the payment can be tied to
 * it; it becomes a customer's order only once paid (status set to pending). Unpaid attempts are never listed as orders.
 */
/** A customer's paid order, the sales report's subject (the same words as its queries' filter). */
const reportedOrder = sql`is_test = false and status is not null and payment_status in (${sqlList(CUSTOMER_PAYMENT_STATUSES)})`;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    /** The UK mobile (E.164) the customer asked to be texted on when the order is ready; erased with their data. */
    readyTextTo: text('ready_text_to'),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    totalAmount: integer('total_amount').notNull(),
    /**
     * What a stamp card's free drink took off (its REG price), 0 when none: total = subtotal − discount − this. The
     * discount stays the promotions' alone.
     */
    freeDrink: integer('free_drink').notNull().default(0),
    currency: text('currency').notNull().default('gbp'),
    /** The domain's PAYMENT_STATUSES (order-status.ts); the check below refuses any other value. */
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('awaiting_payment'),
    /** The domain's ORDER_STATUSES, set once paid; null before, and always for a test payment. */
    status: text('status').$type<OrderStatus>(),
    prepTime: integer('prep_time'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    provider: text('provider').notNull(),
    /** in_page | hosted | counter (rung up at the till, with no payment at a provider of its own yet) */
    checkoutKind: text('checkout_kind').notNull(),
    /** Where it was placed (the domain's ORDER_CHANNELS): the website, the till at the counter or the kiosk. */
    channel: text('channel').$type<OrderChannel>().notNull().default('online'),
    /** The provider's payment intent id (in-page) or checkout session id (hosted). */
    providerRef: text('provider_ref'),
    /** The provider's payment intent id once known (refunds go through it). */
    providerPaymentId: text('provider_payment_id'),
    /** Derived from the basket and the browser's attempt id, so the same basket submitted twice is one order. */
    idempotencyKey: text('idempotency_key'),
    isTest: boolean('is_test').notNull().default(false),
    failureMessage: text('failure_message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The order's number for its shop day (#1, #2, …), given in the transaction that marks it paid
     * (order-numbers.ts); null while unpaid and for a test payment. number_day is that shop day, 'YYYY-MM-DD'.
     */
    dayNumber: integer('day_number'),
    numberDay: date('number_day', { mode: 'string' }),
    /** When the customer collects: the chosen slot's start, or for ASAP the estimated ready time. */
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    /** True for "As soon as possible" (and for orders from before pickup times). */
    pickupAsap: boolean('pickup_asap').notNull().default(true),
    /** The payment completed while online orders were paused (recorded all the same; staff see a mark). */
    paidDuringPause: boolean('paid_during_pause').notNull().default(false),
    /**
     * The payment completed for a pickup time the shop was no longer open for (a closed day or shorter hours saved
     * after the checkout began): recorded all the same; staff see a mark.
     */
    paidForClosedDay: boolean('paid_for_closed_day').notNull().default(false),
    /** When the payment was given back (the sales report counts a refund on this day). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * The key of the order's private tracking page (/track/:token): 32 random bytes, base64url, made when the
     * order is recorded. Erasing the customer's data sets it to null, which ends the page at once.
     */
    trackingToken: text('tracking_token').$defaultFn(() => randomBytes(32).toString('base64url')),
    /**
     * A checkout awaiting payment holds its cups in its pickup slot from held_since until held_until (short, renewed
     * by the paying browser; src/domain/slot-holds.ts). held_by is a hash of the client's network and hold_checkout
     * of the browser's checkout token, so that one address or one checkout cannot hold every slot; both are cleared
     * once the order is paid.
     */
    heldSince: timestamp('held_since', { withTimezone: true }),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    heldBy: text('held_by'),
    holdCheckout: text('hold_checkout'),
    /** When staff pressed Mark as Ready ('ready' status). */
    markedReadyAt: timestamp('marked_ready_at', { withTimezone: true }),
    /** How it was paid (the domain's PAYMENT_METHOD_KINDS), learnt from the provider's charge; null until known. */
    paymentMethod: text('payment_method').$type<PaymentMethodKind>(),
    /** The card behind it: brand and last four ("Visa •••• 4242"), when the provider says. */
    paymentMethodDetail: text('payment_method_detail'),
    /** The customer's bank disputes the payment: open, then won or lost (the domain's DISPUTE_STATUSES). */
    disputeStatus: text('dispute_status').$type<DisputeStatus>(),
    /** The provider's reason code, e.g. fraudulent or product_not_received. */
    disputeReason: text('dispute_reason'),
    /** When the evidence is due at the provider. */
    disputeEvidenceDue: timestamp('dispute_evidence_due', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_provider_ref_idx').on(t.provider, t.providerRef),
    uniqueIndex('orders_tracking_token_idx').on(t.trackingToken),
    uniqueIndex('orders_idempotency_key_idx').on(t.idempotencyKey),
    index('orders_customer_email_idx').on(t.customerEmail),
    index('orders_paid_at_idx').on(t.paidAt),
    // A day's number is given once: the database refuses a second #12 on one day, whichever instance gave it.
    uniqueIndex('orders_day_number_idx')
      .on(t.numberDay, t.dayNumber)
      .where(sql`day_number is not null`),
    // Staff search by the number ("#12").
    index('orders_day_number_search_idx')
      .on(t.dayNumber)
      .where(sql`day_number is not null`),
    index('orders_pickup_at_idx').on(t.pickupAt),
    index('orders_refunded_at_idx').on(t.refundedAt),
    // The holds of checkouts still awaiting payment, by who holds them (a handful of rows at any time).
    index('orders_held_by_idx')
      .on(t.heldBy, t.heldUntil)
      .where(sql`held_by is not null`),
    index('orders_hold_checkout_idx')
      .on(t.holdCheckout)
      .where(sql`hold_checkout is not null`),
    // The sales report's orders (customers' paid orders, as orders/sales-queries.ts's customerOrder
    // says) by payment and by refund time, with the amounts it sums: read from these narrow indexes alone (an
    // index-only scan) rather than from the wide orders rows.
    index('orders_report_paid_idx')
      .on(t.paidAt, t.id, t.subtotal, t.discount, t.totalAmount, t.freeDrink)
      .where(reportedOrder),
    index('orders_report_refunded_idx').on(t.refundedAt, t.totalAmount).where(reportedOrder),
    check(
      'orders_amounts_non_negative',
      sql`${t.totalAmount} >= 0 and ${t.subtotal} >= 0 and ${t.discount} >= 0 and ${t.freeDrink} >= 0`,
    ),
    check(
      'orders_day_number_with_day',
      sql`(${t.dayNumber} is null) = (${t.numberDay} is null) and (${t.dayNumber} is null or ${t.dayNumber} >= 1)`,
    ),
    check('orders_prep_time_non_negative', sql`${t.prepTime} is null or ${t.prepTime} >= 0`),
    check('orders_payment_status_known', sql`${t.paymentStatus} in (${sqlList(PAYMENT_STATUSES)})`),
    check('orders_status_known', sql`${t.status} is null or ${t.status} in (${sqlList(ORDER_STATUSES)})`),
    check(
      'orders_payment_method_known',
      sql`${t.paymentMethod} is null or ${t.paymentMethod} in (${sqlList(PAYMENT_METHOD_KINDS)})`,
    ),
    check('orders_channel_known', sql`${t.channel} in (${sqlList(ORDER_CHANNELS)})`),
    check(
      'orders_dispute_status_known',
      sql`${t.disputeStatus} is null or ${t.disputeStatus} in (${sqlList(DISPUTE_STATUSES)})`,
    ),
  ],
);

/** A snapshot of what was bought: later catalogue edits never change a placed order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id'),
    name: text('name').notNull(),
    category: text('category').notNull(),
    size: text('size', { enum: ['reg', 'lrg'] }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    lineSubtotal: integer('line_subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    bundledUnits: integer('bundled_units').notNull().default(0),
    promotionId: uuid('promotion_id'),
    promotionTitle: text('promotion_title'),
    /**
     * Snapshot of the chosen drink options: id, groupId, name and price per unit at the line's size, as
     * they were when the order was placed (domain ChosenOption).
     */
    options: jsonb('options')
      .$type<{ id: string; groupId: string; name: string; price: number }[]>()
      .notNull()
      .default([]),
    /** The options' surcharge per unit, included in unit_price and never discounted. */
    surcharge: integer('surcharge').notNull().default(0),
    /**
     * What the stamp card's free drink took off this line (one unit's REG price), 0 on every other line: the order's
     * free_drink is on this line, so its VAT is that line's rate's.
     */
    freeDrink: integer('free_drink').notNull().default(0),
    /**
     * A short key of the options snapshot (equal snapshots, equal keys), kept by the database itself: the
     * sales report groups lines by it, which costs a tenth of grouping by the jsonb.
     */
    optionsKey: text('options_key')
      .notNull()
      .generatedAlwaysAs(sql`md5(options::text)`),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * The tracking pages open right now, one row per open stream, on any server instance. The instance holding
 * the stream refreshes seen_at while it is open and deletes the row when it closes; a row not refreshed for a minute
 * (its instance stopped) no longer counts. Owned by orders: the dashboard's "watching" mark reads it.
 */
export const orderWatchers = pgTable(
  'order_watchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_watchers_order_idx').on(t.orderId, t.seenAt)],
);

/**
 * The last order number given on each shop day: the next paid order takes last_number + 1 by an upsert in its own
 * payment's transaction, so the row's lock makes concurrent payments on any instance take turns, and a payment
 * that rolls back gives its number back.
 */
export const orderDayCounters = pgTable(
  'order_day_counters',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('order_day_counters_positive', sql`${t.lastNumber} >= 1`)],
);

/** Every payment event seen, by the provider's event id: an event is acted on at most once. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  objectRef: text('object_ref'),
  outcome: text('outcome'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
