/**
 * The sales report's figure: the whole report (all six panels' queries, as GET /api/admin/reports runs
 * them) for a year of 100,000 demo orders, on a database seeded through `npm run db:seed -- --demo-orders`'s path.
 * Run in this process against the database directly: the figure is the database's work, not HTTP's. Budget: 300 ms
 * on PostgreSQL.
 */
import { shopDate } from '@domain/opening-hours';
import { addLocalDays } from '@domain/report-range';
import { openDatabase } from '../src/server/db/client';
import { salesReads } from '../src/server/modules/orders';
import { buildReport, readDirectly } from '../src/server/modules/reports';
import { seedDemoOrders } from '../src/server/seed/demo-orders';
import { demoMenu } from '../src/server/seed/demo-menu';
import { seedMenu } from '../src/server/seed/seed';

export const REPORT_BUDGET_MS = 300;
const RUNS = 7;

export interface ReportBenchResult {
  label: string;
  orders: number;
  seedMs: number;
  /** The median and the slowest of the timed runs (after one warm-up), in ms. */
  p50: number;
  max: number;
}

/** Ten minutes: a year of demo orders on a busy machine, with room to spare. */
export const SEEDING_TIMEOUTS = { statementMs: 600_000, queryMs: 610_000, idleInTransactionMs: 600_000 };

export async function benchSalesReport(
  label: string,
  target: { url: string } | { dataDir: string },
  orders = Number(process.env.BENCH_REPORT_ORDERS ?? 100_000),
): Promise<ReportBenchResult> {
  // A year of orders is written and numbered in statements far longer than the shop's per-query bound: the seed lifts
  // the server's bound for itself, and this connection waits as long as they take.
  const database = await openDatabase({ ...target, timeouts: SEEDING_TIMEOUTS });
  try {
    await seedMenu(database.db, demoMenu);
    const seeded = performance.now();
    await seedDemoOrders(database.db, orders);
    const seedMs = Math.round(performance.now() - seeded);
    const to = shopDate(new Date());
    const range = { from: addLocalDays(to, -365), to };
    await buildReport(readDirectly(database.db), range, salesReads);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      await buildReport(readDirectly(database.db), range, salesReads);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { label, orders, seedMs, p50: Math.round(times[Math.floor(RUNS / 2)]!), max: Math.round(times.at(-1)!) };
  } finally {
    await database.close();
  }
}

/** A row of the benchmark's table. */
export function reportRow(result: ReportBenchResult): Record<string, string | number> {
  const budget =
    result.label === 'PostgreSQL'
      ? `p50 < ${REPORT_BUDGET_MS} ms: ${result.p50 < REPORT_BUDGET_MS ? 'met' : 'NOT MET'}`
      : `none (PostgreSQL's: ${REPORT_BUDGET_MS} ms)`;
  return {
    measure: `whole sales report, a year of ${result.orders.toLocaleString('en-GB')} orders — ${result.label}`,
    'requests/s': '',
    'p50 ms': result.p50,
    'p99 ms': result.max,
    'errors / unexpected': '',
    budget,
    note: `slowest of ${RUNS} runs in the p99 column; seeding took ${(result.seedMs / 1000).toFixed(1)} s`,
  };
}
