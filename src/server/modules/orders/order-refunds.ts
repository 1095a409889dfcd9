/**
 * Refunds as the orders table records them: the provider's refund event moves the payment (guarded by the lifecycle,
 * like every payment move), and a refund staff made is recorded both ways at once. `refunded_at` keeps the first time
 * either happened: the sales report counts a refund on that day.
 *
 * The provider does not promise the order of its events: a refund can arrive before the payment it gives back. It is
 * kept as the unpaid order's `refunded_at` (nothing reads that column on an unpaid order: reports, the queue and the
 * dashboard only look at paid ones), and the payment, when it lands, ends the order refunded instead of paid.
 */
import { UNPAID_PAYMENT_STATUSES, isUnpaid } from '@domain/order-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from './schema';
import { movePayment } from './order-moves';
import type { OrderRow } from './order-rows';

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

/** A refund that came before its payment: kept on the unpaid order. False when the order is no longer unpaid. */
export async function keepEarlyRefund(tx: DbOrTx, order: OrderRow, now: Date): Promise<boolean> {
  const kept = await tx
    .update(orders)
    .set({ refundedAt: order.refundedAt ?? now, updatedAt: now })
    .where(and(eq(orders.id, order.id), inArray(orders.paymentStatus, [...UNPAID_PAYMENT_STATUSES])))
    .returning({ id: orders.id });
  return kept.length > 0;
}

/** The money of this unpaid order was given back before it arrived: its payment must end the order refunded. */
export const refundCameFirst = (order: OrderRow): boolean => isUnpaid(order) && order.refundedAt !== null;

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
