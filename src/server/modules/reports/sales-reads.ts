/**
 * SalesReads: what the sales report reads of the orders, declared here and implemented by the orders module
 * (`salesReads`, its SQL aggregates over the tables it owns), joined in services.ts. The report never reads the
 * orders' tables itself; these names are those of the orders module's functions behind them.
 */
import type { ReportAnswer } from '@domain/contracts/reports';
import type { Interval } from '@domain/report-range';
import type { ExportOrder } from '@domain/sales-export';
import type { DbOrTx } from '../../db/client';

/** Where a page of the export ends: the last order's payment time (as the database wrote it, to the microsecond) and id. */
export interface ExportPageEnd {
  paidKey: string;
  id: string;
}

export interface SalesReads {
  summaryOf(db: DbOrTx, current: Interval, previous: Interval): Promise<ReportAnswer['summary']>;
  takingsOf(
    db: DbOrTx,
    interval: Interval,
    granularity: 'hour' | 'day',
  ): Promise<Array<{ bucket: string; orders: number; sales: number; refunds: number }>>;
  heatMapOf(db: DbOrTx, interval: Interval): Promise<ReportAnswer['heatMap']>;
  topProductsOf(db: DbOrTx, interval: Interval): Promise<ReportAnswer['topProducts']>;
  /** `groupNames`: the option groups' names by id, as the catalogue gives them now. */
  topOptionsOf(
    db: DbOrTx,
    interval: Interval,
    groupNames: Readonly<Record<string, string>>,
  ): Promise<ReportAnswer['topOptions']>;
  promotionsOf(db: DbOrTx, interval: Interval): Promise<ReportAnswer['promotions']>;
  paymentMethodsOf(db: DbOrTx, interval: Interval): Promise<ReportAnswer['paymentMethods']>;
  /** One page of the CSV export's orders: at most `pageSize` after `after`, and where the page ended (null: the last). */
  exportOrdersPage(
    db: DbOrTx,
    interval: Interval,
    after: ExportPageEnd | null,
    pageSize: number,
  ): Promise<{ orders: ExportOrder[]; end: ExportPageEnd | null }>;
}
