/**
 * What the customer's private order page reads. A token finds a paid customer order (never a test payment
 * or an unpaid attempt) for TRACKING_DAYS after its payment; an erased customer's orders have no token any more. The
 * answer carries the first name only and never the e-mail address.
 */
import type { TrackedOrderAnswer } from '@domain/contracts/tracking';
import { paymentMethodLabel } from '@domain/payment-methods';
import { orderLabel } from '@domain/order-number';
import { isCustomerPaymentStatus, type OrderStatus } from '@domain/order-status';
import { PICKUP_PLACE, firstName, isTrackable, isTrackingToken } from '@domain/order-tracking';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from './schema';
import { listOrderLines } from './find-orders';
import type { OrderRow } from './order-rows';
import type { ReceiptVatSource, StampCardReader } from './order-fulfilment';

/** The order a token opens, as a row, or null (wrong, expired, erased, not a customer order). */
export async function findTrackedOrderRow(db: DbOrTx, token: string, now = new Date()): Promise<OrderRow | null> {
  if (!isTrackingToken(token)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.trackingToken, token), eq(orders.isTest, false), isNotNull(orders.status)))
    .limit(1);
  if (!row || !isCustomerPaymentStatus(row.paymentStatus) || !isTrackable(row.paidAt, now)) return null;
  return row;
}

/** The page's view of the order a token opens, or null. */
export async function findTrackedOrder(
  db: DbOrTx,
  token: string,
  readers: { stampCards?: StampCardReader | undefined; vat?: ReceiptVatSource | undefined } = {},
  now = new Date(),
): Promise<TrackedOrderAnswer | null> {
  const { stampCards, vat } = readers;
  const row = await findTrackedOrderRow(db, token, now);
  if (!row || !row.paidAt || !isCustomerPaymentStatus(row.paymentStatus)) return null;
  const lines = await listOrderLines(db, row.id);
  const stampCard = row.customerEmail && stampCards ? await stampCards.cardOf(row.customerEmail, db) : null;
  const stampCode =
    stampCard && row.customerEmail ? ((await stampCards?.counterCodeOf?.(row.customerEmail, db)) ?? null) : null;
  return {
    number: orderLabel(row),
    firstName: firstName(row.customerName),
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus,
    lines: lines.map((line) => ({
      name: line.name,
      size: line.size,
      quantity: line.quantity,
      lineSubtotal: line.lineSubtotal,
      options: line.options.map((option) => option.name),
      productId: line.productId,
      optionIds: line.options.map((option) => option.id),
    })),
    subtotal: row.subtotal,
    discount: row.discount,
    freeDrink: row.freeDrink,
    total: row.totalAmount,
    stampCard,
    stampCode,
    pickupAt: row.pickupAt?.toISOString() ?? null,
    pickupAsap: row.pickupAsap,
    readyAt: row.readyAt?.toISOString() ?? null,
    markedReadyAt: row.markedReadyAt?.toISOString() ?? null,
    paidAt: row.paidAt.toISOString(),
    pickupPlace: PICKUP_PLACE,
    paidWith: row.paymentMethod
      ? paymentMethodLabel({ kind: row.paymentMethod, detail: row.paymentMethodDetail })
      : null,
    ...(row.customerHereAt ? { hereAt: row.customerHereAt.toISOString() } : {}),
    vat: (await vat?.receiptVat(row.id, db)) ?? null,
  };
}

/** The id of the order a token opens, or null: how another module ties something to an order's private page. */
export async function trackedOrderIdOf(db: DbOrTx, token: string): Promise<string | null> {
  return (await findTrackedOrderRow(db, token))?.id ?? null;
}

/** The number the customer asked to be texted on when the order is ready (E.164), or null (not asked, or erased). */
export async function readyTextNumberOf(db: DbOrTx, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ readyTextTo: orders.readyTextTo })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row?.readyTextTo ?? null;
}
