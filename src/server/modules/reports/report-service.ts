/**
 * The sales report of a range of local dates: its panels from report-queries.ts, run one after another on
 * the same connection pool, with every bucket of the range listed (empty days or hours as zeros), and the range's
 * orders as CSV for the accountant (sales-export.ts in the domain decides what each row counts).
 */
import type { ReportAnswer } from '@domain/contracts/reports';
import {
  addLocalDays,
  previousRange,
  rangeDays,
  rangeInstants,
  reportGranularity,
  type ReportRange,
} from '@domain/report-range';
import { salesExportCsv, type ExportOrder } from '@domain/sales-export';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  heatMapOf,
  promotionsOf,
  summaryOf,
  takingsOf,
  topOptionsOf,
  topProductsOf,
  type Interval,
} from './report-queries';
import { CUSTOMER_PAYMENT_STATUSES } from '@domain/order-status';

function buckets(range: ReportRange, granularity: 'hour' | 'day'): string[] {
  if (granularity === 'hour') return Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
  return Array.from({ length: rangeDays(range) }, (_, day) => addLocalDays(range.from, day));
}

export async function buildReport(db: DbOrTx, range: ReportRange): Promise<ReportAnswer> {
  const previous = previousRange(range);
  const granularity = reportGranularity(range);
  const current: Interval = rangeInstants(range);
  // One query per panel; on PostgreSQL they run side by side on the pool's connections (PGlite takes them in turn).
  const [summary, found, heatMap, topProducts, topOptions, promotions] = await Promise.all([
    summaryOf(db, current, rangeInstants(previous)),
    takingsOf(db, current, granularity),
    heatMapOf(db, current),
    topProductsOf(db, current),
    topOptionsOf(db, current),
    promotionsOf(db, current),
  ]);
  const byBucket = new Map(found.map((row) => [row.bucket, row]));
  const takings = buckets(range, granularity).map(
    (bucket) => byBucket.get(bucket) ?? { bucket, orders: 0, sales: 0, refunds: 0 },
  );
  return {
    range: { ...range, previousFrom: previous.from, previousTo: previous.to, granularity },
    summary,
    takings,
    heatMap,
    topProducts,
    topOptions,
    promotions,
  };
}

const customerStatuses = sql.raw(CUSTOMER_PAYMENT_STATUSES.map((status) => `'${status}'`).join(', '));

/** The orders paid or refunded in the range, oldest payment first, each with its lines, as one CSV file. */
export async function exportCsv(db: DbOrTx, range: ReportRange): Promise<string> {
  const interval = rangeInstants(range);
  const start = sql`${interval.start.toISOString()}::timestamptz`;
  const end = sql`${interval.end.toISOString()}::timestamptz`;
  const result = (await db.execute(
    sql`select o.id, o.created_at, o.paid_at, o.pickup_at, o.refunded_at, o.customer_name, o.customer_email,
               o.subtotal, o.discount, o.total_amount, o.payment_status, o.status,
               coalesce((select json_agg(json_build_object('name', l.name, 'size', l.size, 'quantity', l.quantity,
                                                           'options', l.options) order by l.position)
                         from order_lines l where l.order_id = o.id), '[]'::json) as lines
        from orders o
        where o.is_test = false and o.status is not null and o.payment_status in (${customerStatuses})
          and ((o.paid_at >= ${start} and o.paid_at < ${end}) or (o.refunded_at >= ${start} and o.refunded_at < ${end}))
        order by o.paid_at, o.id`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const time = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
  const orders: ExportOrder[] = result.rows.map((row) => ({
    id: String(row.id),
    createdAt: time(row.created_at)!,
    paidAt: time(row.paid_at),
    pickupAt: time(row.pickup_at),
    refundedAt: time(row.refunded_at),
    customerName: (row.customer_name as string | null) ?? null,
    customerEmail: (row.customer_email as string | null) ?? null,
    subtotal: Number(row.subtotal),
    discount: Number(row.discount),
    totalAmount: Number(row.total_amount),
    paymentStatus: row.payment_status as ExportOrder['paymentStatus'],
    status: (row.status as ExportOrder['status']) ?? null,
    lines: (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as ExportOrder['lines'],
  }));
  return salesExportCsv(orders, interval);
}
