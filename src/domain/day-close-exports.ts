/**
 * The accountant's files of a date range, one line a day a rate, from the VAT module's day totals (refunds already
 * taken off on the day they were made), and the VAT summary of a quarter. Both files are sales invoices, one a day,
 * because an invoice's lines carry a tax rate each, so the accounts' VAT return sees the sales. Each line's amount is
 * its net, to be imported as "tax exclusive", with our VAT in its tax amount column, so the accounts keep our per-rate
 * rounding rather than working out their own. Without a VAT number no file shows VAT: one line a day of the gross
 * takings, under "No VAT". Dates DD/MM/YYYY, a UK organisation's format.
 *
 * Xero's sales invoice import (Sales › Invoices › Import), its template's columns, "*" marking the required ones:
 * *ContactName, EmailAddress, POAddressLine1-4, POCity, PORegion, POPostalCode, POCountry, *InvoiceNumber, Reference,
 * *InvoiceDate, *DueDate, InventoryItemCode, *Description, *Quantity, *UnitAmount, Discount, *AccountCode, *TaxType,
 * TaxAmount, TrackingName1, TrackingOption1, TrackingName2, TrackingOption2, Currency, BrandingTheme.
 *
 * QuickBooks Online's invoice import (Settings › Import data › Invoices), the columns of its sample file for a
 * company that charges VAT: InvoiceNo, Customer, InvoiceDate, DueDate, Terms, Location, Memo, Item(Product/Service),
 * ItemDescription, ItemQuantity, ItemRate, ItemAmount, ItemTaxCode, ItemTaxAmount, Currency, Service Date. A line's
 * income account is its product or service's: the owner's "sales account" for QuickBooks is that item's name.
 *
 * Decision 0026 gives the reasons and the sources.
 */
import { CSV_BOM, csvRecord } from './csv';
import { penceToPoundsString, type Pence } from './money';
import { addLocalDays } from './report-range';

/** One rate's figures on one day, as the VAT module's dayTotals gives them (possibly several rows a day and rate). */
export interface DayRateTotal {
  day: string;
  rateBp: number;
  /** The VAT class the rate belongs to ('standard', 'reduced', 'zero'): the owner's account codes are per class. */
  vatClass: string;
  netPence: Pence;
  vatPence: Pence;
  grossPence: Pence;
}

/** What the owner sets once per VAT class, in the VAT settings. */
export interface ExportAccountCodes {
  salesAccount: string;
  xeroTaxType: string;
  quickbooksTaxCode: string;
}
/** Per VAT class; `standard`'s sales account takes the gross when the shop has no VAT number. */
export type ExportAccounts = Readonly<Record<string, ExportAccountCodes>> & { standard: ExportAccountCodes };

export const EXPORT_FORMATS = ['xero', 'quickbooks'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const XERO_HEADER = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

export const QUICKBOOKS_HEADER = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Location',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'ItemTaxCode',
  'ItemTaxAmount',
  'Currency',
  'Service Date',
] as const;

/** Who the day's invoice is to: the shop's walk-in customers, as one contact. */
export const DAILY_SALES_CONTACT = 'Pearl daily sales';
/** The tax rate of a line when the shop is not VAT-registered, in both Xero's and QuickBooks' UK names. */
export const NO_VAT = 'No VAT';

/** '2026-11-23' → '23/11/2026'. */
export function ukDate(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** Without a VAT number every line is the day's gross under one key (rate -1). */
const UNREGISTERED_RATE = -1;

/**
 * One line a day a rate, days in order and rates lowest first, lines whose figures are all zero left out; without a
 * VAT number one line a day of its gross (no net or VAT).
 */
export function exportLines(totals: readonly DayRateTotal[], registered: boolean): DayRateTotal[] {
  const byKey = new Map<string, DayRateTotal>();
  for (const row of totals) {
    const rateBp = registered ? row.rateBp : UNREGISTERED_RATE;
    const vatClass = registered ? row.vatClass : 'standard';
    const key = `${row.day} ${vatClass} ${rateBp}`;
    const sum = byKey.get(key) ?? { day: row.day, rateBp, vatClass, netPence: 0, vatPence: 0, grossPence: 0 };
    sum.netPence += row.netPence;
    sum.vatPence += row.vatPence;
    sum.grossPence += row.grossPence;
    byKey.set(key, sum);
  }
  return [...byKey.values()]
    .filter((row) => row.netPence !== 0 || row.vatPence !== 0 || row.grossPence !== 0)
    .map((row) => (registered ? row : { ...row, netPence: row.grossPence, vatPence: 0 }))
    .sort((a, b) => (a.day === b.day ? a.rateBp - b.rateBp : a.day < b.day ? -1 : 1));
}

const codesOf = (accounts: ExportAccounts, vatClass: string) => accounts[vatClass] ?? accounts.standard;
const pounds = penceToPoundsString;
const lineWords = (row: DayRateTotal) =>
  `${row.rateBp === UNREGISTERED_RATE ? 'Sales' : `Sales at ${row.rateBp / 100}% VAT`}, ${ukDate(row.day)}`;

/** A record of the header's columns, those not named left empty. */
function recordOf<H extends readonly string[]>(header: H, values: Partial<Record<H[number], string>>): string {
  return csvRecord(header.map((column: H[number]) => values[column] ?? ''));
}

/** Xero's sales invoice import: an invoice a day, a line a rate (see the file's comment for the columns). */
export function xeroCsv(totals: readonly DayRateTotal[], registered: boolean, accounts: ExportAccounts): string {
  const records = exportLines(totals, registered).map((row) => {
    const codes = codesOf(accounts, row.vatClass);
    return recordOf(XERO_HEADER, {
      '*ContactName': DAILY_SALES_CONTACT,
      '*InvoiceNumber': `PEARL-${row.day}`,
      Reference: `Takings ${ukDate(row.day)}`,
      '*InvoiceDate': ukDate(row.day),
      '*DueDate': ukDate(row.day),
      '*Description': lineWords(row),
      '*Quantity': '1',
      '*UnitAmount': pounds(row.netPence),
      '*AccountCode': codes.salesAccount,
      '*TaxType': registered ? codes.xeroTaxType : NO_VAT,
      TaxAmount: pounds(row.vatPence),
      Currency: 'GBP',
    });
  });
  return CSV_BOM + csvRecord(XERO_HEADER) + records.join('');
}

/** QuickBooks Online's invoice import: an invoice a day, a line a rate (see the file's comment for the columns). */
export function quickBooksCsv(totals: readonly DayRateTotal[], registered: boolean, accounts: ExportAccounts): string {
  const records = exportLines(totals, registered).map((row) => {
    const codes = codesOf(accounts, row.vatClass);
    return recordOf(QUICKBOOKS_HEADER, {
      InvoiceNo: `PEARL-${row.day}`,
      Customer: DAILY_SALES_CONTACT,
      InvoiceDate: ukDate(row.day),
      DueDate: ukDate(row.day),
      Memo: `Takings ${ukDate(row.day)}`,
      'Item(Product/Service)': codes.salesAccount,
      ItemDescription: lineWords(row),
      ItemQuantity: '1',
      ItemRate: pounds(row.netPence),
      ItemAmount: pounds(row.netPence),
      ItemTaxCode: registered ? codes.quickbooksTaxCode : NO_VAT,
      ItemTaxAmount: pounds(row.vatPence),
      'Service Date': ukDate(row.day),
    });
  });
  return CSV_BOM + csvRecord(QUICKBOOKS_HEADER) + records.join('');
}

/** The first and last day of the VAT quarter starting with this month ('2026-10' → 2026-10-01 to 2026-12-31). */
export function quarterRange(startMonth: string): { from: string; to: string } {
  const from = `${startMonth}-01`;
  const year = Number(startMonth.slice(0, 4));
  const month = Number(startMonth.slice(5, 7)) + 3;
  const next =
    month > 12 ? `${year + 1}-${String(month - 12).padStart(2, '0')}` : `${year}-${String(month).padStart(2, '0')}`;
  return { from, to: addLocalDays(`${next}-01`, -1) };
}

export interface VatSummary {
  from: string;
  to: string;
  /** Box 1, VAT due on sales, in pence. */
  box1Pence: Pence;
  /** Box 6, total sales excluding VAT, in pence; the return asks for whole pounds (box6Pounds: pence dropped). */
  box6Pence: Pence;
  box6Pounds: number;
  /** Each day of the quarter with sales or refunds: its net, VAT and gross over every rate. */
  days: { day: string; netPence: Pence; vatPence: Pence; grossPence: Pence }[];
}

/** The VAT summary of a quarter: boxes 1 and 6 and the days behind them (the same day totals as the exports). */
export function vatSummary(range: { from: string; to: string }, totals: readonly DayRateTotal[]): VatSummary {
  const byDay = new Map<string, VatSummary['days'][number]>();
  for (const row of totals) {
    if (row.day < range.from || row.day > range.to) continue;
    const sum = byDay.get(row.day) ?? { day: row.day, netPence: 0, vatPence: 0, grossPence: 0 };
    sum.netPence += row.netPence;
    sum.vatPence += row.vatPence;
    sum.grossPence += row.grossPence;
    byDay.set(row.day, sum);
  }
  const days = [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
  const box6Pence = days.reduce((sum, day) => sum + day.netPence, 0);
  return {
    ...range,
    box1Pence: days.reduce((sum, day) => sum + day.vatPence, 0),
    box6Pence,
    // HMRC's box 6 is whole pounds: the pence are left out (Math.trunc, so a negative quarter rounds towards zero).
    box6Pounds: Math.trunc(box6Pence / 100),
    days,
  };
}
