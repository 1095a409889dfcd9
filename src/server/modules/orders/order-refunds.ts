/**
 * Refunds as the orders table records them: the provider's refund event moves the payment (guarded by the lifecycle,
 * like every payment move), and a refund staff made is recorded both ways at once. `refunded_at` keeps the first time
 * either happened: the sales report counts a refund on that day.
 */
import { eq, sql } from 'drizzle-orm';
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
