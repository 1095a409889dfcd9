/**
 * CSV as RFC 4180 writes it (the sales export for the accountant): fields separated by commas, records ended by CRLF,
 * a field quoted when it holds a comma, a double quote, CR or LF (quotes doubled inside), and the file starting with a
 * UTF-8 byte order mark so spreadsheet programs read £ and accented names correctly. A field that starts with =, +, -
 * or @ (and is not a plain number) gets a leading apostrophe, so a customer's name cannot become a spreadsheet formula.
 */
export const CSV_BOM = '\uFEFF';
const CRLF = '\r\n';

export type CsvValue = string | number | null | undefined;

const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',') + CRLF;
}

/** A whole file: the BOM, the header record and one record per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return CSV_BOM + csvRecord(header) + rows.map(csvRecord).join('');
}
