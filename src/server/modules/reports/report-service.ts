/**
 * The sales report of a range of local dates: its panels from the orders module's sales queries, run on the same
 * connection pool, with every bucket of the range listed (empty days or hours as zeros), and the range's orders as CSV
 * for the accountant (sales-export.ts in the domain decides what each row counts).
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
import { salesExportCsv } from '@domain/sales-export';
import type { DbOrTx } from '../../db/client';
import { optionGroupNames } from '../catalogue';
import {
  exportOrdersOf,
  heatMapOf,
  promotionsOf,
  summaryOf,
  takingsOf,
  topOptionsOf,
  topProductsOf,
  type Interval,
} from '../orders';

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
    optionGroupNames(db).then((names) => topOptionsOf(db, current, names)),
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

/** The orders paid or refunded in the range, oldest payment first, each with its lines, as one CSV file. */
export async function exportCsv(db: DbOrTx, range: ReportRange): Promise<string> {
  const interval = rangeInstants(range);
  return salesExportCsv(await exportOrdersOf(db, interval), interval);
}
