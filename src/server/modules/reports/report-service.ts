/**
 * The sales report of a range of local dates: its panels from the orders' sales reads (the SalesReads port, which the
 * orders module implements with SQL aggregates), each read in the
 * report lane (db/report-lane.ts: one report at a time, on connections of its own or between checkouts, with a time
 * limit), with every bucket of the range listed (empty days or hours as zeros), and the range's orders as CSV
 * for the accountant (sales-export.ts in the domain decides what each row counts).
 */
import type { ReportAnswer } from '@domain/contracts/reports';
import {
  addLocalDays,
  previousRange,
  rangeDays,
  rangeInstants,
  reportGranularity,
  type Interval,
  type ReportRange,
} from '@domain/report-range';
import { salesExportRecords, salesExportStart, type ExportOrder } from '@domain/sales-export';
import { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import type { ReportReader, ReportTurn } from '../../db/report-lane';
import { optionGroupNames } from '../catalogue';
import type { VatService } from '../vat';
import type { SalesReads } from './sales-reads';

/** What the report reads of VAT: a range's figures per rate, and each exported order's (the vat module's). */
export type ReportVat = Pick<VatService, 'registration' | 'rangeVat' | 'ordersVat'>;

function buckets(range: ReportRange, granularity: 'hour' | 'day'): string[] {
  if (granularity === 'hour') return Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
  return Array.from({ length: rangeDays(range) }, (_, day) => addLocalDays(range.from, day));
}

/** Reads straight from a database, outside any lane: for the benchmark and scripts, never for a request. */
export const readDirectly = (db: DbOrTx): ReportReader => ({ read: (query) => query(db) });

export async function buildReport(
  reader: ReportReader,
  range: ReportRange,
  sales: SalesReads,
  vat?: ReportVat,
): Promise<ReportAnswer> {
  const previous = previousRange(range);
  const granularity = reportGranularity(range);
  const current: Interval = rangeInstants(range);
  const { read } = reader;
  // One read per panel; on PostgreSQL they run two by two on the report pool (PGlite takes them in turn, with
  // checkouts' steps between them).
  const [summary, found, heatMap, topProducts, topOptions, promotions, paymentMethods, rangeVat] = await Promise.all([
    read((db) => sales.summaryOf(db, current, rangeInstants(previous))),
    read((db) => sales.takingsOf(db, current, granularity)),
    read((db) => sales.heatMapOf(db, current)),
    read((db) => sales.topProductsOf(db, current)),
    read(async (db) => sales.topOptionsOf(db, current, await optionGroupNames(db))),
    read((db) => sales.promotionsOf(db, current)),
    read((db) => sales.paymentMethodsOf(db, current)),
    // Sales on the days paid less refunds on the days made, as the panels above count them.
    vat ? read((db) => vat.rangeVat(range.from, range.to, db)) : null,
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
    paymentMethods,
    vat: rangeVat,
  };
}

/**
 * The orders paid or refunded in the range, oldest payment first, each with its lines, as a CSV stream: written page
 * by page as the pages are read (each a read of the report's turn, of the lane's orders per read), so a year's export never sits whole in memory and
 * never holds the database in one long query, and checkouts are served between pages. The first page is read before
 * answering, so a database that is down, or a report past its time limit, still answers a readable 503. The stream
 * holds the report's turn until its last page is written, or the download stops; a turn that runs out of time midway
 * ends the download with an error rather than a file that looks whole.
 */
export async function exportCsv(
  report: ReportTurn,
  range: ReportRange,
  sales: SalesReads,
  vat?: ReportVat,
): Promise<Readable> {
  const interval = rangeInstants(range);
  let first: Awaited<ReturnType<typeof sales.exportOrdersPage>>;
  let withVat = false;
  try {
    // The VAT columns only when the shop is VAT-registered (its number read once, for the whole file).
    withVat = vat ? (await report.read((db) => vat.registration(db))).vatNumber !== null : false;
    first = await report.read((db) => sales.exportOrdersPage(db, interval, null, report.ordersPerRead));
  } catch (error) {
    report.leave();
    throw error;
  }
  const withItsVat = async (page: readonly ExportOrder[]) => {
    if (!withVat || !vat) return page;
    const found = await report.read((db) =>
      vat.ordersVat(
        page.map((order) => order.id),
        db,
      ),
    );
    return page.map((order) => ({ ...order, vat: found.get(order.id) ?? [] }));
  };
  async function* pages(): AsyncGenerator<string> {
    yield salesExportStart(withVat) + salesExportRecords(await withItsVat(first.orders), interval, withVat);
    let end = first.end;
    while (end) {
      const after = end;
      const page = await report.read((db) => sales.exportOrdersPage(db, interval, after, report.ordersPerRead));
      yield salesExportRecords(await withItsVat(page.orders), interval, withVat);
      end = page.end;
    }
  }
  const csv = Readable.from(pages(), { objectMode: false });
  // However the stream ends (written whole, failed, or destroyed because the download stopped, even before its first
  // chunk was asked for), the turn is given back.
  csv.once('close', () => report.leave());
  return csv;
}
