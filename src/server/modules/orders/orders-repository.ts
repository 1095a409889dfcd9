/**
 * The one place that writes the orders and order_lines tables: checkout records orders here,
 * fulfilment moves their payment, staff move them at the counter, payments records its test orders, and privacy
 * anonymises them, all through these functions. Small plain async functions that accept the database or a
 * transaction and return null when nothing matched. Every payment move is a conditional update guarded by the
 * domain's transitions (order-status.ts), so a late or repeated event changes nothing.
 *
 * Reads of customer orders for the staff dashboard: a customer order is one that was paid (paid, needs_review or
 * refunded) and is not a test payment: checkout attempts never paid, and admin test payments, never appear.
 */
import type { ChosenOption } from '@domain/drink-options';
import {
  CUSTOMER_PAYMENT_STATUSES,
  FIRST_ORDER_STATUS,
  isCustomerPaymentStatus,
  orderNumber,
  paymentStatusesBefore,
  UNPAID_PAYMENT_STATUSES,
  type OrderSort,
  type OrderStatus,
  type OrderStatusFilter,
  type CustomerPaymentStatus,
  type PaymentStatus,
} from '@domain/order-status';
import type { StaffOrder } from '@domain/staff-orders';
import { isUuid } from '@domain/uuid';
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from './schema';
import { watchedAmong } from './order-watchers';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export const isOrderId = (id: string) => isUuid(id);

/** The rows that are customer orders. */
export const isCustomerOrder: SQL = and(
  eq(orders.isTest, false),
  inArray(orders.paymentStatus, [...CUSTOMER_PAYMENT_STATUSES]),
  isNotNull(orders.status),
)!;

export interface OrderQuery {
  sort?: OrderSort;
  status?: OrderStatusFilter;
  /** Part of the customer's e-mail or name. */
  search?: string;
  limit?: number;
}

const sortOrder = (sort: OrderSort): SQL[] => {
  switch (sort) {
    case 'oldest':
      return [asc(orders.createdAt), asc(orders.id)];
    case 'highest':
      return [desc(orders.totalAmount), desc(orders.createdAt)];
    case 'lowest':
      return [asc(orders.totalAmount), desc(orders.createdAt)];
    case 'newest':
      return [desc(orders.createdAt), desc(orders.id)];
    case 'pickup':
      // Soonest pickup first (ASAP orders by their ready estimate), orders without a time last.
      return [sql`${orders.pickupAt} asc nulls last`, asc(orders.createdAt)];
  }
};

/** `%` and `_` typed by staff are searched for as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listCustomerOrders(db: DbOrTx, query: OrderQuery = {}): Promise<StaffOrder[]> {
  const conditions: SQL[] = [isCustomerOrder];
  if (query.status === 'refunded')
    conditions.push(or(eq(orders.status, 'refunded'), eq(orders.paymentStatus, 'refunded'))!);
  if (query.status === 'paid')
    conditions.push(and(ne(orders.status, 'refunded'), ne(orders.paymentStatus, 'refunded'))!);
  if (query.status === 'ready') conditions.push(and(eq(orders.status, 'ready'), ne(orders.paymentStatus, 'refunded'))!);
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    conditions.push(or(ilike(orders.customerEmail, pattern), ilike(orders.customerName, pattern))!);
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(...sortOrder(query.sort ?? 'newest'))
    .limit(query.limit ?? 500);
  return withLines(db, rows);
}

export async function findCustomerOrder(db: DbOrTx, id: string): Promise<StaffOrder | null> {
  if (!isOrderId(id)) return null;
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isCustomerOrder))
    .limit(1);
  const [order] = await withLines(db, rows);
  return order ?? null;
}

/** A customer order's row, unlocked. */
export async function findCustomerOrderRow(db: DbOrTx, id: string): Promise<OrderRow | null> {
  if (!isOrderId(id)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isCustomerOrder))
    .limit(1);
  return row ?? null;
}

/** Locks a customer order for a change (the caller's transaction), or null. */
export async function lockCustomerOrder(tx: DbOrTx, id: string): Promise<OrderRow | null> {
  if (!isOrderId(id)) return null;
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isCustomerOrder))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A line's chosen options' names for staff and data views; nothing for a line without options. */
function optionNames(options: readonly { name: string }[]): { options?: string[] } {
  return options.length ? { options: options.map((option) => option.name) } : {};
}

async function withLines(db: DbOrTx, rows: OrderRow[]): Promise<StaffOrder[]> {
  if (!rows.length) return [];
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      name: orderLines.name,
      size: orderLines.size,
      quantity: orderLines.quantity,
      options: orderLines.options,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const watched = await watchedAmong(
    db,
    rows.map((row) => row.id),
  );
  const byOrder = new Map<string, StaffOrder['items']>();
  for (const { orderId, options, ...line } of lines) {
    const list = byOrder.get(orderId) ?? [];
    list.push({ ...line, ...optionNames(options) });
    byOrder.set(orderId, list);
  }
  return rows.map((row) => toStaffOrder(row, byOrder.get(row.id) ?? [], watched.has(row.id)));
}

/** The items of one order, for a staff view. */
export async function staffOrderOf(db: DbOrTx, row: OrderRow): Promise<StaffOrder> {
  const items = await db
    .select({
      name: orderLines.name,
      size: orderLines.size,
      quantity: orderLines.quantity,
      options: orderLines.options,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, row.id))
    .orderBy(asc(orderLines.position));
  return toStaffOrder(
    row,
    items.map(({ options, ...item }) => ({ ...item, ...optionNames(options) })),
    (await watchedAmong(db, [row.id])).has(row.id),
  );
}

export function toStaffOrder(row: OrderRow, items: StaffOrder['items'], watching = false): StaffOrder {
  return {
    id: row.id,
    number: orderNumber(row.id),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    totalAmount: row.totalAmount,
    testPayment: row.provider === 'sandbox',
    items,
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as CustomerPaymentStatus,
    prepTime: row.prepTime,
    readyAt: row.readyAt?.toISOString() ?? null,
    pickupAt: row.pickupAt?.toISOString() ?? null,
    pickupAsap: row.pickupAsap,
    paidDuringPause: row.paidDuringPause,
    watching,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Checkout: recording an order awaiting payment ---------------------------------------------------------------------

/** A priced line as checkout recorded it: the snapshot that later catalogue edits never change. */
export interface NewOrderLine {
  productId: string;
  name: string;
  category: string;
  size: 'reg' | 'lrg';
  quantity: number;
  unitPrice: number;
  lineSubtotal: number;
  discount: number;
  bundledUnits: number;
  promotionId: string | null;
  promotionTitle: string | null;
  /** The chosen options' snapshot (name and price per unit at the line's size); absent means none. */
  options?: ChosenOption[];
  /** The options' surcharge per unit, inside unitPrice. */
  surcharge?: number;
}

export interface NewOrder {
  priced: { subtotal: number; discount: number; total: number; lines: readonly NewOrderLine[] };
  provider: string;
  checkoutKind: 'in_page' | 'hosted';
  idempotencyKey: string;
  customerName: string | null;
  customerEmail: string | null;
  /** The pickup time (a slot's start, or the ASAP ready estimate); absent for ASAP without an estimate. */
  pickup?: { asap: boolean; at: Date | null };
}

/**
 * Records an order awaiting payment with the snapshot of its lines, in one transaction. When another request
 * recorded the same idempotency key first, returns null and writes nothing.
 */
export async function insertOrderOnce(db: DbOrTx, input: NewOrder): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        subtotal: input.priced.subtotal,
        discount: input.priced.discount,
        totalAmount: input.priced.total,
        provider: input.provider,
        checkoutKind: input.checkoutKind,
        idempotencyKey: input.idempotencyKey,
        ...(input.pickup ? { pickupAsap: input.pickup.asap, pickupAt: input.pickup.at } : {}),
      })
      .onConflictDoNothing({ target: orders.idempotencyKey })
      .returning();
    if (!order) return null;
    await tx.insert(orderLines).values(
      input.priced.lines.map((line, position) => ({
        orderId: order.id,
        position,
        productId: line.productId,
        name: line.name,
        category: line.category,
        size: line.size,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        lineSubtotal: line.lineSubtotal,
        discount: line.discount,
        bundledUnits: line.bundledUnits,
        promotionId: line.promotionId,
        promotionTitle: line.promotionTitle,
        options: line.options ?? [],
        surcharge: line.surcharge ?? 0,
      })),
    );
    return order;
  });
}

/**
 * The admin dashboard's test payment: an order that never shows as a customer order and sends no
 * receipt.
 */
export async function insertTestOrder(
  db: DbOrTx,
  input: { amount: number; provider: string },
): Promise<{ id: string }> {
  const [order] = await db
    .insert(orders)
    .values({
      subtotal: input.amount,
      totalAmount: input.amount,
      provider: input.provider,
      checkoutKind: 'in_page',
      isTest: true,
    })
    .returning({ id: orders.id });
  return order!;
}

/**
 * The drinks already due for pickup between two instants, per order's pickup time: paid orders (and those
 * held for review), and checkouts still awaiting payment that started after `pendingSince` (a customer paying now
 * holds their place; an abandoned attempt stops holding it). Test payments and erased attempts never count.
 */
export async function drinksDueBetween(
  db: DbOrTx,
  range: { from: Date; to: Date; pendingSince: Date; excludeIdempotencyKey?: string },
): Promise<{ pickupAt: Date; drinks: number }[]> {
  const rows = await db
    .select({ pickupAt: orders.pickupAt, drinks: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.isTest, false),
        isNotNull(orders.pickupAt),
        sql`${orders.pickupAt} >= ${range.from.toISOString()} and ${orders.pickupAt} < ${range.to.toISOString()}`,
        or(
          inArray(orders.paymentStatus, ['paid', 'needs_review']),
          and(
            eq(orders.paymentStatus, 'awaiting_payment'),
            sql`${orders.createdAt} >= ${range.pendingSince.toISOString()}`,
          ),
        ),
        range.excludeIdempotencyKey
          ? or(isNull(orders.idempotencyKey), ne(orders.idempotencyKey, range.excludeIdempotencyKey))
          : undefined,
      ),
    )
    .groupBy(orders.id, orders.pickupAt);
  return rows.map((row) => ({ pickupAt: row.pickupAt!, drinks: Number(row.drinks) }));
}

export async function findOrder(db: DbOrTx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export async function findOrderByIdempotencyKey(db: DbOrTx, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row ?? null;
}

export async function findOrderByProviderRef(db: DbOrTx, provider: string, ref: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.providerRef, ref)))
    .limit(1);
  return row ?? null;
}

export async function listOrderLines(db: DbOrTx, orderId: string): Promise<OrderLineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** Ties the order to its payment at the provider (the same value for every concurrent request of one order). */
export async function setProviderRef(
  db: DbOrTx,
  orderId: string,
  ref: string,
  paymentId: string | null,
): Promise<void> {
  await db
    .update(orders)
    .set({ providerRef: ref, ...(paymentId ? { providerPaymentId: paymentId } : {}), updatedAt: new Date() })
    .where(eq(orders.id, orderId));
}

// Fulfilment: the payment's moves -----------------------------------------------------------------------------------

/** The provider's references a payment event may carry, tried in this order to find its order. */
export interface PaymentRefs {
  provider: string;
  orderId: string | null;
  objectRef: string | null;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
}

/** The order a payment is about: by our id, else by the provider's references. Locked (the caller's transaction). */
export async function lockOrderForPayment(tx: DbOrTx, refs: PaymentRefs): Promise<OrderRow | null> {
  const byProvider = eq(orders.provider, refs.provider);
  const candidates = [
    refs.orderId ? and(byProvider, eq(orders.id, refs.orderId)) : null,
    refs.objectRef ? and(byProvider, eq(orders.providerRef, refs.objectRef)) : null,
    refs.checkoutSessionId ? and(byProvider, eq(orders.providerRef, refs.checkoutSessionId)) : null,
    refs.paymentIntentId ? and(byProvider, eq(orders.providerPaymentId, refs.paymentIntentId)) : null,
    refs.paymentIntentId ? and(byProvider, eq(orders.providerRef, refs.paymentIntentId)) : null,
  ];
  for (const where of candidates) {
    if (!where) continue;
    const [row] = await tx.select().from(orders).where(where).limit(1).for('update');
    if (row) return row;
  }
  return null;
}

/** The order, only while the domain allows its payment to move to `to`. */
const movableTo = (orderId: string, to: PaymentStatus) =>
  and(eq(orders.id, orderId), inArray(orders.paymentStatus, paymentStatusesBefore(to)));

/**
 * The money arrived: paid, and (a customer order) pending at the counter. The customer's details fill in
 * from the payment when checkout did not have them (a hosted checkout). Null when the order had already moved on.
 */
export async function markPaid(
  tx: DbOrTx,
  order: OrderRow,
  payment: { paymentIntentId: string | null; customerEmail: string | null; customerName: string | null },
  now: Date,
  /** Online orders were paused when the payment completed (still recorded; the dashboard marks it). */
  duringPause = false,
): Promise<OrderRow | null> {
  const [paid] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      // A test payment never becomes a customer order.
      status: order.isTest ? null : FIRST_ORDER_STATUS,
      paidAt: now,
      paidDuringPause: duringPause,
      failureMessage: null,
      providerPaymentId: payment.paymentIntentId ?? order.providerPaymentId,
      customerEmail: order.customerEmail ?? payment.customerEmail?.trim().toLowerCase() ?? null,
      customerName: order.customerName ?? payment.customerName?.trim() ?? null,
      updatedAt: now,
    })
    .where(movableTo(order.id, 'paid'))
    .returning();
  return paid ?? null;
}

/** Moves an order's payment to `to` with `fields`, when the lifecycle allows it; false when the order had moved on. */
async function movePayment(
  tx: DbOrTx,
  orderId: string,
  to: PaymentStatus,
  fields: Partial<typeof orders.$inferInsert>,
  now: Date,
): Promise<boolean> {
  const moved = await tx
    .update(orders)
    .set({ ...fields, paymentStatus: to, updatedAt: now })
    .where(movableTo(orderId, to))
    .returning({ id: orders.id });
  return moved.length > 0;
}

/** The money arrived but not as much (or not in the currency) of the order: held for staff to look into. */
export function markNeedsReview(
  tx: DbOrTx,
  order: OrderRow,
  payment: { paymentIntentId: string | null; message: string },
  now: Date,
): Promise<boolean> {
  return movePayment(
    tx,
    order.id,
    'needs_review',
    { failureMessage: payment.message, providerPaymentId: payment.paymentIntentId ?? order.providerPaymentId },
    now,
  );
}

/**
 * A paid order whose checkout did not carry the customer (a hosted checkout's payment_intent.succeeded arrived before
 * checkout.session.completed): their details, once, and never onto an anonymised order.
 */
export async function completeCustomerDetails(
  tx: DbOrTx,
  order: OrderRow,
  customer: { email: string; name: string | null },
  now: Date,
): Promise<OrderRow | null> {
  const [completed] = await tx
    .update(orders)
    .set({
      customerEmail: customer.email.trim().toLowerCase(),
      customerName: order.customerName ?? customer.name?.trim() ?? null,
      updatedAt: now,
    })
    .where(and(eq(orders.id, order.id), isNull(orders.customerEmail), isNull(orders.anonymisedAt)))
    .returning();
  return completed ?? null;
}

/** A declined attempt: still payable, with the reason shown to the customer. */
export function markFailed(tx: DbOrTx, orderId: string, message: string, now: Date): Promise<boolean> {
  return movePayment(tx, orderId, 'failed', { failureMessage: message }, now);
}

/** An attempt whose payment can no longer be made (its hosted session expired, its intent was cancelled). */
export function markCancelled(tx: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  return movePayment(tx, orderId, 'cancelled', {}, now);
}

/** The provider gave the money back: refunded, and (a customer order) refunded at the counter too. */
export function markRefunded(tx: DbOrTx, order: OrderRow, now: Date): Promise<boolean> {
  return movePayment(
    tx,
    order.id,
    'refunded',
    { status: order.isTest ? order.status : 'refunded', refundedAt: order.refundedAt ?? now },
    now,
  );
}

// Staff: the counter's moves (the caller checked the domain's rules on the locked row) -------------------------------

export async function updateCounterState(
  tx: DbOrTx,
  id: string,
  change: {
    status?: OrderStatus;
    prepTime?: number | null;
    readyAt?: Date | null;
    markedReadyAt?: Date | null;
    now: Date;
  },
): Promise<OrderRow> {
  const { now, ...fields } = change;
  const [updated] = await tx
    .update(orders)
    .set({ ...fields, updatedAt: now })
    .where(eq(orders.id, id))
    .returning();
  return updated!;
}

/** Staff refunded the order through the provider: refunded both ways, whatever the provider's event did first. */
export async function recordStaffRefund(tx: DbOrTx, id: string, now: Date): Promise<OrderRow> {
  const [updated] = await tx
    .update(orders)
    .set({
      status: 'refunded',
      paymentStatus: 'refunded',
      refundedAt: sql`coalesce(${orders.refundedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(orders.id, id))
    .returning();
  return updated!;
}

// Privacy: what is held under an address, and forgetting it ---------------------------------------------------------

export interface HeldOrder {
  id: string;
  createdAt: Date;
  customerName: string | null;
  totalAmount: number;
  status: OrderStatus | null;
  paymentStatus: CustomerPaymentStatus;
  lines: { name: string; size: 'reg' | 'lrg'; quantity: number; options?: string[] }[];
}

/**
 * The orders that still carry the address: the paid ones (customer orders, test payments have no address) with their
 * lines, and how many checkout attempts never paid also carry it.
 */
export async function ordersHeldFor(
  db: DbOrTx,
  email: string,
): Promise<{ orders: HeldOrder[]; unpaidAttempts: number }> {
  const rows = await db
    .select({
      id: orders.id,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      totalAmount: orders.totalAmount,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(and(eq(orders.customerEmail, email), isNull(orders.anonymisedAt)))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const paid = rows.flatMap((row) =>
    isCustomerPaymentStatus(row.paymentStatus) ? [{ ...row, paymentStatus: row.paymentStatus }] : [],
  );
  const lines = paid.length
    ? await db
        .select({
          orderId: orderLines.orderId,
          name: orderLines.name,
          size: orderLines.size,
          quantity: orderLines.quantity,
          options: orderLines.options,
        })
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            paid.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderLines.orderId), asc(orderLines.position))
    : [];
  return {
    orders: paid.map((row) => ({
      ...row,
      lines: lines
        .filter((line) => line.orderId === row.id)
        .map(({ orderId: _orderId, options, ...line }) => ({ ...line, ...optionNames(options) })),
    })),
    unpaidAttempts: rows.length - paid.length,
  };
}

/**
 * Removes the name and e-mail from every order of the address (all payment states) and marks them anonymised, and
 * kills their tracking links at once. The amounts, lines and dates stay: the books need them. Returns the
 * ids of the orders changed.
 */
export async function anonymiseOrdersOf(tx: DbOrTx, email: string, at: Date): Promise<string[]> {
  const rows = await tx
    .update(orders)
    .set({ customerName: null, customerEmail: null, trackingToken: null, anonymisedAt: at, updatedAt: at })
    .where(eq(orders.customerEmail, email))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

/**
 * Retention: checkout attempts created before `before` and never paid lose their name and e-mail (needs_review is a
 * payment to look into: it stays as it is). Returns each attempt's provider and payment references, whose records at
 * the provider may hold the details too.
 */
export async function anonymiseUnpaidAttemptsBefore(
  db: DbOrTx,
  before: Date,
  now: Date,
): Promise<{ id: string; provider: string; refs: (string | null)[] }[]> {
  return db
    .update(orders)
    .set({ customerName: null, customerEmail: null, trackingToken: null, anonymisedAt: now, updatedAt: now })
    .where(
      and(
        inArray(orders.paymentStatus, [...UNPAID_PAYMENT_STATUSES]),
        lt(orders.createdAt, before),
        // Also a hosted checkout's attempt, whose order holds no name yet: the provider's session may hold it.
        isNull(orders.anonymisedAt),
      ),
    )
    .returning({
      id: orders.id,
      provider: orders.provider,
      refs: sql<(string | null)[]>`array[${orders.providerRef}, ${orders.providerPaymentId}]`,
    });
}
