/**
 * "I'm here" from the customer's order page: the first tap records when (customer_here_at) and tells every counter
 * screen on the 'orders' topic, in one transaction; a second tap changes nothing and answers the same time. The
 * counter's list of customers waiting is today's orders still to hand over whose customer said so, first come first.
 */
import { mayAnnounceArrival, TO_HAND_OVER } from '@domain/customer-here';
import type { CustomersHereAnswer } from '@domain/contracts/orders';
import { NOT_HERE_YET } from '@domain/contracts/tracking';
import { shopDate, shopInstant } from '@domain/opening-hours';
import { orderLabel } from '@domain/order-number';
import { REFUNDABLE_PAYMENT_STATUSES, type OrderStatus } from '@domain/order-status';
import { firstName } from '@domain/order-tracking';
import { and, asc, eq, gte, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { LiveHub } from '../live';
import { findTrackedOrderRow } from './order-tracking';
import { orders } from './schema';

const NO_SUCH_ORDER = "We can't find this order.";

/** Records that the customer of the order a token opens is here; answers when they first said so. */
export async function announceArrival(
  db: Db,
  live: Pick<LiveHub, 'publish'>,
  token: string,
  now = new Date(),
): Promise<{ hereAt: string }> {
  return db.transaction(async (tx) => {
    const found = await findTrackedOrderRow(tx, token, now);
    if (!found) throw notFound(NO_SUCH_ORDER);
    // Locked, so two taps at once record one arrival and one announcement.
    const [row] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!row) throw notFound(NO_SUCH_ORDER);
    if (row.customerHereAt) return { hereAt: row.customerHereAt.toISOString() };
    if (
      !mayAnnounceArrival(
        { status: row.status as OrderStatus, paymentStatus: row.paymentStatus, pickupAt: row.pickupAt },
        now,
      )
    )
      throw conflict(NOT_HERE_YET);
    await tx.update(orders).set({ customerHereAt: now }).where(eq(orders.id, row.id));
    await live.publish('orders', { orderId: row.id, event: 'here' }, tx);
    return { hereAt: now.toISOString() };
  });
}

/** Today's customers at the counter whose order is still to hand over, earliest arrival first. */
export async function customersHere(db: Db, now = new Date()): Promise<CustomersHereAnswer> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        isNotNull(orders.customerHereAt),
        eq(orders.isTest, false),
        inArray(orders.status, [...TO_HAND_OVER]),
        inArray(orders.paymentStatus, [...REFUNDABLE_PAYMENT_STATUSES]),
        isNull(orders.refundedAt),
        gte(orders.paidAt, shopInstant(shopDate(now), '00:00')),
      ),
    )
    .orderBy(asc(orders.customerHereAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    orderNumber: orderLabel(row),
    firstName: firstName(row.customerName),
    status: row.status as OrderStatus,
    hereAt: row.customerHereAt!.toISOString(),
  }));
}
