/**
 * Order numbers for the day (#1, #2, …; src/domain/order-number.ts): given to an order in the transaction that makes
 * it a paid customer order, whichever path that is (a payment event's fulfilment, the demo seed; a free order or a
 * counter order must call it too). The day's counter row is bumped by one upsert: its row lock makes two payments
 * on any instances take turns, so no number is given twice, and a transaction that rolls back gives its number
 * back, so none is skipped. The unique index on (number_day, day_number) stands behind both.
 */
import { orderNumberDay } from '@domain/order-number';
import { SHOP_TIME_ZONE } from '@domain/shop-time-zone';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderDayCounters, orders } from './schema';
import type { OrderRow } from './order-rows';

/**
 * Gives a paid order its number for the shop day of `paidAt`, in the caller's transaction, and answers the order
 * with it. An order that already has one keeps it (a second call gives nothing); the caller has the order locked.
 *
 * The counter's bump and the order's number are one statement, and the caller makes it the last of its writes but
 * those that print the number: from the bump to the commit, every other payment of the day waits for this one
 * (measured on PostgreSQL during a burst of 200 payments: nearly all their waiting was on this row while each
 * transaction still had its stamps, VAT, receipt and announcements to write).
 */
export async function assignOrderNumber(tx: DbOrTx, order: OrderRow, paidAt: Date): Promise<OrderRow> {
  if (order.dayNumber !== null) return order;
  const day = orderNumberDay(paidAt);
  const bumped = tx.$with('bumped').as(
    tx
      .insert(orderDayCounters)
      .values({ day, lastNumber: 1 })
      .onConflictDoUpdate({
        target: orderDayCounters.day,
        set: { lastNumber: sql`${orderDayCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: orderDayCounters.lastNumber }),
  );
  const [numbered] = await tx
    .with(bumped)
    .update(orders)
    .set({ dayNumber: sql`(select ${bumped.lastNumber} from ${bumped})`, numberDay: day })
    .where(and(eq(orders.id, order.id), isNull(orders.dayNumber)))
    .returning();
  if (!numbered) throw new Error(`Order ${order.id} was numbered by another transaction while locked.`);
  return numbered;
}

/**
 * Numbers, in one statement, every paid customer order still without a number (orders written in bulk, as the demo
 * seed does): each shop day's in the order they were paid, after the numbers that day has already given. The shop
 * day is the database's reading of the same time zone as orderNumberDay. Answers how many were numbered.
 */
export async function numberPaidOrdersInBulk(tx: DbOrTx): Promise<number> {
  const shopDay = sql`(paid_at at time zone ${SHOP_TIME_ZONE})::date`;
  const numbered = (await tx.execute(sql`
    with unnumbered as (
      select id, ${shopDay} as day, row_number() over (partition by ${shopDay} order by paid_at, id) as rn
      from orders
      where day_number is null and paid_at is not null and status is not null and is_test = false
    ),
    per_day as (select day, count(*)::int as n from unnumbered group by day),
    bumped as (
      insert into order_day_counters (day, last_number)
      select day, n from per_day
      on conflict (day) do update set last_number = order_day_counters.last_number + excluded.last_number
      returning day, last_number
    )
    update orders set day_number = (bumped.last_number - per_day.n + unnumbered.rn)::int, number_day = unnumbered.day
    from unnumbered
    join per_day on per_day.day = unnumbered.day
    join bumped on bumped.day = unnumbered.day
    where orders.id = unnumbered.id
    returning orders.id`)) as unknown as { rows: unknown[] };
  return numbered.rows.length;
}
