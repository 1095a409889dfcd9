/** A thin wrapper around autocannon: runs a load and returns requests/s, latency percentiles and what was answered. */
import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Answers with another status than the one expected (200, or 304 for a revalidation). */
  unexpected: number;
  total: number;
  /** How many answers had each status, e.g. { 200: 51234 }. */
  statuses: Record<string, number>;
}

export interface LoadOptions {
  url: string;
  connections?: number;
  duration?: number;
  amount?: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  requests?: autocannon.Request[];
  /** The status every answer should have (default 200). */
  expectStatus?: number;
}

export async function load(name: string, options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 50,
    duration: options.amount ? undefined : (options.duration ?? 10),
    amount: options.amount,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    requests: options.requests,
    pipelining: 1,
  } as autocannon.Options);
  const statuses = Object.fromEntries(
    Object.entries((result as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {}).map(
      ([status, { count }]) => [status, count],
    ),
  );
  const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    unexpected: answered - (statuses[String(options.expectStatus ?? 200)] ?? 0),
    total: result.requests.total,
    statuses,
  };
}

/** Several runs of one measure as one: requests/s and p50 averaged over the runs, the worst p99, counts added. */
export function combine(results: LoadResult[]): LoadResult {
  const mean = (pick: (r: LoadResult) => number) => results.reduce((sum, r) => sum + pick(r), 0) / results.length;
  const statuses: Record<string, number> = {};
  for (const r of results)
    for (const [status, count] of Object.entries(r.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return {
    name: results[0]!.name,
    requestsPerSecond: Math.round(mean((r) => r.requestsPerSecond)),
    p50: Math.round(mean((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    unexpected: results.reduce((sum, r) => sum + r.unexpected, 0),
    total: results.reduce((sum, r) => sum + r.total, 0),
    statuses,
  };
}

export function printTable(rows: Record<string, string | number>[]): void {
  if (!rows.length) return;
  // Every column any row has, in the order they first appear (a row may leave some out).
  const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const widths = headers.map((h) => Math.max(h.length, ...rows.map((r) => String(r[h] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(line(headers));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(headers.map((h) => String(row[h] ?? ''))));
}
