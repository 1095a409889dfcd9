/**
 * The orders module's rows and how staff see them: what a customer order is, an order's lines as the counter reads
 * them (one query for every view that lists lines), and a row turned into the dashboard's order.
 */
import {
  CUSTOMER_PAYMENT_STATUSES,
  orderNumber,
  type CustomerPaymentStatus,
  type OrderStatus,
} from '@domain/order-status';
import { disputeReasonText, paymentMethodLabel } from '@domain/payment-methods';
import type { StaffOrder } from '@domain/staff-orders';
import { isUuid } from '@domain/uuid';
import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
/** One line as staff and the customer's data view read it: the drink, its size and count, its options' names. */
export type OrderItem = StaffOrder['items'][number];

export const isOrderId = (id: string) => isUuid(id);

/**
 * The rows that are customer orders: paid (paid, needs_review or refunded) and not a test payment. Checkout attempts
 * never paid, and admin test payments, never appear to staff.
 */
export const isCustomerOrder: SQL = and(
  eq(orders.isTest, false),
  inArray(orders.paymentStatus, [...CUSTOMER_PAYMENT_STATUSES]),
  isNotNull(orders.status),
)!;

/** The lines of these orders, each order's in the order they were bought; a line's options as their names only. */
export async function itemsOf(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, OrderItem[]>> {
  const byOrder = new Map<string, OrderItem[]>();
  if (!orderIds.length) return byOrder;
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      name: orderLines.name,
      size: orderLines.size,
      quantity: orderLines.quantity,
      options: orderLines.options,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  for (const { orderId, options, ...line } of lines) {
    const list = byOrder.get(orderId) ?? [];
    // A line without options carries no options field at all.
    list.push(options.length ? { ...line, options: options.map((option) => option.name) } : line);
    byOrder.set(orderId, list);
  }
  return byOrder;
}

export function toStaffOrder(row: OrderRow, items: StaffOrder['items'], watching = false): StaffOrder {
  return {
    id: row.id,
    number: orderNumber(row.id),
    dayNumber: row.dayNumber,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    totalAmount: row.totalAmount,
    freeDrink: row.freeDrink,
    // Notes and coins are real money whichever provider takes the shop's cards.
    testPayment: row.provider === 'sandbox' && row.paymentMethod !== 'cash',
    channel: row.channel,
    items,
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as CustomerPaymentStatus,
    prepTime: row.prepTime,
    readyAt: row.readyAt?.toISOString() ?? null,
    pickupAt: row.pickupAt?.toISOString() ?? null,
    pickupAsap: row.pickupAsap,
    paidDuringPause: row.paidDuringPause,
    paidForClosedDay: row.paidForClosedDay,
    paymentMethod: row.paymentMethod
      ? paymentMethodLabel({ kind: row.paymentMethod, detail: row.paymentMethodDetail })
      : null,
    dispute: row.disputeStatus
      ? {
          status: row.disputeStatus,
          reason: disputeReasonText(row.disputeReason),
          evidenceDue: row.disputeEvidenceDue?.toISOString() ?? null,
        }
      : null,
    watching,
    ...(row.customerHereAt ? { hereAt: row.customerHereAt.toISOString() } : {}),
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
