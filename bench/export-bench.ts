/**
 * The year's CSV export while checkouts run: on a shop holding a year of demo orders (the sales report's database),
 * customers pay for checkouts four at a time, first alone, then while the owner downloads the whole year's export.
 * The figures are each checkout's time (create the payment, then confirm the card), alone and during the export, and
 * the export's own time. Reports run in a lane of their own (src/server/db/report-lane.ts): the checkouts must all be
 * served, and their p99 is stated beside the one without an export.
 */
import { menuProducts, payOne, percentile, signIn, type Staff } from './checkout-bench';
import { shopDate } from '../src/domain/opening-hours';
import { addLocalDays } from '../src/domain/report-range';

/** Customers paying at once, each starting again as soon as the last checkout is paid. */
const CUSTOMERS = 4;
/** How long the checkouts run alone, to compare with. */
export const ALONE_MS = 5_000;
/** The bar: checkout p99 during a year's export at most this many times its p99 without one. */
const EXPORT_P99_BAR = 1.5;

export interface Checkouts {
  times: number[];
  failures: string[];
}

/** CUSTOMERS customers paying one checkout after another until until() says stop. */
export async function checkoutsUntil(
  url: string,
  products: Awaited<ReturnType<typeof menuProducts>>,
  until: () => boolean,
  first: number,
): Promise<Checkouts> {
  const times: number[] = [];
  const failures: string[] = [];
  let next = first;
  await Promise.all(
    Array.from({ length: CUSTOMERS }, async () => {
      while (!until()) {
        const started = performance.now();
        try {
          await payOne(url, products, next++);
          times.push(performance.now() - started);
        } catch (error) {
          failures.push(String(error));
        }
      }
    }),
  );
  return { times, failures };
}

export async function benchExportDuringCheckouts(
  url: string,
  label: string,
  staff: Staff,
  orders: number,
): Promise<Record<string, string | number>> {
  const products = await menuProducts(url);
  const { cookie, csrf } = await signIn(url, staff);
  // Nobody makes the bench's drinks, so every cup paid for waits at the counter: at the default 2 minutes a drink the
  // shop rightly stops taking as-soon-as-possible orders once some 580 cups wait, which four customers paying without
  // a pause reach about a minute into the export. The counter here keeps up (0 minutes a drink): every checkout is one
  // the shop would take, and the row measures the export's effect on them, not the ASAP rule.
  const asap = await fetch(`${url}/api/admin/asap-wait`, {
    method: 'PUT',
    headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
    body: JSON.stringify({ minutesPerDrink: 0, longestAsapWait: null }),
  });
  if (!asap.ok) throw new Error(`bench: the ASAP wait's settings answered ${asap.status}: ${await asap.text()}`);
  const to = shopDate(new Date());
  const from = addLocalDays(to, -365);

  // Warm-up (code compiled, caches filled), then checkouts alone.
  const warm = Date.now() + 1_000;
  await checkoutsUntil(url, products, () => Date.now() > warm, 900_000);
  const aloneEnd = Date.now() + ALONE_MS;
  const alone = await checkoutsUntil(url, products, () => Date.now() > aloneEnd, 910_000);

  let exportDone = false;
  const exportStarted = performance.now();
  const exporting = (async () => {
    try {
      const response = await fetch(`${url}/api/admin/reports/export.csv?from=${from}&to=${to}`, {
        headers: { cookie },
      });
      const text = await response.text();
      return { status: response.status, bytes: Buffer.byteLength(text), records: text.split('\r\n').length - 2 };
    } finally {
      exportDone = true;
    }
  })();
  const during = await checkoutsUntil(url, products, () => exportDone, 950_000);
  const exported = await exporting;
  const exportMs = performance.now() - exportStarted;

  const served = during.failures.length === 0 && during.times.length > 0;
  const ok = exported.status === 200;
  const p99Alone = percentile(alone.times, 99);
  const p99During = percentile(during.times, 99);
  const slowdown = p99During / p99Alone;
  return {
    measure: `year's CSV export of ${orders.toLocaleString('en-GB')} orders while checkouts run — ${label}`,
    'requests/s': Math.round((during.times.length / exportMs) * 10_000) / 10,
    'p50 ms': Math.round(percentile(during.times, 50)),
    'p99 ms': Math.round(p99During),
    'errors / unexpected': `${during.failures.length}/${ok ? 0 : 1}`,
    budget:
      `every checkout served: ${served && ok ? 'met' : 'NOT MET'}; p99 ${slowdown.toFixed(2)}× alone, bar ≤ ` +
      `${EXPORT_P99_BAR}×: ${slowdown <= EXPORT_P99_BAR ? 'met' : 'NOT MET'}`,
    note:
      `export ${(exportMs / 1000).toFixed(1)} s, ${(exported.bytes / 1e6).toFixed(1)} MB, ${exported.records.toLocaleString('en-GB')} rows` +
      (ok ? '' : ` (answered ${exported.status})`) +
      `; ${during.times.length} paid checkouts meanwhile, ${CUSTOMERS} at a time; alone: p50 ` +
      `${Math.round(percentile(alone.times, 50))} ms, p99 ${Math.round(p99Alone)} ms`,
  };
}
