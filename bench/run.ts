/**
 * `npm run bench`: starts Pearl on a fresh database (embedded, or PostgreSQL when DATABASE_URL is set — a fresh
 * database is created on that server for the run and dropped after), loads it from this process over loopback with
 * autocannon, and prints a table. A bare Node http server returning the same menu bytes runs in the same pass as the
 * ceiling the menu API is compared with.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { users } from '../src/server/db/schema';
import { hashPassword } from '../src/server/modules/accounts';
import { demoMenu } from '../src/server/seed/demo-menu';
import { seedMenu } from '../src/server/seed/seed';
import pg from 'pg';
import { combine, load, printTable, type LoadResult } from './load';
import { describeMachine, loadAverage } from './machine';
import { startProcess } from './server-process';
import { benchCheckouts } from './checkout-bench';
import { benchSalesReport, reportRow, type ReportBenchResult } from './report-bench';
import { benchCloseExports, closeExportRows } from './close-export-bench';
import { benchExportDuringCheckouts } from './export-bench';
import { benchUploadsDuringCheckouts } from './upload-bench';
import { benchReadyPushes } from './ready-push-bench';
import { benchMenuChanges } from './menu-change-bench';

const duration = Number(process.env.BENCH_DURATION ?? 10);
/** BENCH_ONLY=push: the ready pushes' row alone (no menu, checkout, report or export rows), e.g. while working on it. */
const pushOnly = process.env.BENCH_ONLY === 'push';
/** The ceiling and the menu API are measured in turns, this many of each. */
const ROUNDS = 3;
const rows: Record<string, string | number>[] = [];
/** The budget for the menu API: this share of the bare Node ceiling, measured in the same run. */
const MENU_BUDGET = 0.85;
const row = (r: LoadResult, note = '', budget = '') =>
  rows.push({
    measure: r.name,
    'requests/s': r.requestsPerSecond,
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'errors / unexpected': `${r.errors}/${r.unexpected}`,
    budget,
    note,
  });
const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

async function freshPostgres(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pearl_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fresh database with the demo menu and a staff account, before the server (which then owns it) starts. */
async function prepareDatabase(env: Record<string, string>, staff: { email: string; password: string }): Promise<void> {
  const database = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  try {
    await seedMenu(database.db, demoMenu);
    await database.db
      .insert(users)
      .values({ email: staff.email, passwordHash: await hashPassword(staff.password), role: 'owner' })
      .onConflictDoNothing();
  } finally {
    await database.close();
  }
}

/**
 * The sales report for a year of demo orders on the database the report bench seeded, then, on the same database, the
 * year's CSV export while checkouts run, through a server started on it.
 */
async function reportRows(
  label: string,
  target: { url: string } | { dataDir: string },
  staff: { email: string; password: string },
): Promise<void> {
  const report: ReportBenchResult = await benchSalesReport(label, target);
  rows.push(reportRow(report));
  const env: Record<string, string> =
    'url' in target ? { DATABASE_URL: target.url } : { DATABASE_URL: '', DATA_DIR: target.dataDir };
  await prepareDatabase(env, staff);
  const server = await startProcess('src/server/main.ts', env, '/api/ready');
  try {
    rows.push(await benchExportDuringCheckouts(server.url, label, staff, report.orders));
  } finally {
    await server.stop();
  }
}

/** The ready pushes' row, on a database of its own with the demo menu, dropped after. */
async function readyPushRow(label: string, staff: { email: string; password: string }) {
  const fresh =
    label === 'PostgreSQL' && process.env.DATABASE_URL
      ? await freshPostgres(process.env.DATABASE_URL)
      : { url: '', drop: async () => {} };
  const env: Record<string, string> = fresh.url
    ? { DATABASE_URL: fresh.url }
    : { DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'pearl-bench-push-')) };
  try {
    await prepareDatabase(env, staff);
    return await benchReadyPushes(label, env, staff);
  } finally {
    await fresh.drop();
  }
}

async function main(): Promise<void> {
  const machine = describeMachine();
  console.log(`Pearl benchmark on ${machine}; ${duration} s per measure (BENCH_DURATION).`);
  // The benchmark signs in as staff to watch the orders arrive: a demo admin with a password made for this run.
  const staff = { email: 'bench-admin@pearl.example', password: `bench-${randomBytes(9).toString('base64url')}` };
  const targets: { label: string; env: Record<string, string>; cleanup?: () => Promise<void> }[] = [
    { label: 'embedded (PGlite)', env: { DATABASE_URL: '', DATA_DIR: mkdtempSync(join(tmpdir(), 'pearl-bench-')) } },
  ];
  if (process.env.DATABASE_URL) {
    const fresh = await freshPostgres(process.env.DATABASE_URL);
    targets.push({ label: 'PostgreSQL', env: { DATABASE_URL: fresh.url }, cleanup: fresh.drop });
  }

  let bare: Awaited<ReturnType<typeof startProcess>> | null = null;
  try {
    for (const target of targets) {
      if (pushOnly) {
        rows.push(await readyPushRow(target.label, staff));
        continue;
      }
      await prepareDatabase(target.env, staff);
      const server = await startProcess('src/server/main.ts', target.env, '/api/ready');
      try {
        // The bytes every client gets without compression (autocannon asks for none), and their ETag.
        const menuResponse = await fetch(`${server.url}/api/menu`, { headers: { 'accept-encoding': 'identity' } });
        const menuBytes = Buffer.from(await menuResponse.arrayBuffer());
        const etag = menuResponse.headers.get('etag') ?? '';

        if (!bare) {
          const file = join(server.dataDir, 'menu.json');
          writeFileSync(file, menuBytes);
          bare = await startProcess('bench/bare-menu-server.ts', { MENU_FILE: file }, '/');
          await load('warm-up', { url: bare.url, duration: 2 });
        }
        await load('warm-up', { url: `${server.url}/api/menu`, duration: 2 });

        // The ceiling and the menu API take turns, so that a change in what else the machine is doing weighs on both.
        const ceiling: LoadResult[] = [];
        const full: LoadResult[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          ceiling.push(
            await load('bare Node http, same menu bytes (ceiling)', { url: bare.url, duration: duration / ROUNDS }),
          );
          full.push(
            await load(`GET /api/menu — ${target.label}`, {
              url: `${server.url}/api/menu`,
              duration: duration / ROUNDS,
            }),
          );
        }
        const ceilingResult = combine(ceiling);
        const menuResult = combine(full);
        row(
          { ...ceilingResult, name: `bare Node http, same menu bytes (ceiling), beside ${target.label}` },
          `${(menuBytes.length / 1024).toFixed(1)} KB body from memory, 50 connections`,
        );
        const share = menuResult.requestsPerSecond / ceilingResult.requestsPerSecond;
        row(
          menuResult,
          `full body, 50 connections; taking turns with the ceiling, ${ROUNDS} rounds`,
          `${Math.round(100 * share)}% of the ceiling, budget ≥ ${Math.round(100 * MENU_BUDGET)}%: ${verdict(share >= MENU_BUDGET)}`,
        );
        const revalidated = await load(`GET /api/menu with its ETag — ${target.label}`, {
          url: `${server.url}/api/menu`,
          duration,
          headers: { 'if-none-match': etag },
          expectStatus: 304,
        });
        row(
          revalidated,
          'revalidation: every answer a 304 without a body',
          `budget ≥ the full answer (${menuResult.requestsPerSecond}/s): ${verdict(revalidated.requestsPerSecond >= menuResult.requestsPerSecond)}`,
        );

        for (const extra of await benchCheckouts(server.url, target.label, duration, staff)) rows.push(extra);
        // 1000 open menus hearing of stock changes and price changes (BENCH_MENUS changes the count; 0 leaves it out).
        if (process.env.BENCH_MENUS !== '0') rows.push(...(await benchMenuChanges(server.url, target.label, staff)));
        // Ten phone photos uploaded at once while customers pay (BENCH_UPLOADS=0 leaves them out).
        if (process.env.BENCH_UPLOADS !== '0')
          rows.push(...(await benchUploadsDuringCheckouts(server.url, server.child.pid!, target.label, staff)));
      } finally {
        await server.stop();
      }
      // 200 orders made ready at once, each pushed to its customer's browser (BENCH_PUSH=0 leaves it out), through a
      // server of its own (outside production: it pushes to a push service on this machine), on a fresh database: on
      // the burst's, hundreds of cups still waiting would close the shop to as-soon-as-possible orders.
      if (process.env.BENCH_PUSH !== '0') rows.push(await readyPushRow(target.label, staff));
    }
    // The whole sales report for a year of 100,000 orders, and that year's export while checkouts run, on a database
    // of its own for each target (BENCH_REPORT_ORDERS=0 leaves them out, e.g. while working on the API).
    if (process.env.BENCH_REPORT_ORDERS !== '0' && !pushOnly)
      await reportRows('embedded (PGlite)', { dataDir: mkdtempSync(join(tmpdir(), 'pearl-bench-report-')) }, staff);
    if (process.env.DATABASE_URL && process.env.BENCH_REPORT_ORDERS !== '0' && !pushOnly) {
      const reportDatabase = await freshPostgres(process.env.DATABASE_URL);
      try {
        await reportRows('PostgreSQL', { url: reportDatabase.url }, staff);
      } finally {
        await reportDatabase.drop();
      }
    }
    // The Xero and QuickBooks files for a month of 100,000 orders, each on a database of its own
    // (BENCH_CLOSE_ORDERS=0 leaves them out).
    if (process.env.BENCH_CLOSE_ORDERS !== '0' && !pushOnly) {
      const dataDir = mkdtempSync(join(tmpdir(), 'pearl-bench-close-'));
      rows.push(...closeExportRows(await benchCloseExports('embedded (PGlite)', { dataDir })));
      if (process.env.DATABASE_URL) {
        const closeDatabase = await freshPostgres(process.env.DATABASE_URL);
        try {
          rows.push(...closeExportRows(await benchCloseExports('PostgreSQL', { url: closeDatabase.url })));
        } finally {
          await closeDatabase.drop();
        }
      }
    }
  } finally {
    await bare?.stop();
    // Every target's database goes, also when an earlier target's run failed before reaching it.
    for (const target of targets) await target.cleanup?.().catch((error) => console.error(error));
    // What was measured is printed also when a later measure failed: a long run's figures are not lost to its end.
    console.log(`\nPearl benchmark — ${new Date().toISOString()}`);
    console.log(`Machine: ${machine} at the start; ${loadAverage()} at the end.`);
    console.log('Load from this process over loopback (autocannon); the server runs in a child process.\n');
    printTable(rows);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
