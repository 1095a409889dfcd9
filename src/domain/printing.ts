/**
 * What the counter's printers print when an order is paid: one label per cup (the maker works from the cup) and one
 * ticket per order. The words are decided here; the server turns them into the printer's media (plain text, PNG).
 *
 * A line is a cup when its product is a drink (isDrink: its category offers drink options, whether or not any was
 * chosen), so a plain milkshake has its label and sweets appear on the ticket only. Each cup names its allergens as
 * made, the toppings' and the milk's included.
 */
import { allergenShortNames, type AllergenCode } from './allergens';
import type { CategoryOptionGroup, ProductOptionGroup } from './drink-options';
import { formatPounds, type Pence } from './money';
import { orderNumber } from './order-status';
import { slotLabel } from './pickup-slots';
import { shopDateTimeWithSeconds } from './shop-time';
import type { Size } from './sizes';
import { vatReceiptRows, type ReceiptVat, type VatReceiptRow } from './vat';

export const PRINTER_JOBS = ['labels', 'tickets', 'both'] as const;
export type PrinterJobs = (typeof PRINTER_JOBS)[number];

/** How the Printers section names what a printer prints. */
export const PRINTER_JOBS_LABELS: Record<PrinterJobs, string> = {
  labels: 'Cup labels',
  tickets: 'Order tickets',
  both: 'Both',
};

/** Paper (or label) widths the shop's printers take, in millimetres. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];

/** Dots a print head draws across each paper width at 203 dpi (the printable part of the paper). */
export const PRINT_WIDTH_DOTS: Record<PaperWidth, number> = { 58: 384, 80: 576 };

/** A printer that has not asked for work for this long is offline. */
export const PRINTER_OFFLINE_AFTER_MS = 60_000;

export interface PrintedLine {
  name: string;
  size: Size;
  quantity: number;
  options: readonly { groupId: string; name: string }[];
  lineSubtotal: Pence;
  discount: Pence;
  /** The product is a drink (isDrink), so each unit is a cup. */
  isDrink: boolean;
  /** The 14 allergens of the line as made: the product's and its chosen options' (allergensAsMade). */
  allergens: readonly AllergenCode[];
}

export interface PrintedOrder {
  id: string;
  /** The order's number for the day (printed "#12"); null for an order without one, which prints its id's start. */
  dayNumber: number | null;
  customerName: string | null;
  totalAmount: Pence;
  pickupAsap: boolean;
  pickupAt: Date | null;
  /** A sandbox payment: its ticket says Test. */
  isTestPayment: boolean;
  lines: readonly PrintedLine[];
  /** The order's VAT per rate and the shop's number, printed under the total; absent when not VAT-registered. */
  vat?: ReceiptVat | null;
}

export interface CupLabel {
  kind: 'label';
  /** "12", printed "#12" (the first 8 characters of the id for an order without a number). */
  orderNumber: string;
  /** "1/3": this cup, of the cups in the order. */
  cup: string;
  firstName: string;
  drink: string;
  size: Size;
  options: string[];
  pickup: string;
  /** Short names of the cup's allergens, in the FSA's order ("Gluten", "Milk", "Soya"); empty when it has none. */
  allergens: string[];
}

export interface OrderTicket {
  kind: 'ticket';
  orderNumber: string;
  customer: string;
  lines: Array<{
    quantity: number;
    name: string;
    size: Size;
    options: string[];
    amount: string;
    /** Short names of the line's allergens (absent on a ticket queued before they were named). */
    allergens?: string[];
  }>;
  total: string;
  pickup: string;
  test: boolean;
  /** The shop's VAT number and the order's VAT per rate (a simplified VAT invoice); absent when not registered. */
  vat?: { number: string; rates: VatReceiptRow[] };
}

/**
 * A printer's test page, asked for on the Printers page: the shop's name and the time, on a label for a label printer
 * and on a ticket for any other, so staff see the printer and its paper work before an order depends on them.
 */
export interface TestPage {
  kind: 'test';
  paper: 'label' | 'ticket';
  shop: string;
  printer: string;
  /** When it was asked for, on the shop's clock ("28 Nov 2026, 14:05:09"). */
  time: string;
}

export type PrintJob = CupLabel | OrderTicket | TestPage;

/** The shop's name as its paper gives it (and its e-mails sign off). */
const SHOP_NAME_ON_PAPER = 'Pearl Bubble Tea';

/** The test page for a printer, asked for at `now`. */
export function testPage(printer: { name: string; jobs: PrinterJobs }, now: Date): TestPage {
  return {
    kind: 'test',
    paper: printer.jobs === 'labels' ? 'label' : 'ticket',
    shop: SHOP_NAME_ON_PAPER,
    printer: printer.name,
    time: shopDateTimeWithSeconds(now),
  };
}

/**
 * Whether a product is a drink: its category offers drink options (sugar, ice, toppings; a milkshake's offers
 * toppings even when none is chosen), or the product adds a group of its own. A category that offers none, such as
 * English sweets, holds things handed over from the shelf. Decided from the catalogue's attachments, never from a name.
 */
export function isDrink(
  product: { id: string | null; category: string },
  links: { categoryGroups: readonly CategoryOptionGroup[]; productGroups: readonly ProductOptionGroup[] },
): boolean {
  const id = product.id?.trim().toLowerCase();
  return (
    links.categoryGroups.some((link) => link.category === product.category) ||
    links.productGroups.some((link) => link.mode === 'add' && link.productId.trim().toLowerCase() === id)
  );
}

/** A drink is a cup; so is a line made with drink options, should its category have lost them since. */
const isCup = (line: PrintedLine) => line.isDrink || line.options.length > 0;

/** What follows the # on paper: the day's number, or for an order without one the start of its id. */
const paperNumber = (order: Pick<PrintedOrder, 'id' | 'dayNumber'>) =>
  order.dayNumber === null ? orderNumber(order.id) : String(order.dayNumber);

/** "ASAP", or the slot's time ("10:15" today, "Tue 10:15" another day) as the dashboard shows it. */
export function pickupOnPaper(order: Pick<PrintedOrder, 'pickupAsap' | 'pickupAt'>, now: Date): string {
  return order.pickupAsap || !order.pickupAt ? 'ASAP' : slotLabel(order.pickupAt, now);
}

const firstNameOf = (name: string | null) => name?.trim().split(/\s+/)[0] ?? '';

/** One label per cup, in the order's line order: a line of 3 drinks makes 1/3, 2/3 and 3/3 of the cups. */
export function cupLabels(order: PrintedOrder, now: Date): CupLabel[] {
  const cups = order.lines.filter(isCup).flatMap((line) => Array.from({ length: line.quantity }, () => line));
  return cups.map((line, index) => ({
    kind: 'label',
    orderNumber: paperNumber(order),
    cup: `${index + 1}/${cups.length}`,
    firstName: firstNameOf(order.customerName),
    drink: line.name,
    size: line.size,
    options: line.options.map((option) => option.name),
    pickup: pickupOnPaper(order, now),
    allergens: allergenShortNames(line.allergens),
  }));
}

/** One ticket for the whole order: every line with its options, the total and the pickup time. */
export function orderTicket(order: PrintedOrder, now: Date): OrderTicket {
  return {
    kind: 'ticket',
    orderNumber: paperNumber(order),
    customer: order.customerName?.trim() ?? '',
    lines: order.lines.map((line) => ({
      quantity: line.quantity,
      name: line.name,
      size: line.size,
      options: line.options.map((option) => option.name),
      amount: formatPounds(line.lineSubtotal - line.discount),
      allergens: allergenShortNames(line.allergens),
    })),
    total: formatPounds(order.totalAmount),
    pickup: pickupOnPaper(order, now),
    test: order.isTestPayment,
    ...(order.vat && { vat: { number: order.vat.vatNumber, rates: vatReceiptRows(order.vat.rates) } }),
  };
}

/** A ticket's VAT under its total: the shop's number, then each rate's net, VAT and gross. */
export function ticketVatRows(vat: NonNullable<OrderTicket['vat']>): string[] {
  return [
    `VAT number ${vat.number}`,
    ...vat.rates.map((row) => `${row.rate}: net ${row.net} VAT ${row.vat} gross ${row.gross}`),
  ];
}

/** The jobs a printer gets for a paid order: labels, the ticket, or both. */
export function jobsFor(jobs: PrinterJobs, order: PrintedOrder, now: Date): PrintJob[] {
  return [
    ...(jobs === 'tickets' ? [] : cupLabels(order, now)),
    ...(jobs === 'labels' ? [] : [orderTicket(order, now)]),
  ];
}

/**
 * A job with the customer's name as the order holds it now. Queued jobs keep no name of their own, so a customer's
 * erased data is not left behind in the print queue.
 */
export function withCustomer(job: PrintJob, customerName: string | null): PrintJob {
  if (job.kind === 'label') return { ...job, firstName: firstNameOf(customerName) };
  if (job.kind === 'ticket') return { ...job, customer: customerName?.trim() ?? '' };
  return job;
}

/** Characters across the paper in the printer's own font (12 × 24 dots). */
export const textColumns = (width: PaperWidth) => Math.floor(PRINT_WIDTH_DOTS[width] / 12);

/** A job as plain text, for a printer that asks for text/plain: one line per fact, wrapped to the paper. */
export function jobAsText(job: PrintJob, width: PaperWidth): string {
  const columns = textColumns(width);
  const rows =
    job.kind === 'test'
      ? testPageRows(job, columns)
      : job.kind === 'label'
        ? [
            `#${job.orderNumber}   ${job.cup}`,
            job.firstName,
            `${job.drink} (${job.size.toUpperCase()})`,
            ...job.options,
            `Pickup: ${job.pickup}`,
            ...allergenRows(job.allergens),
          ]
        : [
            ...(job.test ? ['*** TEST ***'] : []),
            `ORDER #${job.orderNumber}`,
            job.customer,
            `Pickup: ${job.pickup}`,
            '-'.repeat(columns),
            ...job.lines.flatMap((line) => [
              ...besideRight(`${line.quantity} x ${line.name} (${line.size.toUpperCase()})`, line.amount, columns),
              ...line.options.map((option) => `   ${option}`),
              ...allergenRows(line.allergens).map((row) => `   ${row}`),
            ]),
            '-'.repeat(columns),
            ...besideRight('Total', job.total, columns),
            ...(job.vat ? ticketVatRows(job.vat) : []),
          ];
  return `${rows.flatMap((row) => wrap(row, columns)).join('\n')}\n`;
}

/** A test page's rows: the shop's name, the printer's and the time; a ticket also says what it proves. */
function testPageRows(job: TestPage, columns: number): string[] {
  const said = [job.shop, job.printer, job.time];
  if (job.paper === 'label') return ['TEST PAGE', ...said];
  return ['*** TEST PAGE ***', ...said, '-'.repeat(columns), 'Ready for orders.'];
}

/**
 * "Allergens: Gluten, Milk, Soya" under a cup or a ticket's line, or nothing when it has none. A label queued before
 * the names were kept holds only `true`: it still warns, in the words it had.
 */
export function allergenRows(allergens: readonly string[] | boolean | undefined): string[] {
  if (allergens === true) return ['! Contains allergens'];
  return Array.isArray(allergens) && allergens.length ? [`Allergens: ${allergens.join(', ')}`] : [];
}

/** Text on the left and an amount at the right edge; the amount on a line of its own when both do not fit. */
function besideRight(left: string, right: string, columns: number): string[] {
  if (left.length + 1 + right.length <= columns) return [left + right.padStart(columns - left.length)];
  return [...wrap(left, columns), right.padStart(columns)];
}

/** A row cut at spaces into lines of at most `columns` characters (a word longer than a line is cut). */
export function wrap(row: string, columns: number): string[] {
  if (row.length <= columns) return [row];
  const out: string[] = [];
  let rest = row;
  while (rest.length > columns) {
    const cut = rest.lastIndexOf(' ', columns);
    const at = cut > 0 ? cut : columns;
    out.push(rest.slice(0, at));
    rest = rest.slice(at).trimStart();
  }
  if (rest) out.push(rest);
  return out;
}
