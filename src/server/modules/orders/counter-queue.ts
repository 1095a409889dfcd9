/**
 * The queue at the counter, as the ASAP wait counts it: the cups of today's paid orders (London day) that are not
 * yet ready, collected or refunded. Test payments never reach the counter, so they are left out.
 */
import { shopDate, shopInstant } from '@domain/opening-hours';
import { REFUNDABLE_PAYMENT_STATUSES } from '@domain/order-status';
import { and, eq, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from './schema';

/** The cups (the lines' quantities added up) of the orders that meet `where`. */
export async function cupsOf(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ cups: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(where);
  return Number(row?.cups ?? 0);
}

/** Today's paid customer orders (London day) that are not yet ready, collected or refunded: the counter's queue. */
export function waitingToday(now: Date): SQL | undefined {
  return and(
    eq(orders.isTest, false),
    inArray(orders.paymentStatus, [...REFUNDABLE_PAYMENT_STATUSES]),
    inArray(orders.status, ['pending', 'confirmed']),
    isNull(orders.refundedAt),
    gte(orders.paidAt, shopInstant(shopDate(now), '00:00')),
  );
}

export async function cupsWaitingToday(db: DbOrTx, now: Date): Promise<number> {
  return cupsOf(db, waitingToday(now));
}
