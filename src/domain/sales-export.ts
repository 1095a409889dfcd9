/**
 * The accountant's file: the range's orders as CSV, one row per order. A row's sales figures (subtotal,
 * discount, total) count in the range the order was paid in, its refund in the range the refund was made in, exactly as
 * the report counts them: so the columns' sums are the report's Gross sales, Discounts, Free drinks' cost and Refunds. An order paid
 * earlier and refunded in the range is listed with its refund only; one refunded after the range shows no refund yet.
 * Times are the shop's (Europe/London), 'YYYY-MM-DD HH:MM'; an order to collect as soon as possible says ASAP as its
 * pickup, not the estimate it was taken with.
 */
import { CSV_BOM, csvRecord } from './csv';
import { optionSummary, type ChosenOption } from './drink-options';
import { penceToPoundsString } from './money';
import { shopDate, shopTime } from './opening-hours';
import { dayNumberLabel } from './order-number';
import { orderNumber, type CustomerPaymentStatus, type OrderStatus } from './order-status';
import { paymentMethodLabel, type PaymentMethod } from './payment-methods';
import { sizeName, type Size } from './sizes';
import type { OrderChannel } from './till';
import type { OrderVatKind, VatClass } from './vat';

/** An order's VAT at one rate as stored at payment (a sale) or at its refund (negative figures). */
export interface ExportVatRow {
  kind: OrderVatKind;
  vatClass: VatClass;
  netPence: number;
  vatPence: number;
}

export interface ExportOrder {
  id: string;
  createdAt: Date;
  paidAt: Date | null;
  pickupAt: Date | null;
  /** Collected as soon as possible: the stored time is only the estimate the order was taken with. */
  pickupAsap: boolean;
  refundedAt: Date | null;
  customerName: string | null;
  customerEmail: string | null;
  subtotal: number;
  discount: number;
  /** What the stamp card's free drink took off. */
  freeDrink: number;
  totalAmount: number;
  paymentStatus: CustomerPaymentStatus;
  status: OrderStatus | null;
  lines: { name: string; size: Size; quantity: number; options: Pick<ChosenOption, 'name'>[] }[];
  /** How it was paid; absent or null when the provider never said (orders from before it was kept). */
  paymentMethod?: PaymentMethod | null;
  /** Its number for the day it was paid (#12 is 12); absent or null for an order never numbered. */
  dayNumber?: number | null;
  /** Where it was placed; absent means online (orders from before the till). */
  channel?: OrderChannel;
  /** Its VAT as stored, when the file has VAT columns (the shop is VAT-registered). */
  vat?: readonly ExportVatRow[];
}

export const SALES_EXPORT_HEADER = [
  'Order number',
  'Created',
  'Paid',
  'Pickup',
  'Customer name',
  'Customer email',
  'Items',
  'Subtotal (£)',
  'Discount (£)',
  'Free drink (£)',
  'Total (£)',
  'Refunded',
  'Refund (£)',
  'Status',
  'Payment method',
  // Last, so that a spreadsheet reading the columns above by position reads them as before.
  'Day number',
  'Channel',
] as const;

/**
 * The VAT columns, after all the others and only when the shop is VAT-registered: the sale's net and VAT (in the range
 * it was paid in), per class (so a change of rate keeps its column), and the refund's (in the range it was made in).
 * Their sums are the report's VAT panel: sales less refunds.
 */
export const SALES_EXPORT_VAT_HEADER = [
  'Net (£)',
  'VAT (£)',
  'Standard net (£)',
  'Standard VAT (£)',
  'Reduced net (£)',
  'Reduced VAT (£)',
  'Zero-rated net (£)',
  'Refund net (£)',
  'Refund VAT (£)',
] as const;

const pounds = (pence: number) => penceToPoundsString(pence);
const sumOf = (rows: readonly ExportVatRow[], key: 'netPence' | 'vatPence') =>
  rows.reduce((sum, row) => sum + row[key], 0);

/** An order's VAT cells: empty where it was not sold (or not refunded) in the range. */
function vatCells(vat: readonly ExportVatRow[], sold: boolean, refunded: boolean): string[] {
  const sale = vat.filter((row) => row.kind === 'sale');
  const refund = vat.filter((row) => row.kind === 'refund');
  const ofClass = (vatClass: VatClass) => sale.filter((row) => row.vatClass === vatClass);
  const saleCells = [
    pounds(sumOf(sale, 'netPence')),
    pounds(sumOf(sale, 'vatPence')),
    pounds(sumOf(ofClass('standard'), 'netPence')),
    pounds(sumOf(ofClass('standard'), 'vatPence')),
    pounds(sumOf(ofClass('reduced'), 'netPence')),
    pounds(sumOf(ofClass('reduced'), 'vatPence')),
    pounds(sumOf(ofClass('zero'), 'netPence')),
  ];
  // A refund's rows are negative; the file says what was given back, as its Refund (£) column does.
  const refundCells = [pounds(0 - sumOf(refund, 'netPence')), pounds(0 - sumOf(refund, 'vatPence'))];
  return [...(sold ? saleCells : saleCells.map(() => '')), ...(refunded ? refundCells : ['', ''])];
}

const localTime = (instant: Date | null) => (instant ? `${shopDate(instant)} ${shopTime(instant)}` : '');
const inRange = (instant: Date | null, range: { start: Date; end: Date }) =>
  instant !== null && instant >= range.start && instant < range.end;

const STATUS_WORDS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  ready: 'Ready for pickup',
  completed: 'Completed',
  refunded: 'Refunded',
};

/** The status as staff read it: Refunded or Needs review first (how the money stands), else the counter's status. */
export function exportStatus(order: Pick<ExportOrder, 'paymentStatus' | 'status'>): string {
  if (order.paymentStatus === 'refunded' || order.status === 'refunded') return 'Refunded';
  if (order.paymentStatus === 'needs_review') return 'Needs review';
  return order.status ? STATUS_WORDS[order.status] : 'Paid';
}

/** A line as the receipt says it: "2 × Taro Milk Tea (Large; Less sugar · Pearls)". */
export function exportItem(line: ExportOrder['lines'][number]): string {
  const options = optionSummary(line.options);
  return `${line.quantity} × ${line.name} (${sizeName(line.size)}${options ? `; ${options}` : ''})`;
}

/**
 * The export's records of some orders (no byte order mark, no header): a page of a file written as it is read. With
 * `withVat`, each record ends with the VAT columns.
 */
export function salesExportRecords(
  orders: readonly ExportOrder[],
  range: { start: Date; end: Date },
  withVat = false,
): string {
  return orders
    .map((order) => {
      const sold = inRange(order.paidAt, range);
      const refunded = inRange(order.refundedAt, range);
      return csvRecord([
        orderNumber(order.id),
        localTime(order.createdAt),
        localTime(order.paidAt),
        order.pickupAsap ? 'ASAP' : localTime(order.pickupAt),
        order.customerName,
        order.customerEmail,
        order.lines.map(exportItem).join('; '),
        sold ? penceToPoundsString(order.subtotal) : '',
        sold ? penceToPoundsString(order.discount) : '',
        sold ? penceToPoundsString(order.freeDrink) : '',
        sold ? penceToPoundsString(order.totalAmount) : '',
        localTime(order.refundedAt),
        refunded ? penceToPoundsString(order.totalAmount) : '',
        exportStatus(order),
        order.paymentMethod ? paymentMethodLabel(order.paymentMethod) : '',
        order.dayNumber ? dayNumberLabel(order.dayNumber) : '',
        order.channel ?? 'online',
        ...(withVat ? vatCells(order.vat ?? [], sold, refunded) : []),
      ]);
    })
    .join('');
}

/** How the export file starts: the byte order mark and the header record (with the VAT columns when asked). */
export function salesExportStart(withVat = false): string {
  return CSV_BOM + csvRecord(withVat ? [...SALES_EXPORT_HEADER, ...SALES_EXPORT_VAT_HEADER] : SALES_EXPORT_HEADER);
}

/** A whole export file of some orders. */
export function salesExportCsv(
  orders: readonly ExportOrder[],
  range: { start: Date; end: Date },
  withVat = false,
): string {
  return salesExportStart(withVat) + salesExportRecords(orders, range, withVat);
}
