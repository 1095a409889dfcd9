/**
 * Money is integer pence everywhere: in the database, the API and the domain code.
 * It becomes "£x.xx" only for display, and pounds typed by a person become pence only through parsePounds.
 */
export type Pence = number;

/** 350 → "£3.50"; -125 → "-£1.25". */
export function formatPounds(pence: Pence): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(Math.round(pence));
  const pounds = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  // Thousands separated by commas, as en-GB writes them, without toLocaleString: it builds a number formatter on
  // every call, and a menu page formats hundreds of prices while it first renders.
  const grouped = String(pounds).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}£${grouped}.${rest}`;
}

/**
 * 350 → "3.50"; -120 → "-1.20": pounds with two decimals and no symbol, for form inputs, amounts in pounds sent to a
 * payment provider, and the sales export (a number a spreadsheet adds up).
 */
export function penceToPoundsString(pence: Pence): string {
  const abs = Math.abs(pence);
  return `${pence < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Parses an amount in pounds typed by a person ("3.5", "£3.50", "12") into pence, without going through
 * floating point. Returns null for anything that is not a non-negative amount with at most two decimals.
 */
export function parsePounds(input: string | number): Pence | null {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  const match = /^\s*£?\s*(\d{1,7})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!match) return null;
  const pounds = Number(match[1]);
  const decimals = (match[2] ?? '').padEnd(2, '0');
  return pounds * 100 + Number(decimals);
}
