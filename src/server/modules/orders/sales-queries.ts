/**
 * The sales report's reads of the orders module's tables, computed by the database: one aggregate per panel, the same
 * SQL on PGlite and PostgreSQL, local days, hours and weekdays by `AT TIME ZONE 'Europe/London'`, and the range's
 * orders for the CSV export. Orders owns these queries so that the report never reads its tables itself.
 *
 * What counts: a customer order (not a test payment, paid: paid, needs_review or refunded) on the day it was paid; a
 * refund (the whole payment, orders.total_amount) on the day it was made (orders.refunded_at), whenever the order was
 * paid. Gross sales are the lines at menu prices (orders.subtotal), discounts the promotions' (orders.discount), net
 * sales gross less discounts, free drinks and refunds, the average order what a paid order took (over orders). The
 * stamp cards' free drinks (orders.free_drink) are counted and costed on their own.
 *
 * `salesReads` gathers them as the reports module's SalesReads port, which services.ts hands to the report.
 */
import { CUSTOMER_PAYMENT_STATUSES } from '@domain/order-status';
import { PAYMENT_METHOD_NAMES, type PaymentMethodKind } from '@domain/payment-methods';
import type { OrderChannel } from '@domain/till';
import { SHOP_TIME_ZONE } from '@domain/shop-time-zone';
import type { ReportAnswer, ReportRanking } from '@domain/contracts/reports';
import type { ExportOrder } from '@domain/sales-export';
import type { Interval } from '@domain/report-range';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ExportPageEnd, SalesReads } from '../reports';

/** How many rows each ranking lists. */
const TOP_COUNT = 10;

const customerOrder = sql.raw(
  `o.is_test = false and o.status is not null and o.payment_status in (${CUSTOMER_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`,
);
const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const paidIn = (interval: Interval) => sql`o.paid_at >= ${at(interval.start)} and o.paid_at < ${at(interval.end)}`;
const refundedIn = (interval: Interval) =>
  sql`o.refunded_at >= ${at(interval.start)} and o.refunded_at < ${at(interval.end)}`;

/**
 * The UTC hour an instant falls in, by plain arithmetic (date_bin): orders are first counted per hour this way and
 * only the hours (at most 8,784 a year) are turned into London time, not every order. Exact, because London's offset
 * from UTC is always a whole number of hours.
 */
const utcHour = (column: SQL) => sql`date_bin('1 hour', ${column}, timestamptz '2000-01-01T00:00:00Z')`;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** bigint sums arrive as strings from PostgreSQL: every figure is a whole number of pence or of things. */
const whole = (value: unknown): number => Number(value ?? 0);

type Summary = ReportAnswer['summary'];

/** Orders, gross sales, discounts, refunds, net sales and the average order, for the range and the one before. */
async function summaryOf(db: DbOrTx, current: Interval, previous: Interval): Promise<Summary> {
  const both: Interval = { start: previous.start, end: current.end };
  // One pass over the two periods' sales and refunds together, each row marked with its period.
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`select
          count(*) filter (where sale and cur) as orders,
          count(*) filter (where sale and not cur) as previous_orders,
          coalesce(sum(subtotal) filter (where cur), 0) as gross,
          coalesce(sum(subtotal) filter (where not cur), 0) as previous_gross,
          coalesce(sum(discount) filter (where cur), 0) as discounts,
          coalesce(sum(discount) filter (where not cur), 0) as previous_discounts,
          coalesce(sum(refund) filter (where cur), 0) as refunds,
          coalesce(sum(refund) filter (where not cur), 0) as previous_refunds,
          count(*) filter (where sale and cur and free_drink > 0) as free_drinks,
          count(*) filter (where sale and not cur and free_drink > 0) as previous_free_drinks,
          coalesce(sum(free_drink) filter (where cur), 0) as free_drinks_cost,
          coalesce(sum(free_drink) filter (where not cur), 0) as previous_free_drinks_cost
        from (
          select true as sale, o.paid_at >= ${at(current.start)} as cur, o.subtotal, o.discount, o.free_drink,
                 0 as refund
          from orders o where ${customerOrder} and ${paidIn(both)}
          union all
          select false, o.refunded_at >= ${at(current.start)}, 0, 0, 0, o.total_amount
          from orders o where ${customerOrder} and ${refundedIn(both)}
        ) t`,
  );
  const pick = (key: string) => ({ current: whole(row?.[key]), previous: whole(row?.[`previous_${key}`]) });
  const orders = pick('orders');
  const grossSales = pick('gross');
  const discounts = pick('discounts');
  const refunds = pick('refunds');
  const freeDrinks = pick('free_drinks');
  const freeDrinksCost = pick('free_drinks_cost');
  // What paid orders took: the lines at menu prices less the promotions and the stamp cards' free drinks.
  const taken = (period: 'current' | 'previous') => grossSales[period] - discounts[period] - freeDrinksCost[period];
  const net = (period: 'current' | 'previous') => taken(period) - refunds[period];
  const average = (period: 'current' | 'previous') =>
    orders[period] === 0 ? 0 : Math.round(taken(period) / orders[period]);
  return {
    orders,
    grossSales,
    discounts,
    freeDrinks,
    freeDrinksCost,
    refunds,
    netSales: { current: net('current'), previous: net('previous') },
    averageOrder: { current: average('current'), previous: average('previous') },
  };
}

/** Takings (what paid orders took, after discounts) and refunds per local day, or per local hour for one day. */
async function takingsOf(
  db: DbOrTx,
  interval: Interval,
  granularity: 'hour' | 'day',
): Promise<Array<{ bucket: string; orders: number; sales: number; refunds: number }>> {
  const format = granularity === 'hour' ? 'HH24":00"' : 'YYYY-MM-DD';
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select to_char(hour at time zone ${zone}, ${format}) as bucket, sum(orders) as orders, sum(sales) as sales,
               sum(refunds) as refunds
        from (
          select ${utcHour(sql`o.paid_at`)} as hour, count(*) as orders, sum(o.total_amount) as sales, 0 as refunds
          from orders o where ${customerOrder} and ${paidIn(interval)} group by 1
          union all
          select ${utcHour(sql`o.refunded_at`)}, 0, 0, sum(o.total_amount)
          from orders o where ${customerOrder} and ${refundedIn(interval)} group by 1
        ) t group by 1 order by 1`,
  );
  return found.map((row) => ({
    bucket: String(row.bucket),
    orders: whole(row.orders),
    sales: whole(row.sales),
    refunds: whole(row.refunds),
  }));
}

/** Paid orders by local weekday (1 Monday … 7 Sunday) and hour: the busy times. */
async function heatMapOf(db: DbOrTx, interval: Interval): Promise<ReportAnswer['heatMap']> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select extract(isodow from hour at time zone ${zone}) as weekday, extract(hour from hour at time zone ${zone}) as hour,
               sum(orders) as orders, sum(sales) as sales
        from (select ${utcHour(sql`o.paid_at`)} as hour, count(*) as orders, sum(o.total_amount) as sales
              from orders o where ${customerOrder} and ${paidIn(interval)} group by 1) t
        group by 1, 2 order by 1, 2`,
  );
  return found.map((row) => ({
    weekday: whole(row.weekday),
    hour: whole(row.hour),
    orders: whole(row.orders),
    sales: whole(row.sales),
  }));
}

/** The top rows of a ranked aggregate (rank columns qr and sr), both ways. */
function rankings(found: Record<string, unknown>[]): { byQuantity: ReportRanking; bySales: ReportRanking } {
  const item = (row: Record<string, unknown>) => ({
    name: String(row.name),
    quantity: whole(row.quantity),
    sales: whole(row.sales),
  });
  const top = (rank: 'qr' | 'sr') =>
    found
      .filter((row) => whole(row[rank]) <= TOP_COUNT)
      .sort((a, b) => whole(a[rank]) - whole(b[rank]))
      .map(item);
  return { byQuantity: top('qr'), bySales: top('sr') };
}

const ranked = (aggregate: SQL) =>
  sql`select name, quantity, sales, qr, sr from (
        select name, quantity, sales,
               row_number() over (order by quantity desc, sales desc, name) as qr,
               row_number() over (order by sales desc, quantity desc, name) as sr
        from (${aggregate}) a
      ) r where qr <= ${TOP_COUNT} or sr <= ${TOP_COUNT}`;

/** The drinks sold most, by cups and by takings (the line at menu price less its promotion's discount). */
async function topProductsOf(db: DbOrTx, interval: Interval) {
  return rankings(
    await rows(
      db,
      ranked(sql`select l.name, sum(l.quantity) as quantity, sum(l.line_subtotal - l.discount) as sales
                 from order_lines l join orders o on o.id = l.order_id
                 where ${customerOrder} and ${paidIn(interval)}
                 group by l.name`),
    ),
  );
}

/**
 * The drink options chosen most (the snapshot on each line), by cups and by what they added, each named by its group's
 * name as the catalogue gives it now (groupNames: id to name; the catalogue owns the groups).
 */
async function topOptionsOf(db: DbOrTx, interval: Interval, groupNames: Readonly<Record<string, string>>) {
  return rankings(
    await rows(
      db,
      // Lines are first summed per distinct choice of options (a few hundred in a year), and only those are expanded.
      // They are grouped by options_key (the md5 of the snapshot, kept by the database: equal snapshots, equal keys),
      // a tenth of the cost of hashing every line's jsonb; each group's snapshot is read back from one of its lines.
      ranked(sql`select coalesce(g.name || ': ', '') || opt.name as name, sum(c.quantity) as quantity,
                        sum(opt.price * c.quantity) as sales
                 from (select k.quantity, one.options
                       from (select l.options_key, min(l.id) as line_id, sum(l.quantity) as quantity
                             from order_lines l join orders o on o.id = l.order_id
                             where ${customerOrder} and ${paidIn(interval)} and l.options_key <> md5('[]')
                             group by l.options_key) k
                       join order_lines one on one.id = k.line_id) c
                 cross join lateral jsonb_to_recordset(c.options) as opt(name text, "groupId" text, price int)
                 left join jsonb_each_text(${JSON.stringify(groupNames)}::jsonb) as g(id, name) on g.id = opt."groupId"
                 group by g.name, opt.name`),
    ),
  );
}

/** Each promotion used: in how many orders, on how many cups, and what it gave away. */
async function promotionsOf(db: DbOrTx, interval: Interval): Promise<ReportAnswer['promotions']> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select coalesce(l.promotion_title, 'Promotion') as title, count(distinct l.order_id) as orders,
               sum(l.bundled_units) as units, sum(l.discount) as given_away
        from order_lines l join orders o on o.id = l.order_id
        where l.promotion_id is not null and ${customerOrder} and ${paidIn(interval)}
        group by 1 order by given_away desc, title`,
  );
  return found.map((row) => ({
    title: String(row.title),
    orders: whole(row.orders),
    units: whole(row.units),
    givenAway: whole(row.given_away),
  }));
}

/**
 * Counts and takings per channel (online, counter, kiosk) and payment method (card, Apple Pay, Google Pay, Link, test
 * wallet, cash; "Not recorded" for orders whose provider never said), of the orders paid in the interval.
 */
async function paymentMethodsOf(db: DbOrTx, interval: Interval): Promise<ReportAnswer['paymentMethods']> {
  const found = await rows<Record<string, unknown>>(
    db,
    sql`select o.channel, o.payment_method as method, count(*) as orders, sum(o.total_amount) as takings
        from orders o
        where ${customerOrder} and ${paidIn(interval)}
        group by 1, 2 order by takings desc, channel, method`,
  );
  return found.map((row) => ({
    channel: row.channel as OrderChannel,
    method: row.method ? PAYMENT_METHOD_NAMES[row.method as PaymentMethodKind] : 'Not recorded',
    orders: whole(row.orders),
    takings: whole(row.takings),
  }));
}

/**
 * One page of the export's orders, oldest payment first (orders never paid, only refunded, before all), each with its
 * lines: at most `pageSize` orders after `after`. A year's export is read page by page, so no query holds the database
 * long and no more than one page is in memory.
 *
 * Each page is found by walking an index in the export's order from where the last page ended (keyset pagination),
 * never by sorting the range again: the orders paid in the range come from the report's index on (paid_at, id), which
 * serves that order; the few refunded in the range but paid outside it (or never) come from the refunds' index, and
 * the two are merged. A page costs its own rows, whether it is the first or the two-hundredth.
 */
async function exportOrdersPage(
  db: DbOrTx,
  interval: Interval,
  after: ExportPageEnd | null,
  pageSize: number,
): Promise<{ orders: ExportOrder[]; end: ExportPageEnd | null }> {
  const paidKey = sql`coalesce(o.paid_at, '-infinity'::timestamptz)`;
  const afterKey = after ? sql`(${after.paidKey}::timestamptz, ${after.id}::uuid)` : null;
  const found = await rows<Record<string, unknown>>(
    db,
    sql`with page as (
          select id, paid_key from (
            (select o.id, o.paid_at as paid_key from orders o
             where ${customerOrder} and ${paidIn(interval)} ${afterKey ? sql`and (o.paid_at, o.id) > ${afterKey}` : sql``}
             order by o.paid_at, o.id limit ${pageSize})
            union all
            (select o.id, ${paidKey} from orders o
             where ${customerOrder} and ${refundedIn(interval)}
               and (o.paid_at is null or o.paid_at < ${at(interval.start)} or o.paid_at >= ${at(interval.end)})
               ${afterKey ? sql`and (${paidKey}, o.id) > ${afterKey}` : sql``}
             order by ${paidKey}, o.id limit ${pageSize})
          ) both_kinds
          order by paid_key, id limit ${pageSize}
        )
        select o.id, o.created_at, o.paid_at, o.pickup_at, o.pickup_asap, o.refunded_at, o.customer_name, o.customer_email,
               o.subtotal, o.discount, o.free_drink, o.total_amount, o.payment_status, o.status, page.paid_key::text as paid_key,
               o.payment_method, o.payment_method_detail, o.day_number, o.channel,
               coalesce((select json_agg(json_build_object('name', l.name, 'size', l.size, 'quantity', l.quantity,
                                                           'options', l.options) order by l.position)
                         from order_lines l where l.order_id = o.id), '[]'::json) as lines
        from page join orders o on o.id = page.id
        order by page.paid_key, o.id`,
  );
  const time = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  const orders = found.map((row) => ({
    id: String(row.id),
    createdAt: time(row.created_at)!,
    paidAt: time(row.paid_at),
    pickupAt: time(row.pickup_at),
    pickupAsap: row.pickup_asap === true || row.pickup_asap === 't',
    refundedAt: time(row.refunded_at),
    customerName: (row.customer_name as string | null) ?? null,
    customerEmail: (row.customer_email as string | null) ?? null,
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    freeDrink: Number(row.free_drink),
    totalAmount: Number(row.total_amount),
    paymentStatus: row.payment_status as ExportOrder['paymentStatus'],
    status: (row.status as ExportOrder['status']) ?? null,
    lines: (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as ExportOrder['lines'],
    paymentMethod: row.payment_method
      ? {
          kind: row.payment_method as PaymentMethodKind,
          detail: (row.payment_method_detail as string | null) ?? null,
        }
      : null,
    dayNumber: row.day_number === null || row.day_number === undefined ? null : Number(row.day_number),
    channel: (row.channel as OrderChannel | undefined) ?? 'online',
  }));
  const last = found.at(-1);
  const end = found.length === pageSize && last ? { paidKey: String(last.paid_key), id: String(last.id) } : null;
  return { orders, end };
}

/** The reports module's SalesReads port: one read per panel of the sales report, and the CSV export's pages. */
export const salesReads: SalesReads = {
  summaryOf,
  takingsOf,
  heatMapOf,
  topProductsOf,
  topOptionsOf,
  promotionsOf,
  paymentMethodsOf,
  exportOrdersPage,
};
