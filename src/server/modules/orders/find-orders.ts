/**
 * Finding orders: the staff dashboard's customer orders (sorted, filtered, searched), one order by its id or the
 * provider's references and an order's lines. Small plain async functions
 * that accept the database or a transaction and return null when nothing matched.
 */
import { orderNumberQuery } from '@domain/order-number';
import type { OrderSort, OrderStatusFilter } from '@domain/order-status';
import type { OrderHistoryEntry, StaffOrder } from '@domain/staff-orders';
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listAudit } from '../audit';
import { orderLines, orders } from './schema';
import { isCustomerOrder, isOrderId, itemsOf, toStaffOrder, type OrderLineRow, type OrderRow } from './order-rows';
import { watchedAmong } from './order-watchers';

export interface OrderQuery {
  sort?: OrderSort;
  status?: OrderStatusFilter;
  /** Part of the customer's e-mail or name, or an order's number for the day ("#12" or "12"). */
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
    const dayNumber = orderNumberQuery(search);
    conditions.push(
      or(
        ilike(orders.customerEmail, pattern),
        ilike(orders.customerName, pattern),
        // Every day has a #12: newest first, today's is at the top.
        ...(dayNumber === null ? [] : [eq(orders.dayNumber, dayNumber)]),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(...sortOrder(query.sort ?? 'newest'))
    .limit(query.limit ?? 500);
  return staffOrdersOf(db, rows);
}

export async function findCustomerOrder(db: DbOrTx, id: string): Promise<StaffOrder | null> {
  const row = await findCustomerOrderRow(db, id);
  return row ? staffOrderOf(db, row) : null;
}

/** A customer order's row, unlocked, or locked for a change in the caller's transaction; null if there is none. */
async function customerOrderRow(db: DbOrTx, id: string, lock: boolean): Promise<OrderRow | null> {
  if (!isOrderId(id)) return null;
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isCustomerOrder))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/** A customer order's row, unlocked. */
export const findCustomerOrderRow = (db: DbOrTx, id: string) => customerOrderRow(db, id, false);

/** Locks a customer order for a change (the caller's transaction), or null. */
export const lockCustomerOrder = (tx: DbOrTx, id: string) => customerOrderRow(tx, id, true);

/**
 * Customer orders locked for a change made to them together (the caller's transaction), in the order of their ids so
 * that two instances locking overlapping sets take turns rather than deadlock; ids that are no customer order's are
 * left out.
 */
export async function lockCustomerOrders(tx: DbOrTx, ids: readonly string[]): Promise<OrderRow[]> {
  const valid = ids.filter(isOrderId);
  if (valid.length === 0) return [];
  return tx
    .select()
    .from(orders)
    .where(and(inArray(orders.id, valid), isCustomerOrder))
    .orderBy(asc(orders.id))
    .for('update');
}

/** Orders as staff see them: with their lines and whether the customer has the order's page open. */
export async function staffOrdersOf(db: DbOrTx, rows: OrderRow[]): Promise<StaffOrder[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const items = await itemsOf(db, ids);
  const watched = await watchedAmong(db, ids);
  return rows.map((row) => toStaffOrder(row, items.get(row.id) ?? [], watched.has(row.id)));
}

/** One order as staff see it. */
export async function staffOrderOf(db: DbOrTx, row: OrderRow): Promise<StaffOrder> {
  const [order] = await staffOrdersOf(db, [row]);
  return order!;
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

/** What happened to an order: paid, then each staff action with who and when, oldest first. */
export async function orderHistory(db: DbOrTx, order: StaffOrder): Promise<OrderHistoryEntry[]> {
  const history: OrderHistoryEntry[] = [];
  if (order.paidAt)
    history.push({ action: 'order.paid', actorEmail: null, details: { amount: order.totalAmount }, at: order.paidAt });
  for (const entry of await listAudit(db, 'order', order.id)) {
    history.push({ action: entry.action, actorEmail: entry.actorEmail, details: entry.details, at: entry.at });
  }
  return history.sort((a, b) => a.at.localeCompare(b.at));
}
