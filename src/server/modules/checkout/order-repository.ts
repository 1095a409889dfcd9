/**
 * Data access for checkout's orders: small plain async functions that accept the database or a transaction and
 * return null when nothing matched.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import type { PricedCheckout } from './price-checkout';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** A checkout attempt can still be paid while its payment is awaited or was declined (a retry uses it again). */
export const PAYABLE_STATES = ['awaiting_payment', 'failed'] as const;
/** States a payment's success may still turn into paid: declined or given up attempts whose money arrives anyway. */
export const UNPAID_STATES = ['awaiting_payment', 'failed', 'cancelled'] as const;

export function isPayable(order: Pick<OrderRow, 'paymentStatus'>): boolean {
  return (PAYABLE_STATES as readonly string[]).includes(order.paymentStatus);
}

export interface NewOrder {
  priced: PricedCheckout;
  provider: string;
  checkoutKind: 'in_page' | 'hosted';
  idempotencyKey: string;
  customerName: string | null;
  customerEmail: string | null;
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
      })),
    );
    return order;
  });
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

/** Gives up an attempt whose payment can no longer be made (its hosted session expired). */
export async function markCancelled(db: DbOrTx, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus: 'cancelled', updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, [...PAYABLE_STATES])));
}

/** The order number customers and staff see (spec §9). */
export const orderNumber = (id: string) => id.slice(0, 8);
