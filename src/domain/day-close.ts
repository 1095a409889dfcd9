/**
 * The day's close: the Z report of one shop day (the shop's clock, Europe/London) and its cash count. The figures are
 * the sales report's own (an order counts on the day it was paid, a refund on the day it was made, test payments
 * never), so the Z report's takings for a day are the Sales report's for that day. The orders module sums them in
 * SQL (DayTakings); this file only groups and adds them up, so the same arithmetic is tested once here.
 */
import type { Pence } from './money';
import type { PaymentMethodKind } from './payment-methods';
import { ORDER_CHANNELS, type OrderChannel } from './till';
import { totalPerRate, type VatPerRate } from './vat';

/** The methods a Z report groups the payments by: every wallet (Apple Pay, Google Pay, Link…) is one. */
export const Z_METHODS = ['card', 'wallet', 'cash', 'free', 'not_recorded'] as const;
export type ZMethod = (typeof Z_METHODS)[number];

/** What the Z report (page and e-mail) calls each channel. */
export const Z_CHANNEL_NAMES: Readonly<Record<OrderChannel, string>> = {
  online: 'Online',
  counter: 'Counter',
  kiosk: 'Kiosk',
};

export const Z_METHOD_NAMES: Readonly<Record<ZMethod, string>> = {
  card: 'Card',
  wallet: 'Wallet',
  cash: 'Cash',
  free: 'Free (stamp card)',
  not_recorded: 'Not recorded',
};

/** Which Z report method a stored payment method counts under; null (the provider never said) is Not recorded. */
export function zMethodOf(kind: PaymentMethodKind | null): ZMethod {
  switch (kind) {
    case 'card':
    case 'cash':
    case 'free':
      return kind;
    case 'apple_pay':
    case 'google_pay':
    case 'link':
    case 'test_wallet':
      return 'wallet';
    case null:
      return 'not_recorded';
  }
}

/** The day's paid orders and refunds as the orders module sums them: one row per channel and stored method. */
export interface DayTakings {
  sales: {
    channel: OrderChannel;
    method: PaymentMethodKind | null;
    orders: number;
    /** What the orders took (orders.total_amount). */
    takings: Pence;
    /** The lines at menu prices (orders.subtotal). */
    grossSales: Pence;
    discounts: Pence;
    /** Orders that used a stamp card's free drink, and what those drinks' prices came to. */
    freeDrinks: number;
    freeDrinksCost: Pence;
  }[];
  /** Refunds made on the day, whenever their orders were paid: the whole payment of each. */
  refunds: { method: PaymentMethodKind | null; count: number; amount: Pence }[];
}

/** One rate's VAT in a day, as the VAT module works it out (refunds already taken off). */
export type ZVatRow = VatPerRate;

export interface CashCount {
  floatPence: Pence;
  cashTaken: Pence;
  cashRefunded: Pence;
  /** What the drawer should hold: the float, plus cash taken, less cash refunded. */
  expected: Pence;
  /** What was counted; null until someone types it in. */
  counted: Pence | null;
  /** Counted less expected: above 0 the drawer is over, below 0 short; null until counted. */
  difference: Pence | null;
}

export interface ZReport {
  day: string;
  orders: number;
  grossSales: Pence;
  discounts: Pence;
  freeDrinks: number;
  freeDrinksCost: Pence;
  /** What the day's paid orders took: gross sales less discounts and free drinks. */
  takings: Pence;
  refunds: { count: number; amount: Pence };
  /** Takings less refunds. */
  netTakings: Pence;
  byChannel: { channel: OrderChannel; orders: number; takings: Pence }[];
  /** Card, wallet, cash and free always; Not recorded only when some order has no method. */
  byMethod: { method: ZMethod; orders: number; takings: Pence; refunds: Pence }[];
  /** Per rate, lowest rate first, and their total; null when the shop has no VAT number (no VAT is shown then). */
  vat: { rows: ZVatRow[]; total: Omit<ZVatRow, 'rateBp'> } | null;
  cash: CashCount;
}

/** The cash drawer's count: the float, cash in and out, and (once counted) whether it is over or short. */
export function cashCount(floatPence: Pence, cashTaken: Pence, cashRefunded: Pence, counted: Pence | null): CashCount {
  const expected = floatPence + cashTaken - cashRefunded;
  return {
    floatPence,
    cashTaken,
    cashRefunded,
    expected,
    counted,
    difference: counted === null ? null : counted - expected,
  };
}

/** "Over by £1.20", "Short by £0.50", "Exact", or null before counting (the words staff read on the page). */
export function cashVerdict(difference: Pence | null): 'over' | 'short' | 'exact' | null {
  if (difference === null) return null;
  if (difference === 0) return 'exact';
  return difference > 0 ? 'over' : 'short';
}

/** Sums a day's VAT rows (several per rate: sales and refunds) into one row per rate, lowest rate first. */
export function vatByRate(rows: readonly ZVatRow[]): { rows: ZVatRow[]; total: Omit<ZVatRow, 'rateBp'> } {
  const byRate = totalPerRate(rows);
  const total = byRate.reduce(
    (sum, row) => ({
      netPence: sum.netPence + row.netPence,
      vatPence: sum.vatPence + row.vatPence,
      grossPence: sum.grossPence + row.grossPence,
    }),
    { netPence: 0, vatPence: 0, grossPence: 0 },
  );
  return { rows: byRate, total };
}

/**
 * The Z report of a day from its sums, its VAT rows (null: the shop has no VAT number) and its cash count's float and
 * counted amount.
 */
export function buildZReport(input: {
  day: string;
  takings: DayTakings;
  vat: readonly ZVatRow[] | null;
  floatPence: Pence;
  counted: Pence | null;
}): ZReport {
  const { sales, refunds } = input.takings;
  const add = <T>(rows: readonly T[], pick: (row: T) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const byChannel = ORDER_CHANNELS.map((channel) => {
    const rows = sales.filter((row) => row.channel === channel);
    return { channel, orders: add(rows, (r) => r.orders), takings: add(rows, (r) => r.takings) };
  });
  const byMethod = Z_METHODS.map((method) => {
    const rows = sales.filter((row) => zMethodOf(row.method) === method);
    const refunded = refunds.filter((row) => zMethodOf(row.method) === method);
    return {
      method,
      orders: add(rows, (r) => r.orders),
      takings: add(rows, (r) => r.takings),
      refunds: add(refunded, (r) => r.amount),
    };
  }).filter((row) => row.method !== 'not_recorded' || row.orders > 0 || row.refunds > 0);
  const takings = add(sales, (r) => r.takings);
  const refunded = { count: add(refunds, (r) => r.count), amount: add(refunds, (r) => r.amount) };
  const cash = byMethod.find((row) => row.method === 'cash')!;
  return {
    day: input.day,
    orders: add(sales, (r) => r.orders),
    grossSales: add(sales, (r) => r.grossSales),
    discounts: add(sales, (r) => r.discounts),
    freeDrinks: add(sales, (r) => r.freeDrinks),
    freeDrinksCost: add(sales, (r) => r.freeDrinksCost),
    takings,
    refunds: refunded,
    netTakings: takings - refunded.amount,
    byChannel,
    byMethod,
    vat: input.vat === null ? null : vatByRate(input.vat),
    cash: cashCount(input.floatPence, cash.takings, cash.refunds, input.counted),
  };
}
