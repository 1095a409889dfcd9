/**
 * The order lifecycle's moves: a payment event moves the order's payment (paid, held for review, failed, cancelled),
 * and staff move it at the counter. Every payment move is a conditional update guarded by the domain's transitions
 * (order-status.ts), so a late or repeated event changes nothing. Refunds are in order-refunds.ts.
 */
import { FIRST_ORDER_STATUS, paymentStatusesBefore, type OrderStatus, type PaymentStatus } from '@domain/order-status';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from './schema';
import type { OrderRow } from './order-rows';

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
 * The money arrived: paid, and (a customer order) pending at the counter; its number for the day is given last in
 * the payment's transaction (assignOrderNumber). The customer's details fill in from the payment when checkout did
 * not have them (a hosted checkout). Null when the order had already moved on.
 */
export async function markPaid(
  tx: DbOrTx,
  order: OrderRow,
  payment: { paymentIntentId: string | null; customerEmail: string | null; customerName: string | null },
  now: Date,
  /**
   * Online orders were paused when the payment completed, or the shop is closed at the order's pickup time (still
   * recorded; the dashboard marks each).
   */
  marks: { duringPause: boolean; forClosedDay: boolean } = { duringPause: false, forClosedDay: false },
): Promise<OrderRow | null> {
  const [paid] = await tx
    .update(orders)
    .set({
      paymentStatus: 'paid',
      // A test payment never becomes a customer order.
      status: order.isTest ? null : FIRST_ORDER_STATUS,
      paidAt: now,
      paidDuringPause: marks.duringPause,
      paidForClosedDay: marks.forClosedDay,
      // Paid cups count as paid: who held the place is no longer needed.
      heldBy: null,
      holdCheckout: null,
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
export async function movePayment(
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

/**
 * A declined card tried again (the till's Try again): the last decline's message is cleared, so the next answer the
 * reader gives is the one the till shows.
 */
export async function clearPaymentFailure(db: DbOrTx, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ failureMessage: null, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'failed')));
}

/** An attempt whose payment can no longer be made (its hosted session expired, its intent was cancelled). */
export function markCancelled(tx: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  return movePayment(tx, orderId, 'cancelled', {}, now);
}

/** The counter's moves (status, preparation time, ready): the caller checked the domain's rules on the locked row. */
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

/** updateCounterState for orders changed together (their rules checked on the locked rows): one statement. */
export function updateCounterStates(
  tx: DbOrTx,
  ids: readonly string[],
  change: { status: OrderStatus; markedReadyAt: Date | null; now: Date },
): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const { now, ...fields } = change;
  return tx
    .update(orders)
    .set({ ...fields, updatedAt: now })
    .where(inArray(orders.id, [...ids]))
    .returning();
}
