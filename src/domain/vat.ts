/**
 * VAT, as a UK takeaway accounts for it: prices stay VAT-inclusive, and the VAT inside an order is worked out per
 * rate, after its discounts, rounded once per rate. The same functions serve the payment (which stores the figures),
 * the receipts, the reports and the exports, so every screen and file rounds alike.
 *
 * Rates are in basis points (2000 = 20%) and dated: a class's rate applies from a day, so a change of rate is a new
 * row here and never rewrites an order already paid (its figures are stored at payment).
 */
import { formatPounds } from './money';

export const VAT_CLASSES = ['standard', 'reduced', 'zero'] as const;
export type VatClass = (typeof VAT_CLASSES)[number];

/** What an order_vat row records: a payment's VAT, or a refund's (the sale's negated). */
export const ORDER_VAT_KINDS = ['sale', 'refund'] as const;
export type OrderVatKind = (typeof ORDER_VAT_KINDS)[number];

/** One class's rate from a shop day ('YYYY-MM-DD') on, until a later row for the same class. */
export interface DatedVatRate {
  vatClass: VatClass;
  fromDay: string;
  rateBp: number;
}

/** The UK's rates as they stand (standard 20% since 4 January 2011, reduced 5% since 1 September 1997). */
export const UK_VAT_RATES: readonly DatedVatRate[] = [
  { vatClass: 'standard', fromDay: '1991-04-01', rateBp: 1750 },
  { vatClass: 'standard', fromDay: '2008-12-01', rateBp: 1500 },
  { vatClass: 'standard', fromDay: '2010-01-01', rateBp: 1750 },
  { vatClass: 'standard', fromDay: '2011-01-04', rateBp: 2000 },
  { vatClass: 'reduced', fromDay: '1997-09-01', rateBp: 500 },
  { vatClass: 'zero', fromDay: '1973-04-01', rateBp: 0 },
];

/** The rate of a class in force on a shop day: the latest row of that class from that day or before. */
export function vatRateOn(vatClass: VatClass, day: string, table: readonly DatedVatRate[] = UK_VAT_RATES): number {
  let best: DatedVatRate | null = null;
  for (const row of table) {
    if (row.vatClass !== vatClass || row.fromDay > day) continue;
    if (!best || row.fromDay > best.fromDay) best = row;
  }
  if (!best) throw new Error(`No ${vatClass} VAT rate is in force on ${day}.`);
  return best.rateBp;
}

/** "20%", "5%", "0%", "17.5%": a rate as people write it. */
export function vatRateLabel(rateBp: number): string {
  return `${rateBp / 100}%`;
}

/** What the admin's select calls each class (its current rate beside it). */
const VAT_CLASS_NAMES: Record<VatClass, string> = {
  standard: 'Standard',
  reduced: 'Reduced',
  zero: 'Zero',
};

/** "Standard 20%": a class and its rate on a day. */
export function vatClassLabel(vatClass: VatClass, day: string, table: readonly DatedVatRate[] = UK_VAT_RATES): string {
  return `${VAT_CLASS_NAMES[vatClass]} ${vatRateLabel(vatRateOn(vatClass, day, table))}`;
}

/** The one-line explanation beside every VAT rate choice: the shop decides, its accountant confirms. */
export const VAT_CLASS_HINT =
  'Hot drinks and food eaten in are usually standard-rated; many cold takeaway milk drinks are zero-rated. Your accountant should confirm the rate.';

/**
 * The class a line is taxed at: the dearest of its options' own classes, else its product's, else its category's,
 * else the shop's default. An option carries a class when it changes what the drink is (a hot option on a cold drink).
 */
export function lineVatClass(input: {
  optionClasses: readonly (VatClass | null)[];
  productClass: VatClass | null;
  categoryClass: VatClass | null;
  shopDefault: VatClass;
  day: string;
  table?: readonly DatedVatRate[];
}): VatClass {
  const fromOptions = input.optionClasses.filter((c): c is VatClass => c !== null);
  if (fromOptions.length) {
    const rate = (c: VatClass) => vatRateOn(c, input.day, input.table);
    return fromOptions.reduce((best, c) => (rate(c) > rate(best) ? c : best));
  }
  return input.productClass ?? input.categoryClass ?? input.shopDefault;
}

/**
 * The VAT inside a VAT-inclusive amount at a rate, rounded to the nearest penny (halves away from zero, so a refund's
 * VAT is exactly its sale's, negated): round(gross × rate / (10000 + rate)), in integers.
 */
export function vatInGross(grossPence: number, rateBp: number): number {
  if (rateBp === 0 || grossPence === 0) return 0;
  const sign = grossPence < 0 ? -1 : 1;
  const magnitude = Math.abs(grossPence);
  const denominator = 10000 + rateBp;
  return sign * Math.floor((2 * magnitude * rateBp + denominator) / (2 * denominator));
}

/**
 * Shares an amount over weights in proportion, in whole pence that add up exactly: each takes the floor of its share,
 * and the pence left over go to the largest remainders (ties to the earlier weight). No share exceeds its weight when
 * the amount does not exceed their sum.
 */
export function shareInProportion(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + Math.max(0, weight), 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (Math.max(0, weight) * amount) / total);
  const shares = exact.map((value) => Math.floor(value));
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** One rate's part of an order: the gross (VAT-inclusive) paid at it, the VAT inside, and the net. */
export interface VatPerRate {
  rateBp: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

/** A line as VAT sees it: what was paid for it after its own discount (a bundle's share), and its rate. */
export interface VatLine {
  grossPence: number;
  rateBp: number;
}

/**
 * The VAT of an order, per rate: the order's own discount (`discountPence`, a discount not already on a line) is
 * spread over its lines in proportion to what they cost, then each rate's gross is summed and its VAT rounded once.
 * A free drink's line is 0 gross. Rates with nothing paid at them are left out; the list is by rate, lowest first.
 * Each rate's net + VAT is its gross, and the grosses add up to what the order cost.
 */
export function splitVat(lines: readonly VatLine[], discountPence = 0): VatPerRate[] {
  const gross = lines.map((line) => Math.max(0, line.grossPence));
  const cost = gross.reduce((sum, value) => sum + value, 0);
  const shares = shareInProportion(Math.min(Math.max(0, discountPence), cost), gross);
  const byRate = new Map<number, number>();
  lines.forEach((line, index) => {
    byRate.set(line.rateBp, (byRate.get(line.rateBp) ?? 0) + gross[index]! - shares[index]!);
  });
  return [...byRate.entries()]
    .filter(([, grossPence]) => grossPence !== 0)
    .sort(([a], [b]) => a - b)
    .map(([rateBp, grossPence]) => perRate(rateBp, grossPence));
}

/** One rate's figures from its gross. */
export function perRate(rateBp: number, grossPence: number): VatPerRate {
  const vatPence = vatInGross(grossPence, rateBp);
  return { rateBp, netPence: grossPence - vatPence, vatPence, grossPence };
}

/** A refund gives back exactly what the sale recorded: each rate's figures negated. */
export function refundOf(sale: readonly VatPerRate[]): VatPerRate[] {
  return sale.map((row) => ({
    rateBp: row.rateBp,
    // 0 − x rather than −x: a zero-rated line's VAT stays 0, never −0.
    netPence: 0 - row.netPence,
    vatPence: 0 - row.vatPence,
    grossPence: 0 - row.grossPence,
  }));
}

/** Sums of rows per rate (a day's, a report's), by rate, lowest first. */
export function totalPerRate(rows: readonly VatPerRate[]): VatPerRate[] {
  const byRate = new Map<number, VatPerRate>();
  for (const row of rows) {
    const sum = byRate.get(row.rateBp) ?? { rateBp: row.rateBp, netPence: 0, vatPence: 0, grossPence: 0 };
    sum.netPence += row.netPence;
    sum.vatPence += row.vatPence;
    sum.grossPence += row.grossPence;
    byRate.set(row.rateBp, sum);
  }
  return [...byRate.values()].sort((a, b) => a.rateBp - b.rateBp);
}

/** A UK VAT number: GB and 9 digits (or 12, a branch's), spaces allowed as people type them; stored without. */
export const VAT_NUMBER_PATTERN = /^GB(\d{9}|\d{12})$/;

export function normaliseVatNumber(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The account codes the accountant's exports use, per class: the sales account, Xero's tax type, QuickBooks' code. */
export interface VatAccountCodes {
  salesAccount: string;
  xeroTaxType: string;
  quickbooksTaxCode: string;
}

/** Xero's and QuickBooks' UK defaults: sales account 200 (Xero's Sales), and the rates' standard tax names. */
export const DEFAULT_VAT_ACCOUNT_CODES: Record<VatClass, VatAccountCodes> = {
  standard: { salesAccount: '200', xeroTaxType: '20% (VAT on Income)', quickbooksTaxCode: '20.0% S' },
  reduced: { salesAccount: '200', xeroTaxType: '5% (VAT on Income)', quickbooksTaxCode: '5.0% R' },
  zero: { salesAccount: '200', xeroTaxType: 'Zero Rated Income', quickbooksTaxCode: '0.0% Z' },
};

/** What a receipt shows of VAT: the shop's number and the order's figures per rate (only when registered). */
export interface ReceiptVat {
  vatNumber: string;
  rates: VatPerRate[];
}

/** One rate as a receipt writes it: "VAT 20%", and its net, VAT and gross in pounds. */
export interface VatReceiptRow {
  rate: string;
  net: string;
  vat: string;
  gross: string;
}

/** A receipt's VAT rows, highest rate first (the standard-rated lines are what most receipts are about). */
export function vatReceiptRows(rates: readonly VatPerRate[]): VatReceiptRow[] {
  return [...rates]
    .sort((a, b) => b.rateBp - a.rateBp)
    .map((row) => ({
      rate: `VAT ${vatRateLabel(row.rateBp)}`,
      net: formatPounds(row.netPence),
      vat: formatPounds(row.vatPence),
      gross: formatPounds(row.grossPence),
    }));
}

/** The same rows as plain text lines: "VAT 20%: net £3.75, VAT £0.75, gross £4.50". */
export function vatReceiptText(vat: ReceiptVat): string[] {
  return [
    `VAT number: ${vat.vatNumber}`,
    ...vatReceiptRows(vat.rates).map((row) => `${row.rate}: net ${row.net}, VAT ${row.vat}, gross ${row.gross}`),
  ];
}

/** The choices of a "VAT rate" select, with the rates in force on `day`: "Standard 20%", "Reduced 5%", "Zero 0%". */
export function vatClassChoices(day: string): { value: VatClass; label: string }[] {
  return VAT_CLASSES.map((vatClass) => ({ value: vatClass, label: vatClassLabel(vatClass, day) }));
}
