/**
 * VAT as a service: the shop's registration and settings, the figures of each paid and refunded order (written by the
 * orders' followers in the payment's or refund's transaction), and the days' totals the close and the exports read.
 */
import type { VatSettings, VatSettingsBody } from '@domain/contracts/vat';
import { totalPerRate, type ReceiptVat, type VatPerRate } from '@domain/vat';
import type { Db, DbOrTx } from '../../db/client';
import type { Actor } from '../audit';
import {
  dayTotalsOf,
  recordRefundVat,
  recordVatInBulk,
  type BulkPaidOrder,
  recordSaleVat,
  rowsOfOrders,
  saleRowsOf,
  type OrderVatRow,
  type PaidLine,
  type PaidOrder,
  type VatClassSource,
  type VatDayTotal,
} from './order-vat';
import { readVatSettings, saveVatSettings } from './vat-settings';

export interface VatServiceOptions {
  db: Db;
  /** The catalogue's classes of what a line bought; without it, every line takes the shop's default. */
  classes?: VatClassSource;
}

/** A range's VAT: per rate, and in all. */
export interface RangeVat {
  vatNumber: string;
  rates: VatPerRate[];
  netPence: number;
  vatPence: number;
  grossPence: number;
}

const sumOf = (rates: readonly VatPerRate[]) => ({
  netPence: rates.reduce((sum, row) => sum + row.netPence, 0),
  vatPence: rates.reduce((sum, row) => sum + row.vatPence, 0),
  grossPence: rates.reduce((sum, row) => sum + row.grossPence, 0),
});

export class VatService {
  private readonly db: Db;
  private readonly classes: VatClassSource | undefined;

  constructor(options: VatServiceOptions) {
    this.db = options.db;
    this.classes = options.classes;
  }

  /** Whether the shop is VAT-registered: without a number, no screen, receipt or file shows VAT. */
  async registration(on: DbOrTx = this.db): Promise<{ vatNumber: string | null }> {
    const { vatNumber } = await readVatSettings(on);
    return { vatNumber };
  }

  settings(on: DbOrTx = this.db): Promise<VatSettings> {
    return readVatSettings(on);
  }

  saveSettings(input: VatSettingsBody, actor: Actor): Promise<VatSettings> {
    return saveVatSettings(this.db, actor, input);
  }

  /** Each shop day's totals per rate, YYYY-MM-DD inclusive, refunds on the day made; by day, then rate. */
  dayTotals(fromDay: string, toDay: string, on: DbOrTx = this.db): Promise<VatDayTotal[]> {
    return dayTotalsOf(on, fromDay, toDay);
  }

  /** These orders' sale and refund rows, by order (the Sales report's CSV, a page at a time). */
  ordersVat(orderIds: readonly string[], on: DbOrTx = this.db): Promise<Map<string, OrderVatRow[]>> {
    return rowsOfOrders(on, orderIds);
  }

  /**
   * A range of shop days' VAT per rate (sales less refunds), and the number it is shown under; null when the shop is
   * not VAT-registered.
   */
  async rangeVat(fromDay: string, toDay: string, on: DbOrTx = this.db): Promise<RangeVat | null> {
    const { vatNumber } = await this.registration(on);
    if (!vatNumber) return null;
    const rates = totalPerRate(await dayTotalsOf(on, fromDay, toDay));
    return { vatNumber, rates, ...sumOf(rates) };
  }

  /** An order's sale per rate (figures stored at payment), for its receipts. */
  orderVat(orderId: string, on: DbOrTx = this.db): Promise<VatPerRate[]> {
    return saleRowsOf(on, orderId);
  }

  /** The VAT a receipt shows, or null when the shop is not VAT-registered. */
  async receiptVat(orderId: string, on: DbOrTx = this.db): Promise<ReceiptVat | null> {
    const { vatNumber } = await this.registration(on);
    if (!vatNumber) return null;
    return { vatNumber, rates: await this.orderVat(orderId, on) };
  }

  /** Orders' follower: a paid order's VAT per rate, in the payment's transaction (whether registered or not). */
  async orderPaid(tx: DbOrTx, order: PaidOrder, lines: readonly PaidLine[]): Promise<void> {
    const { defaultClass } = await readVatSettings(tx);
    await recordSaleVat(tx, { order, lines, shopDefault: defaultClass, classes: this.classes });
  }

  /** Demo and benchmark data: the VAT of orders written in bulk, as their payments and refunds would have stored it. */
  async recordInBulk(orders: readonly BulkPaidOrder[], on: DbOrTx = this.db): Promise<number> {
    const { defaultClass } = await readVatSettings(on);
    return recordVatInBulk(on, { orders, shopDefault: defaultClass, classes: this.classes });
  }

  /** Orders' follower: a refund gives back the sale's VAT on the refund's shop day, in the refund's transaction. */
  orderRefunded(tx: DbOrTx, orderId: string, refundedAt: Date = new Date()): Promise<void> {
    return recordRefundVat(tx, orderId, refundedAt);
  }
}
