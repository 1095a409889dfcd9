/**
 * What the makers work from, read here because these are the orders' rows: the orders to make and the one Recall would
 * bring back. `makersOrders` hands them, with the order reads and the two moves the make screen takes, to the counter
 * module (its MakersOrders port, joined in services.ts).
 */
import { shopDate, shopInstant } from '@domain/opening-hours';
import { and, asc, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../audit';
import { waitingToday } from './counter-queue';
import { findOrder, listOrderLines } from './find-orders';
import type { OrderLineRow, OrderRow } from './order-rows';
import type { OrdersService } from './orders-service';
import { orderLines, orders } from './schema';

/**
 * The orders the makers have to make: today's paid customer orders (London day) not yet ready, collected or
 * refunded, in pickup order (an ASAP order by when it was paid, a scheduled one by its pickup time), with their lines;
 * an order whose customer said I'm here first of all.
 */
async function ordersToMake(db: DbOrTx, now: Date): Promise<Array<{ order: OrderRow; lines: OrderLineRow[] }>> {
  const rows = await db
    .select()
    .from(orders)
    .where(waitingToday(now))
    .orderBy(
      // A customer at the counter comes first: their ticket is the one to make now.
      asc(sql`${orders.customerHereAt} is null`),
      asc(orders.customerHereAt),
      asc(
        sql`case when ${orders.pickupAsap} or ${orders.pickupAt} is null then ${orders.paidAt} else ${orders.pickupAt} end`,
      ),
      asc(orders.paidAt),
    )
    .limit(200);
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  return rows.map((order) => ({ order, lines: lines.filter((line) => line.orderId === order.id) }));
}

/**
 * The ticket Recall brings back: today's order most recently made ready that still waits at the counter (not
 * collected or refunded), or null.
 */
async function lastMadeReady(db: DbOrTx, now: Date): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.isTest, false),
        eq(orders.status, 'ready'),
        eq(orders.paymentStatus, 'paid'),
        isNull(orders.refundedAt),
        gte(orders.markedReadyAt, shopInstant(shopDate(now), '00:00')),
      ),
    )
    .orderBy(desc(orders.markedReadyAt))
    .limit(1);
  return row ?? null;
}

/**
 * The counter's MakersOrders port: the make screen's reads, and its Ready and Recall through the staff service (the
 * lifecycle, the customer's e-mail and the audit are the same as the dashboard's).
 */
export function makersOrders(staff: Pick<OrdersService, 'readyNow' | 'recall'>) {
  return {
    ordersToMake,
    lastMadeReady,
    findOrder,
    listOrderLines,
    readyNow: (actor: Actor, orderId: string) => staff.readyNow(actor, orderId),
    recall: (actor: Actor, orderId: string) => staff.recall(actor, orderId),
  };
}
