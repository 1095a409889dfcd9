/**
 * `npm run db:backup` under a stream of checkouts, `npm run db:restore` into a new data folder or
 * database, and a shop started on the copy finds every order paid before the backup began, on both databases. The
 * real commands and the real server process run here, as an owner runs them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { demoMenu } from '../../seed/demo-menu';
import { seedMenu } from '../../seed/seed';
import { openDatabase } from '../../db/client';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import { oneDrinkBasket, send, startShopProcess, type ShopProcess } from '../../test/shop-process';

const kinds = await testDatabaseKinds();
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `npm run <script>` the way npm does (node with tsx), with only these settings. */
function runScript(script: string, args: string[], settings: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...settings },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface Paid {
  orderId: string;
  receiptToken: string;
}

/** Customers paying with 4242 in a loop until told to stop; each paid order is pushed when its Pay was answered. */
function checkoutStream(port: number, customers: number) {
  const paid: Paid[] = [];
  let streaming = true;
  const customer = async (n: number) => {
    const { product, cartItems } = await oneDrinkBasket(port);
    for (let round = 0; streaming; round++) {
      const intent = await send(port, 'POST', '/api/create-payment-intent', {
        amount: product.priceReg / 100,
        metadata: { cartItems },
        name: `Customer ${n}`,
        email: `customer-${n}@example.com`,
        checkoutToken: `backup-${n}-${round}-${Date.now()}`.padEnd(32, '0'),
      });
      if (intent.kind !== 'answered' || intent.status !== 200)
        throw new Error(`checkout refused: ${JSON.stringify(intent)}`);
      const confirmed = await send(
        port,
        'POST',
        `/api/sandbox/payment-intents/${intent.body.paymentIntentId}/confirm`,
        {
          clientSecret: intent.body.clientSecret,
          card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
        },
      );
      if (confirmed.kind !== 'answered' || confirmed.status !== 200)
        throw new Error(`pay refused: ${JSON.stringify(confirmed)}`);
      paid.push({ orderId: intent.body.orderId, receiptToken: intent.body.receiptToken });
    }
  };
  let failure: unknown = null;
  const done = Promise.all(Array.from({ length: customers }, (_, n) => customer(n))).catch((error: unknown) => {
    failure = error;
    streaming = false;
  });
  return {
    paid,
    /** Waits until this many orders are paid (or a customer was refused, which fails the test). */
    async paidAtLeast(count: number) {
      while (paid.length < count) {
        if (failure) throw failure;
        await wait(50);
      }
    },
    async stop() {
      streaming = false;
      await done;
      if (failure) throw failure;
    },
  };
}

async function expectPaidOnShop(shop: ShopProcess, orders: Paid[]) {
  for (const order of orders) {
    const answer = await fetch(`http://127.0.0.1:${shop.port}/api/order-confirmation/${order.orderId}`, {
      headers: { 'x-receipt-token': order.receiptToken },
    });
    expect(answer.status, `order ${order.orderId} is on the restored shop`).toBe(200);
    expect(((await answer.json()) as { paid: boolean }).paid).toBe(true);
  }
}

describe.each(kinds)('backup and restore on %s', (kind) => {
  const shops: ShopProcess[] = [];
  const folders: string[] = [];
  const databases: TestDatabase[] = [];
  const folder = (prefix: string) => {
    const made = mkdtempSync(join(tmpdir(), prefix));
    folders.push(made);
    return made;
  };
  afterAll(async () => {
    for (const shop of shops) if (shop.child.exitCode === null) shop.signal('SIGKILL');
    for (const database of databases) await database.drop();
    for (const made of folders) rmSync(made, { recursive: true, force: true });
  });

  it(
    'backs up under a stream of checkouts; the restored copy holds every order paid before it began',
    { timeout: 240_000 },
    async () => {
      let original: Record<string, string>;
      let restored: Record<string, string>;
      if (kind === 'postgres') {
        const source = await createTestDatabase('postgres');
        databases.push(source);
        await seedMenu(source.database.db, demoMenu);
        original = { DATABASE_URL: source.url! };
        const target = await createTestDatabase('postgres');
        databases.push(target);
        // An empty database, as an owner creates one: the test helper migrated it, so drop what it made.
        const client = new pg.Client({ connectionString: target.url! });
        await target.database.close();
        await client.connect();
        await client.query('drop schema public cascade; create schema public; drop schema drizzle cascade');
        await client.end();
        restored = { DATABASE_URL: target.url! };
      } else {
        const dataDir = folder('pearl-backup-source-');
        // The menu is loaded here, as on PostgreSQL: a new embedded database would otherwise get the demo opening
        // hours (10:00–22:00) from main.ts, and the test would find the shop closed at night.
        const seeded = await openDatabase({ dataDir });
        await seedMenu(seeded.db, demoMenu);
        await seeded.close();
        original = { DATA_DIR: dataDir };
        restored = { DATA_DIR: folder('pearl-backup-restored-') };
      }

      const shop = await startShopProcess(original);
      shops.push(shop);
      const stream = checkoutStream(shop.port, 3);
      await stream.paidAtLeast(6);
      const paidBeforeBackup = [...stream.paid];
      const file = join(folder('pearl-backup-file-'), kind === 'pglite' ? 'shop.tar.gz' : 'shop.dump');
      const backup = await runScript('db-backup', ['--out', file], original);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(`to ${file}`);
      // The stream kept going during the backup: the shop was not stopped for it.
      const paidDuringRun = stream.paid.length;
      await stream.stop();
      expect(paidDuringRun).toBeGreaterThan(paidBeforeBackup.length);
      shop.signal('SIGTERM');
      expect(await shop.exited).toBe(0);

      // Restoring over data needs --force, and says so.
      const refused = await runScript('db-restore', [file], original);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/already (holds data|has \d+ tables).*--force/s);
      // With --force it replaces them (the embedded database's old folder kept beside it).
      const forced = await runScript('db-restore', [file, '--force'], original);
      expect(forced.code, forced.output).toBe(0);
      if (kind === 'pglite') {
        expect(forced.output).toContain('The data it replaced is kept in');
        expect(readdirSync(original.DATA_DIR!).some((name) => name.startsWith('pglite.before-restore-'))).toBe(true);
      }

      const restore = await runScript('db-restore', [file], restored);
      expect(restore.code, restore.output).toBe(0);
      const copy = await startShopProcess(restored);
      shops.push(copy);
      await expectPaidOnShop(copy, paidBeforeBackup);
      copy.signal('SIGTERM');
      expect(await copy.exited).toBe(0);
      if (kind === 'pglite') {
        expect(readdirSync(original.DATA_DIR!)).not.toContain('backup.sock');
        // A backup of a stopped shop opens the folder itself.
        const offline = await runScript('db-backup', ['--out', `${file}.2`], restored);
        expect(offline.code, offline.output).toBe(0);
      }
    },
  );
});
