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

/** The export's records of some orders (no byte order mark, no header): a page of a file written as it is read. */
export function salesExportRecords(orders: readonly ExportOrder[], range: { start: Date; end: Date }): string {
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
      ]);
    })
    .join('');
}

/** How the export file starts: the byte order mark and the header record. */
export const SALES_EXPORT_START = CSV_BOM + csvRecord(SALES_EXPORT_HEADER);

/** A whole export file of some orders. */
export function salesExportCsv(orders: readonly ExportOrder[], range: { start: Date; end: Date }): string {
  return SALES_EXPORT_START + salesExportRecords(orders, range);
}
