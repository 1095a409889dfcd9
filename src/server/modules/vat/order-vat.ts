/**
 * The VAT of paid and refunded orders, per rate (order_vat). A sale's rows are written in the transaction that marks
 * the order paid, at the rates in force on its shop day; a refund's are the sale's negated, on the refund's shop day.
 * The unique index on (order, kind, rate) makes each write happen once, however often a follower is told.
 */
import { orderNumberDay } from '@domain/order-number';
import {
  lineVatClass,
  refundOf,
  splitVat,
  vatRateOn,
  type OrderVatKind,
  type VatClass,
  type VatPerRate,
} from '@domain/vat';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderVat } from './schema';

/** What VAT needs of a paid order and its lines (the orders module's rows satisfy it). */
export interface PaidOrder {
  id: string;
  paidAt: Date | null;
  /**
   * A stamp card's free drink: what it took off the order. Taken off the line it was on; an order from before the
   * line was kept has it spread over its lines in proportion.
   */
  freeDrink: number;
}

export interface PaidLine {
  productId: string | null;
  /** The category value it was sold under. */
  category: string;
  lineSubtotal: number;
  /** A bundle's share on this line. */
  discount: number;
  /** What the stamp card's free drink took off this line (absent: not known, for orders from before it was kept). */
  freeDrink?: number;
  options: readonly { id: string }[];
}

/** The classes the catalogue gives a line now: its options' own, its product's and its category's (null: none). */
export interface LineClasses {
  optionClasses: readonly (VatClass | null)[];
  productClass: VatClass | null;
  categoryClass: VatClass | null;
}

/**
 * Port: the VAT classes of what an order's lines bought, as the catalogue holds them (the catalogue module implements
 * it; without it, every line takes the shop's default).
 */
export interface VatClassSource {
  classesOf(tx: DbOrTx, lines: readonly PaidLine[]): Promise<LineClasses[]>;
}

const NO_CLASSES: LineClasses = { optionClasses: [], productClass: null, categoryClass: null };

/** The sale's rows of a paid order, worked out (not yet written): per rate, with the class each rate came from. */
export async function saleVatOf(
  tx: DbOrTx,
  input: { order: PaidOrder; lines: readonly PaidLine[]; shopDefault: VatClass; classes?: VatClassSource | undefined },
): Promise<{ day: string; rows: (VatPerRate & { vatClass: VatClass })[] }> {
  const { order, lines, shopDefault } = input;
  const found = input.classes ? await input.classes.classesOf(tx, lines) : lines.map(() => NO_CLASSES);
  return vatOfLines({ ...order, lines }, found, shopDefault);
}

/** The sale's figures per rate from the lines and the classes the catalogue gave them, at the rates of its day. */
function vatOfLines(
  order: PaidOrder & { lines: readonly PaidLine[] },
  found: readonly LineClasses[],
  shopDefault: VatClass,
): { day: string; rows: (VatPerRate & { vatClass: VatClass })[] } {
  const { lines } = order;
  const day = orderNumberDay(order.paidAt ?? new Date());
  const lineClasses = lines.map((_, index) => lineVatClass({ ...(found[index] ?? NO_CLASSES), shopDefault, day }));
  const onLines = lines.reduce((sum, line) => sum + (line.freeDrink ?? 0), 0);
  const split = splitVat(
    lines.map((line, index) => ({
      grossPence: line.lineSubtotal - line.discount - (line.freeDrink ?? 0),
      rateBp: vatRateOn(lineClasses[index]!, day),
    })),
    order.freeDrink - onLines,
  );
  const classOfRate = new Map(lineClasses.map((vatClass) => [vatRateOn(vatClass, day), vatClass]));
  return { day, rows: split.map((row) => ({ ...row, vatClass: classOfRate.get(row.rateBp)! })) };
}

async function insertRows(
  tx: DbOrTx,
  orderId: string,
  kind: OrderVatKind,
  day: string,
  rows: readonly (VatPerRate & { vatClass: VatClass })[],
): Promise<void> {
  if (!rows.length) return;
  await tx
    .insert(orderVat)
    .values(rows.map((row) => ({ orderId, kind, shopDay: day, ...row })))
    .onConflictDoNothing();
}

/** Writes a paid order's sale rows, once. */
export async function recordSaleVat(tx: DbOrTx, input: Parameters<typeof saleVatOf>[1]): Promise<void> {
  const [written] = await tx
    .select({ id: orderVat.id })
    .from(orderVat)
    .where(and(eq(orderVat.orderId, input.order.id), eq(orderVat.kind, 'sale')))
    .limit(1);
  if (written) return;
  const { day, rows } = await saleVatOf(tx, input);
  await insertRows(tx, input.order.id, 'sale', day, rows);
}

/** Writes a refunded order's rows: its sale's negated, on the refund's shop day, once. No sale, nothing to give back. */
export async function recordRefundVat(tx: DbOrTx, orderId: string, refundedAt: Date): Promise<void> {
  const sale = await rowsOf(tx, orderId, 'sale');
  const classes = new Map(sale.map((row) => [row.rateBp, row.vatClass]));
  const refund = refundOf(sale).map((row) => ({ ...row, vatClass: classes.get(row.rateBp)! }));
  await insertRows(tx, orderId, 'refund', orderNumberDay(refundedAt), refund);
}

async function rowsOf(tx: DbOrTx, orderId: string, kind: OrderVatKind) {
  return tx
    .select({
      rateBp: orderVat.rateBp,
      vatClass: orderVat.vatClass,
      netPence: orderVat.netPence,
      vatPence: orderVat.vatPence,
      grossPence: orderVat.grossPence,
    })
    .from(orderVat)
    .where(and(eq(orderVat.orderId, orderId), eq(orderVat.kind, kind)))
    .orderBy(asc(orderVat.rateBp));
}

/** An order's sale per rate, as its receipt shows it (the refund, if any, is a separate event). */
export async function saleRowsOf(db: DbOrTx, orderId: string): Promise<VatPerRate[]> {
  const rows = await rowsOf(db, orderId, 'sale');
  return rows.map(({ rateBp, netPence, vatPence, grossPence }) => ({ rateBp, netPence, vatPence, grossPence }));
}

export interface VatDayTotal {
  day: string;
  rateBp: number;
  vatClass: VatClass;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

/** Each shop day's totals per rate from `fromDay` to `toDay` (inclusive), refunds on the day they were made. */
export async function dayTotalsOf(db: DbOrTx, fromDay: string, toDay: string): Promise<VatDayTotal[]> {
  const rows = await db
    .select({
      day: orderVat.shopDay,
      rateBp: orderVat.rateBp,
      vatClass: sql<VatClass>`min(${orderVat.vatClass})`,
      netPence: sql<number>`sum(${orderVat.netPence})::bigint`,
      vatPence: sql<number>`sum(${orderVat.vatPence})::bigint`,
      grossPence: sql<number>`sum(${orderVat.grossPence})::bigint`,
    })
    .from(orderVat)
    .where(between(orderVat.shopDay, fromDay, toDay))
    .groupBy(orderVat.shopDay, orderVat.rateBp)
    .orderBy(asc(orderVat.shopDay), asc(orderVat.rateBp));
  return rows.map((row) => ({
    ...row,
    netPence: Number(row.netPence),
    vatPence: Number(row.vatPence),
    grossPence: Number(row.grossPence),
  }));
}

/** One order's figures at one rate, as the Sales report's CSV reads them. */
export interface OrderVatRow {
  orderId: string;
  kind: OrderVatKind;
  vatClass: VatClass;
  rateBp: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

/** The sale and refund rows of these orders (a page of the CSV's), by order. */
export async function rowsOfOrders(db: DbOrTx, orderIds: readonly string[]): Promise<Map<string, OrderVatRow[]>> {
  const byOrder = new Map<string, OrderVatRow[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({
      orderId: orderVat.orderId,
      kind: orderVat.kind,
      vatClass: orderVat.vatClass,
      rateBp: orderVat.rateBp,
      netPence: orderVat.netPence,
      vatPence: orderVat.vatPence,
      grossPence: orderVat.grossPence,
    })
    .from(orderVat)
    .where(inArray(orderVat.orderId, [...orderIds]))
    .orderBy(asc(orderVat.orderId), asc(orderVat.rateBp));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/** A paid order as a bulk load has it (demo and benchmark data): its lines, and its refund if it was given back. */
export interface BulkPaidOrder extends PaidOrder {
  refundedAt: Date | null;
  lines: readonly PaidLine[];
}

/** Orders per batch: one read of the classes and one INSERT of at most a few thousand rows each. */
const BULK_BATCH = 500;

/**
 * Writes the sale (and refund) rows of orders loaded in bulk, as their payments and refunds would have: the classes read
 * once a batch, the figures worked out as `saleVatOf` works them out.
 */
export async function recordVatInBulk(
  db: DbOrTx,
  input: { orders: readonly BulkPaidOrder[]; shopDefault: VatClass; classes?: VatClassSource | undefined },
): Promise<number> {
  let written = 0;
  for (let start = 0; start < input.orders.length; start += BULK_BATCH) {
    const batch = input.orders.slice(start, start + BULK_BATCH);
    const all = batch.flatMap((order) => order.lines);
    const found = input.classes ? await input.classes.classesOf(db, all) : all.map(() => NO_CLASSES);
    let at = 0;
    const rows = batch.flatMap((order) => {
      const classes = order.lines.map(() => found[at++] ?? NO_CLASSES);
      const { day, rows: sale } = vatOfLines(order, classes, input.shopDefault);
      const saleRows = sale.map((row) => ({ orderId: order.id, kind: 'sale' as const, shopDay: day, ...row }));
      if (!order.refundedAt) return saleRows;
      const refundDay = orderNumberDay(order.refundedAt);
      const refund = refundOf(sale).map((row, index) => ({ ...row, vatClass: sale[index]!.vatClass }));
      return [
        ...saleRows,
        ...refund.map((row) => ({ orderId: order.id, kind: 'refund' as const, shopDay: refundDay, ...row })),
      ];
    });
    if (rows.length) await db.insert(orderVat).values(rows).onConflictDoNothing();
    written += rows.length;
  }
  return written;
}
