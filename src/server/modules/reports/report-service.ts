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
import { SALES_EXPORT_START, salesExportRecords } from '@domain/sales-export';
import { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { optionGroupNames } from '../catalogue';
import {
  exportOrdersPage,
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

/** Orders read per query of the export: a few hundred kilobytes of CSV. */
const EXPORT_PAGE_SIZE = 500;

/**
 * The orders paid or refunded in the range, oldest payment first, each with its lines, as a CSV stream: written page
 * by page as the pages are read, so a year's export never sits whole in memory and never holds the database in one
 * long query, and other requests are served between pages. The first page is read before answering, so a database
 * that is down still answers 503.
 */
export async function exportCsv(db: DbOrTx, range: ReportRange): Promise<Readable> {
  const interval = rangeInstants(range);
  const first = await exportOrdersPage(db, interval, null, EXPORT_PAGE_SIZE);
  async function* pages(): AsyncGenerator<string> {
    yield SALES_EXPORT_START + salesExportRecords(first.orders, interval);
    let end = first.end;
    while (end) {
      const page = await exportOrdersPage(db, interval, end, EXPORT_PAGE_SIZE);
      yield salesExportRecords(page.orders, interval);
      end = page.end;
    }
  }
  return Readable.from(pages(), { objectMode: false });
}
