import { describe, expect, it } from 'vitest';
import { parseCsv } from './test-fixtures';
import {
  exportLines,
  QUICKBOOKS_HEADER,
  quarterRange,
  quickBooksCsv,
  ukDate,
  vatSummary,
  XERO_HEADER,
  xeroCsv,
  type DayRateTotal,
  type ExportAccountCodes,
  type ExportAccounts,
} from './day-close-exports';

const accounts = {
  standard: { salesAccount: '200', xeroTaxType: '20% (VAT on Income)', quickbooksTaxCode: '20.0% S' },
  reduced: { salesAccount: '200', xeroTaxType: '5% (VAT on Income)', quickbooksTaxCode: '5.0% R' },
  zero: { salesAccount: '201', xeroTaxType: 'Zero Rated Income', quickbooksTaxCode: '0.0% Z' },
} satisfies ExportAccounts;

/** Two days: the 1st with both rates and a refund at 20%; the 2nd a day of a refund alone; the 3rd empty. */
const totals: DayRateTotal[] = [
  { day: '2026-10-01', rateBp: 2000, vatClass: 'standard', netPence: 1000, vatPence: 200, grossPence: 1200 },
  { day: '2026-10-01', rateBp: 0, vatClass: 'zero', netPence: 450, vatPence: 0, grossPence: 450 },
  { day: '2026-10-01', rateBp: 2000, vatClass: 'standard', netPence: -292, vatPence: -58, grossPence: -350 },
  { day: '2026-10-02', rateBp: 2000, vatClass: 'standard', netPence: -375, vatPence: -75, grossPence: -450 },
  { day: '2026-10-03', rateBp: 500, vatClass: 'reduced', netPence: 0, vatPence: 0, grossPence: 0 },
];

const records = (csv: string) => {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return parseCsv(csv.slice(1)).filter((record) => record.some((field) => field !== ''));
};
const pick = <H extends readonly string[]>(header: H, row: string[], ...names: H[number][]) =>
  names.map((name) => row[header.indexOf(name)]);

describe('the lines of the accountant’s files', () => {
  it('makes one line a day a rate, lowest rate first, and leaves empty lines out', () => {
    expect(exportLines(totals, true)).toEqual([
      { day: '2026-10-01', rateBp: 0, vatClass: 'zero', netPence: 450, vatPence: 0, grossPence: 450 },
      { day: '2026-10-01', rateBp: 2000, vatClass: 'standard', netPence: 708, vatPence: 142, grossPence: 850 },
      { day: '2026-10-02', rateBp: 2000, vatClass: 'standard', netPence: -375, vatPence: -75, grossPence: -450 },
    ]);
  });

  it('without a VAT number, makes one gross line a day with no VAT in it', () => {
    expect(exportLines(totals, false)).toEqual([
      { day: '2026-10-01', rateBp: -1, vatClass: 'standard', netPence: 1300, vatPence: 0, grossPence: 1300 },
      { day: '2026-10-02', rateBp: -1, vatClass: 'standard', netPence: -450, vatPence: 0, grossPence: -450 },
    ]);
  });

  it('writes dates as a UK organisation’s imports read them', () => {
    expect(ukDate('2026-10-01')).toBe('01/10/2026');
  });
});

/** The lines both files carry for the days above: an invoice a day, a line a rate with its net and our VAT. */
const LINES = [
  { invoice: 'PEARL-2026-10-01', date: '01/10/2026', net: '4.50', vat: '0.00', vatClass: 'zero' },
  { invoice: 'PEARL-2026-10-01', date: '01/10/2026', net: '7.08', vat: '1.42', vatClass: 'standard' },
  { invoice: 'PEARL-2026-10-02', date: '02/10/2026', net: '-3.75', vat: '-0.75', vatClass: 'standard' },
] as const;
type Column = 'invoice' | 'date' | 'net' | 'vat' | 'account' | 'taxCode';

/** An accountant's import: its file, its header, which column holds what, and which of the owner's codes it takes. */
interface AccountantImport<H extends readonly string[]> {
  name: string;
  csv: typeof xeroCsv;
  header: H;
  columns: Record<Column, H[number]>;
  taxCodeOf: (codes: ExportAccountCodes) => string;
}
/** Lets the compiler check each import's column names against its own header. */
const importOf = <H extends readonly string[]>(spec: AccountantImport<H>): AccountantImport<readonly string[]> => spec;

const IMPORTS = [
  importOf({
    name: 'Xero’s sales invoice import (the template’s columns)',
    csv: xeroCsv,
    header: XERO_HEADER,
    columns: {
      invoice: '*InvoiceNumber',
      date: '*InvoiceDate',
      net: '*UnitAmount',
      account: '*AccountCode',
      taxCode: '*TaxType',
      vat: 'TaxAmount',
    },
    taxCodeOf: (codes) => codes.xeroTaxType,
  }),
  importOf({
    name: 'QuickBooks Online’s invoice import (the sample file’s columns)',
    csv: quickBooksCsv,
    header: QUICKBOOKS_HEADER,
    columns: {
      invoice: 'InvoiceNo',
      date: 'InvoiceDate',
      account: 'Item(Product/Service)',
      net: 'ItemAmount',
      taxCode: 'ItemTaxCode',
      vat: 'ItemTaxAmount',
    },
    taxCodeOf: (codes) => codes.quickbooksTaxCode,
  }),
];

describe.each(IMPORTS)('$name', ({ csv, header, columns, taxCodeOf }) => {
  const read = (row: string[]) =>
    Object.fromEntries(Object.entries(columns).map(([column, name]) => [column, row[header.indexOf(name)]]));

  it('has its columns, an invoice a day, a line a rate with its net, our VAT and the owner’s codes', () => {
    const [first, ...rows] = records(csv(totals, true, accounts));
    expect(first).toEqual([...header]);
    expect(rows.map(read)).toEqual(
      LINES.map(({ vatClass, ...line }) => ({
        ...line,
        account: accounts[vatClass].salesAccount,
        taxCode: taxCodeOf(accounts[vatClass]),
      })),
    );
  });

  it('without a VAT number, carries each day’s gross under No VAT', () => {
    const [, ...rows] = records(csv(totals, false, accounts));
    expect(rows.map((row) => pick(header, row, columns.net, columns.taxCode, columns.vat))).toEqual([
      ['13.00', 'No VAT', '0.00'],
      ['-4.50', 'No VAT', '0.00'],
    ]);
  });
});

describe('Xero’s sales invoice import', () => {
  it('names the same contact, quantity and currency on every line', () => {
    const [, ...rows] = records(xeroCsv(totals, true, accounts));
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(pick(XERO_HEADER, row, '*ContactName', '*Quantity', 'Currency')).toEqual([
        'Pearl daily sales',
        '1',
        'GBP',
      ]);
  });
});

describe('the VAT summary of a quarter', () => {
  it('runs from the first of its first month to the last of its third', () => {
    expect(quarterRange('2026-10')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quarterRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-02-28' });
    expect(quarterRange('2028-01')).toEqual({ from: '2028-01-01', to: '2028-03-31' });
  });

  it('gives box 6 (net, whole pounds) and box 1 (VAT) as the sums of the days behind them', () => {
    const summary = vatSummary(quarterRange('2026-10'), [
      ...totals,
      {
        day: '2026-12-31',
        rateBp: 2000,
        vatClass: 'standard',
        netPence: 100_099,
        vatPence: 20_020,
        grossPence: 120_119,
      },
      { day: '2027-01-01', rateBp: 2000, vatClass: 'standard', netPence: 999, vatPence: 200, grossPence: 1199 },
    ]);
    expect(summary.days).toEqual([
      { day: '2026-10-01', netPence: 1158, vatPence: 142, grossPence: 1300 },
      { day: '2026-10-02', netPence: -375, vatPence: -75, grossPence: -450 },
      { day: '2026-10-03', netPence: 0, vatPence: 0, grossPence: 0 },
      { day: '2026-12-31', netPence: 100_099, vatPence: 20_020, grossPence: 120_119 },
    ]);
    expect(summary.box6Pence).toBe(100_882);
    expect(summary.box6Pounds).toBe(1008);
    expect(summary.box1Pence).toBe(20_087);
  });
});
