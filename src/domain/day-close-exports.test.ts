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
  type ExportAccounts,
} from './day-close-exports';

const accounts: ExportAccounts = {
  standard: { salesAccount: '200', xeroTaxType: '20% (VAT on Income)', quickbooksTaxCode: '20.0% S' },
  reduced: { salesAccount: '200', xeroTaxType: '5% (VAT on Income)', quickbooksTaxCode: '5.0% R' },
  zero: { salesAccount: '201', xeroTaxType: 'Zero Rated Income', quickbooksTaxCode: '0.0% Z' },
};

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

describe('Xero’s sales invoice import', () => {
  it('has the template’s columns, an invoice a day, a line a rate with its net, our VAT and the owner’s codes', () => {
    const [header, ...rows] = records(xeroCsv(totals, true, accounts));
    expect(header).toEqual([...XERO_HEADER]);
    expect(
      rows.map((row) =>
        pick(
          XERO_HEADER,
          row,
          '*InvoiceNumber',
          '*InvoiceDate',
          '*UnitAmount',
          '*AccountCode',
          '*TaxType',
          'TaxAmount',
        ),
      ),
    ).toEqual([
      ['PEARL-2026-10-01', '01/10/2026', '4.50', '201', 'Zero Rated Income', '0.00'],
      ['PEARL-2026-10-01', '01/10/2026', '7.08', '200', '20% (VAT on Income)', '1.42'],
      ['PEARL-2026-10-02', '02/10/2026', '-3.75', '200', '20% (VAT on Income)', '-0.75'],
    ]);
    for (const row of rows)
      expect(pick(XERO_HEADER, row, '*ContactName', '*Quantity', 'Currency')).toEqual([
        'Pearl daily sales',
        '1',
        'GBP',
      ]);
  });

  it('without a VAT number, carries each day’s gross under No VAT', () => {
    const [, ...rows] = records(xeroCsv(totals, false, accounts));
    expect(rows.map((row) => pick(XERO_HEADER, row, '*UnitAmount', '*TaxType', 'TaxAmount'))).toEqual([
      ['13.00', 'No VAT', '0.00'],
      ['-4.50', 'No VAT', '0.00'],
    ]);
  });
});

describe('QuickBooks Online’s invoice import', () => {
  it('has the sample file’s columns, an invoice a day, a line a rate with its tax code and our VAT', () => {
    const [header, ...rows] = records(quickBooksCsv(totals, true, accounts));
    expect(header).toEqual([...QUICKBOOKS_HEADER]);
    expect(
      rows.map((row) =>
        pick(
          QUICKBOOKS_HEADER,
          row,
          'InvoiceNo',
          'InvoiceDate',
          'Item(Product/Service)',
          'ItemAmount',
          'ItemTaxCode',
          'ItemTaxAmount',
        ),
      ),
    ).toEqual([
      ['PEARL-2026-10-01', '01/10/2026', '201', '4.50', '0.0% Z', '0.00'],
      ['PEARL-2026-10-01', '01/10/2026', '200', '7.08', '20.0% S', '1.42'],
      ['PEARL-2026-10-02', '02/10/2026', '200', '-3.75', '20.0% S', '-0.75'],
    ]);
  });

  it('without a VAT number, carries each day’s gross under No VAT', () => {
    const [, ...rows] = records(quickBooksCsv(totals, false, accounts));
    expect(rows.map((row) => pick(QUICKBOOKS_HEADER, row, 'ItemAmount', 'ItemTaxCode', 'ItemTaxAmount'))).toEqual([
      ['13.00', 'No VAT', '0.00'],
      ['-4.50', 'No VAT', '0.00'],
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
