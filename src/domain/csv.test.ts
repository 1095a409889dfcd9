import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, toCsv } from './csv';
import { parseCsv } from './test-fixtures';

describe('CSV', () => {
  it('starts with a BOM, ends records with CRLF and quotes only what needs it', () => {
    const text = toCsv(
      ['Name', 'Total (£)'],
      [
        ['Zoë "Z" Smith, Esq.', '4.50'],
        ['Line\nbreak', null],
      ],
    );
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text).toBe(`${CSV_BOM}Name,Total (£)\r\n"Zoë ""Z"" Smith, Esq.",4.50\r\n"Line\nbreak",\r\n`);
  });

  it('keeps formulas out of spreadsheets but leaves negative numbers alone', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-1.20')).toBe('-1.20');
    expect(csvField('@home')).toBe("'@home");
  });

  it('reads back every field as written (property)', () => {
    const safeText = fc.string({ unit: 'grapheme' }).filter((text) => !/^[=+\-@\t\r]/.test(text));
    fc.assert(
      fc.property(fc.array(fc.array(safeText, { minLength: 2, maxLength: 2 }), { maxLength: 5 }), (rows) => {
        const text = toCsv(['a', 'b'], rows);
        expect(parseCsv(text.slice(1))).toEqual([['a', 'b'], ...rows]);
      }),
    );
  });
});
