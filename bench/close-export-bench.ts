/**
 * The accountant's files' figure: the Xero and the QuickBooks file (GET /api/admin/close/export.csv's work) for a month
 * of 100,000 demo orders, with the shop VAT-registered so every line carries its VAT. Run in this process against the
 * database directly, through the close module's service as the route calls it: the figure is the database's and the
 * files' work, not HTTP's. Budget: each file under 10 s.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { shopDate } from '@domain/opening-hours';
import { addLocalDays } from '@domain/report-range';
import { openDatabase } from '../src/server/db/client';
import { SEEDING_TIMEOUTS } from './report-bench';
import { createDayCloseService } from '../src/server/modules/close';
import { createMailer } from '../src/server/modules/mail';
import { VatService } from '../src/server/modules/vat';
import { seedDemoOrders } from '../src/server/seed/demo-orders';
import { demoMenu } from '../src/server/seed/demo-menu';
import { seedMenu } from '../src/server/seed/seed';

export const CLOSE_EXPORT_BUDGET_MS = 10_000;
const MONTH_DAYS = 30;

export interface CloseExportBenchResult {
  label: string;
  orders: number;
  seedMs: number;
  xeroMs: number;
  quickBooksMs: number;
  /** Lines in each file (a day a rate), so a file that came out empty is seen. */
  xeroLines: number;
  quickBooksLines: number;
}

export async function benchCloseExports(
  label: string,
  target: { url: string } | { dataDir: string },
  orders = Number(process.env.BENCH_CLOSE_ORDERS ?? 100_000),
): Promise<CloseExportBenchResult> {
  // The month is seeded on a connection that waits as long as the bulk statements take; the files are then made on
  // one with the shop's own bound on every query, as the shop makes them.
  const seeding = await openDatabase({ ...target, timeouts: SEEDING_TIMEOUTS });
  const seeded = performance.now();
  try {
    await seedMenu(seeding.db, demoMenu);
    await seedDemoOrders(seeding.db, orders, new Date(), MONTH_DAYS);
  } finally {
    await seeding.close();
  }
  const seedMs = Math.round(performance.now() - seeded);
  const database = await openDatabase(target);
  try {
    const { db } = database;
    const vat = new VatService({ db });
    await vat.saveSettings(
      { vatNumber: 'GB123456789' },
      { userId: '00000000-0000-4000-8000-000000000000', email: 'bench@pearl.example' },
    );
    const dayClose = createDayCloseService({
      db,
      vat: {
        registration: () => vat.registration(),
        dayTotals: (from, to) => vat.dayTotals(from, to),
        exportAccounts: async () => (await vat.settings()).accountCodes,
      },
      mailer: createMailer({
        db,
        from: 'bench@pearl.example',
        outboxDir: mkdtempSync(join(tmpdir(), 'pearl-bench-mail-')),
      }),
      now: () => new Date(),
    });
    const to = shopDate(new Date());
    const range = { from: addLocalDays(to, -MONTH_DAYS), to };
    const timed = async (format: 'xero' | 'quickbooks') => {
      const started = performance.now();
      const csv = await dayClose.exportCsv(range, format);
      return { ms: Math.round(performance.now() - started), lines: csv.split('\r\n').length - 2 };
    };
    const xero = await timed('xero');
    const quickBooks = await timed('quickbooks');
    return {
      label,
      orders,
      seedMs,
      xeroMs: xero.ms,
      quickBooksMs: quickBooks.ms,
      xeroLines: xero.lines,
      quickBooksLines: quickBooks.lines,
    };
  } finally {
    await database.close();
  }
}

/** Two rows of the benchmark's table: the Xero file and the QuickBooks file. */
export function closeExportRows(result: CloseExportBenchResult): Record<string, string | number>[] {
  const row = (name: string, ms: number, lines: number) => ({
    measure: `${name} file, a month of ${result.orders.toLocaleString('en-GB')} orders — ${result.label}`,
    'requests/s': '',
    'p50 ms': ms,
    'p99 ms': '',
    'errors / unexpected': lines > 0 ? '' : 'no lines',
    budget: `< ${CLOSE_EXPORT_BUDGET_MS / 1000} s: ${ms < CLOSE_EXPORT_BUDGET_MS && lines > 0 ? 'met' : 'NOT MET'}`,
    note: `${lines} lines (a day a rate); seeding took ${(result.seedMs / 1000).toFixed(1)} s`,
  });
  return [row('Xero', result.xeroMs, result.xeroLines), row('QuickBooks', result.quickBooksMs, result.quickBooksLines)];
}
