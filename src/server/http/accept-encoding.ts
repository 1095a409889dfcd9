/**
 * The answer encoding a client takes, for the routes that send bytes compressed ahead of time (the menu API and the
 * server-drawn storefront pages).
 */
export type Encoding = 'br' | 'gzip' | null;

/** Brotli when the client takes it, else gzip, else none (a q=0 refuses an encoding). */
function parseEncoding(header: string): Encoding {
  const accepted = new Set(
    header
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once (at most 100 kept). */
const encodings = new Map<string, Encoding>();
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = parseEncoding(header);
    if (encodings.size < 100) encodings.set(header, encoding);
  }
  return encoding;
}
