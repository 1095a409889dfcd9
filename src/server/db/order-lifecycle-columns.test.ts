/**
 * The orders table speaks the domain's lifecycle words only: the CHECK constraints generated from
 * PAYMENT_STATUSES and ORDER_STATUSES refuse anything else, on both databases, and their migration applies to a
 * database that already holds orders.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@domain/order-status';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/test-database';
import { migrateDatabase, openDatabase, type Database } from './client';
import { orders } from './schema';

const kinds = await testDatabaseKinds();
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The migrations folder as it was before the lifecycle checks: the first `count` migrations only. */
function migrationsBefore(count: number): string {
  const source = fileURLToPath(new URL('./migrations', import.meta.url));
  const folder = join(mkdtempSync(join(tmpdir(), 'pearl-migrations-')), 'migrations');
  cpSync(source, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** How many migrations come before the one whose tag ends with the suffix, whatever its number after merges. */
function countBefore(tagSuffix: string): number {
  const journal = JSON.parse(
    readFileSync(fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url)), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
}

/** Brings an empty database to the schema of the first `count` migrations, as an older release left it. */
async function migrateFirst(database: Database, count: number): Promise<void> {
  const before = migrationsBefore(count);
  if (database.kind === 'pglite')
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder: before });
  else await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder: before });
}

/** A database of the kind, unmigrated, and how to drop it. */
async function emptyDatabase(kind: string): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ migrate: false });
    return { database, drop: () => database.close() };
  }
  const name = `pearl_test_mig_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), migrate: false });
  return {
    database,
    async drop() {
      await database.close().catch(() => {});
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}

/** Why the database refused a statement (drizzle wraps the driver's error, which names the constraint). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'accepted';
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return String(cause instanceof Error ? cause.message : error);
  }
}

const anOrder = (paymentStatus: string, status: string | null = null) => sql`
  insert into orders (subtotal, total_amount, provider, checkout_kind, payment_status, status)
  values (350, 350, 'sandbox', 'in_page', ${paymentStatus}, ${status}) returning id`;

describe.each(kinds)('the orders table on %s', (kind) => {
  let testDb: TestDatabase;
  const db = () => testDb.database.db;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
  });
  afterAll(() => testDb?.drop());

  it('accepts every payment state and order status of the domain', async () => {
    for (const paymentStatus of PAYMENT_STATUSES) await db().execute(anOrder(paymentStatus));
    for (const status of ORDER_STATUSES) await db().execute(anOrder('paid', status));
  });

  it('refuses a payment state the domain does not know', async () => {
    expect(await refusal(db().execute(anOrder('succeeded')))).toMatch(/orders_payment_status_known/);
    expect(await refusal(db().execute(anOrder('PAID')))).toMatch(/orders_payment_status_known/);
    const [row] = await db()
      .insert(orders)
      .values({ subtotal: 1, totalAmount: 1, provider: 'sandbox', checkoutKind: 'in_page' })
      .returning();
    expect(
      await refusal(db().execute(sql`update orders set payment_status = 'settled' where id = ${row!.id}`)),
    ).toMatch(/orders_payment_status_known/);
    const [still] = await db().select().from(orders).where(eq(orders.id, row!.id));
    expect(still!.paymentStatus).toBe('awaiting_payment');
  });

  it('refuses an order status the domain does not know', async () => {
    expect(await refusal(db().execute(anOrder('paid', 'shipped')))).toMatch(/orders_status_known/);
  });

  it('adds the checks to a database that already holds orders of every state', async () => {
    const existing = await emptyDatabase(kind);
    try {
      await migrateFirst(existing.database, 2);
      for (const paymentStatus of PAYMENT_STATUSES)
        await existing.database.db.execute(anOrder(paymentStatus, paymentStatus === 'paid' ? 'pending' : null));

      await migrateDatabase(existing.database);

      const rows = await existing.database.db.select({ paymentStatus: orders.paymentStatus }).from(orders);
      expect(rows.map((row) => row.paymentStatus).sort()).toEqual([...PAYMENT_STATUSES].sort());
      expect(await refusal(existing.database.db.execute(anOrder('succeeded')))).toMatch(/orders_payment_status_known/);
    } finally {
      await existing.drop();
    }
  });

  it('gives orders recorded before tracking a token each, but not an erased customer’s', async () => {
    const existing = await emptyDatabase(kind);
    try {
      // Every migration before the one that adds the tracking token.
      await migrateFirst(existing.database, countBefore('_order_tracking'));
      for (let i = 0; i < 3; i++) await existing.database.db.execute(anOrder('paid', 'pending'));
      await existing.database.db.execute(sql`
        insert into orders (subtotal, total_amount, provider, checkout_kind, payment_status, status, anonymised_at)
        values (350, 350, 'sandbox', 'in_page', 'paid', 'completed', now())`);

      await migrateDatabase(existing.database);

      const rows = await existing.database.db
        .select({ token: orders.trackingToken, anonymisedAt: orders.anonymisedAt })
        .from(orders);
      const tokens = rows.filter((row) => !row.anonymisedAt).map((row) => row.token);
      expect(tokens).toHaveLength(3);
      for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Set(tokens).size).toBe(3);
      expect(rows.filter((row) => row.anonymisedAt).map((row) => row.token)).toEqual([null]);
    } finally {
      await existing.drop();
    }
  });
});

describe.each(kinds)('numbering the orders already paid, on %s', (kind) => {
  it('gives each shop day’s paid orders #1, #2, … by payment time, and the day’s counter its last number', async () => {
    const existing = await emptyDatabase(kind);
    try {
      // Every migration before the one that adds the day numbers.
      await migrateFirst(existing.database, countBefore('_order_day_numbers'));
      const paidAt = (at: string, status: string | null = 'completed', isTest = false) =>
        existing.database.db.execute(sql`
          insert into orders (subtotal, total_amount, provider, checkout_kind, payment_status, status, paid_at, is_test)
          values (350, 350, 'sandbox', 'in_page', 'paid', ${status}, ${at}, ${isTest}) returning id`);
      // 15 July in London (summer time): 09:00, 22:30 (21:30 UTC); 23:30 BST (22:30 UTC) is still the 15th and
      // 00:30 BST on the 16th (23:30 UTC on the 15th) is the next shop day.
      await paidAt('2026-07-15T21:30:00Z');
      await paidAt('2026-07-15T08:00:00Z');
      await paidAt('2026-07-15T23:30:00Z');
      await paidAt('2026-07-15T22:30:00Z');
      // A test payment and an unpaid checkout get no number.
      await paidAt('2026-07-15T10:00:00Z', null, true);
      await existing.database.db.execute(anOrder('awaiting_payment'));

      await migrateDatabase(existing.database);

      const rows = await existing.database.db
        .select({ paidAt: orders.paidAt, day: orders.numberDay, number: orders.dayNumber })
        .from(orders)
        .orderBy(sql`paid_at nulls last`);
      expect(rows.map((row) => [row.paidAt?.toISOString() ?? null, row.day, row.number])).toEqual([
        ['2026-07-15T08:00:00.000Z', '2026-07-15', 1],
        ['2026-07-15T10:00:00.000Z', null, null],
        ['2026-07-15T21:30:00.000Z', '2026-07-15', 2],
        ['2026-07-15T22:30:00.000Z', '2026-07-15', 3],
        ['2026-07-15T23:30:00.000Z', '2026-07-16', 1],
        [null, null, null],
      ]);
      const counters = (await existing.database.db.execute(
        sql`select day::text as day, last_number from order_day_counters order by day`,
      )) as unknown as { rows: unknown[] };
      expect(counters.rows).toEqual([
        { day: '2026-07-15', last_number: 3 },
        { day: '2026-07-16', last_number: 1 },
      ]);
    } finally {
      await existing.drop();
    }
  });
});
