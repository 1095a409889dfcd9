/**
 * Writing an order: checkout records an order awaiting payment with the snapshot of its lines and ties it to its
 * payment at the provider; the admin dashboard's test payment records an order that is never a customer order.
 */
import type { ChosenOption } from '@domain/drink-options';
import type { OrderChannel } from '@domain/till';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from './schema';
import type { OrderRow } from './order-rows';
import { newHold, type Holder } from './slot-holds';

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
  priced: {
    subtotal: number;
    discount: number;
    total: number;
    lines: readonly NewOrderLine[];
    /** A stamp card's free drink: what it took off and from which line (its index); absent or null when none. */
    freeDrink?: { amount: number; line?: number } | null;
  };
  provider: string;
  checkoutKind: 'in_page' | 'hosted' | 'counter';
  /** Where it was placed; online when absent. */
  channel?: OrderChannel;
  customerName: string | null;
  customerEmail: string | null;
  /** Text me when it's ready: the UK mobile to text (E.164); absent or null when not asked. */
  readyTextTo?: string | null;
  /** The pickup time (a slot's start, or the ASAP ready estimate); absent for ASAP without an estimate. */
  pickup?: { asap: boolean; at: Date | null };
  /** The place this checkout holds in its pickup slot while awaiting payment, from `now` (slot-holds.ts). */
  hold?: { holder: Holder; now: Date };
}

/**
 * Records an order awaiting payment with the snapshot of its lines, in one transaction. When another request
 * recorded the same idempotency key first, returns null and writes nothing.
 */
export async function insertNewOrder(db: DbOrTx, input: NewOrder, idempotencyKey: string): Promise<OrderRow | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        customerName: input.customerName,
        customerEmail: input.customerEmail,
        readyTextTo: input.readyTextTo ?? null,
        subtotal: input.priced.subtotal,
        discount: input.priced.discount,
        totalAmount: input.priced.total,
        freeDrink: input.priced.freeDrink?.amount ?? 0,
        provider: input.provider,
        checkoutKind: input.checkoutKind,
        ...(input.channel ? { channel: input.channel } : {}),
        idempotencyKey,
        ...(input.pickup ? { pickupAsap: input.pickup.asap, pickupAt: input.pickup.at } : {}),
        ...(input.hold ? newHold(input.hold.holder, input.hold.now) : {}),
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
        freeDrink: input.priced.freeDrink?.line === position ? input.priced.freeDrink.amount : 0,
      })),
    );
    return order;
  });
}

/** The admin dashboard's test payment: an order that never shows as a customer order and sends no receipt. */
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
