/**
 * Reads of customer orders for the staff dashboard. A customer order is one that was paid (paid, needs_review or
 * refunded) and is not a test payment: checkout attempts never paid, and admin test payments, never appear.
 */
import {
  CUSTOMER_PAYMENT_STATUSES,
  orderNumber,
  type OrderSort,
  type OrderStatus,
  type OrderStatusFilter,
  type CustomerPaymentStatus,
} from '@domain/order-status';
import type { StaffOrder } from '@domain/staff-orders';
import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isOrderId = (id: string) => UUID.test(id);

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

async function withLines(db: DbOrTx, rows: OrderRow[]): Promise<StaffOrder[]> {
  if (!rows.length) return [];
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      name: orderLines.name,
      size: orderLines.size,
      quantity: orderLines.quantity,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const byOrder = new Map<string, StaffOrder['items']>();
  for (const { orderId, ...line } of lines) {
    const list = byOrder.get(orderId) ?? [];
    list.push(line);
    byOrder.set(orderId, list);
  }
  return rows.map((row) => toStaffOrder(row, byOrder.get(row.id) ?? []));
}

export function toStaffOrder(row: OrderRow, items: StaffOrder['items']): StaffOrder {
  return {
    id: row.id,
    number: orderNumber(row.id),
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    totalAmount: row.totalAmount,
    items,
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as CustomerPaymentStatus,
    prepTime: row.prepTime,
    readyAt: row.readyAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
