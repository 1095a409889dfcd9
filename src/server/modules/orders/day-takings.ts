/**
 * The day's close reads the day's takings here, with the sales report's rules (sales-queries.ts): a customer order
 * (not a test payment) counts on the day it was paid, a refund (the whole payment) on the day it was made. One row per
 * channel and stored payment method; the close module groups them (src/domain/day-close.ts).
 */
import { CUSTOMER_PAYMENT_STATUSES } from '@domain/order-status';
import type { DayTakings } from '@domain/day-close';
import type { PaymentMethodKind } from '@domain/payment-methods';
import type { Interval } from '@domain/report-range';
import type { OrderChannel } from '@domain/till';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

const customerOrder = sql.raw(
  `o.is_test = false and o.status is not null and o.payment_status in (${CUSTOMER_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`,
);
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const whole = (value: unknown): number => Number(value ?? 0);

/** The interval's paid orders and refunds, summed per channel and payment method. */
export async function dayTakingsOf(db: DbOrTx, interval: Interval): Promise<DayTakings> {
  const sales = (await db.execute(
    sql`select o.channel, o.payment_method as method, count(*) as orders, sum(o.total_amount) as takings,
               sum(o.subtotal) as gross, sum(o.discount) as discounts,
               count(*) filter (where o.free_drink > 0) as free_drinks, sum(o.free_drink) as free_drinks_cost
        from orders o
        where ${customerOrder} and o.paid_at >= ${at(interval.start)} and o.paid_at < ${at(interval.end)}
        group by 1, 2`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const refunds = (await db.execute(
    sql`select o.payment_method as method, count(*) as count, sum(o.total_amount) as amount
        from orders o
        where ${customerOrder} and o.refunded_at >= ${at(interval.start)} and o.refunded_at < ${at(interval.end)}
        group by 1`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const method = (value: unknown) => (value ? (value as PaymentMethodKind) : null);
  return {
    sales: sales.rows.map((row) => ({
      channel: (row.channel as OrderChannel | null) ?? 'online',
      method: method(row.method),
      orders: whole(row.orders),
      takings: whole(row.takings),
      grossSales: whole(row.gross),
      discounts: whole(row.discounts),
      freeDrinks: whole(row.free_drinks),
      freeDrinksCost: whole(row.free_drinks_cost),
    })),
    refunds: refunds.rows.map((row) => ({
      method: method(row.method),
      count: whole(row.count),
      amount: whole(row.amount),
    })),
  };
}
