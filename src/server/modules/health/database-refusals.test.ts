/**
 * Faults: a database that refuses (too many connections, login not allowed, database missing) →
 * 503 with Retry-After, not 500; readiness says not ready until the schema is there.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../db/client';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { createIntent, line, makeShop, type Shop } from '../../test/checkout-support';

const kinds = await testDatabaseKinds();
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RETRY_MESSAGE = 'The shop is having trouble reaching its database. Please try again in a moment.';

async function asAdmin(...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

describe.runIf(kinds.includes('postgres'))('a PostgreSQL server that refuses the shop', () => {
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const role = `pearl_role_${suffix}`;
  const name = `pearl_test_refusals_${suffix}`;
  const staff = { email: 'refused@pearl.example', password: 'refused staff password' };
  let server: TestServer;
  let shop: Shop;

  beforeAll(async () => {
    // Not a superuser: PostgreSQL lets superusers past a database's connection limit.
    await asAdmin(`create role ${role} login`, `create database ${name} owner ${role}`);
    const url = new URL(adminUrl);
    url.username = role;
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString() });
    server = await buildTestServer({ shared: { database, url: url.toString(), drop: () => database.close() } });
    shop = await makeShop(database.db);
    await makeUser(database.db, staff);
  });
  afterAll(async () => {
    await server?.close();
    await server?.database.close().catch(() => {});
    await asAdmin(`drop database if exists ${name} with (force)`, `drop role if exists ${role}`);
  });

  /** Ends the shop's open connections, so that its next queries must connect again and meet the refusal. */
  const dropConnections = () =>
    asAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and usename = '${role}'`);

  async function expectUnavailable(): Promise<void> {
    const answers = [
      await createIntent(server, { lines: [line(shop.classic)], amount: 3.5 }),
      await call(server, 'POST', '/api/auth/login', { body: staff }),
    ];
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.body).toEqual({ error: RETRY_MESSAGE });
      expect(answer.headers.get('retry-after')).toBe('5');
    }
    expect((await call(server, 'GET', '/api/ready')).status).toBe(503);
  }

  it('answers 503 with Retry-After when there are too many connections (53300)', async () => {
    await asAdmin(`alter database ${name} connection limit 0`);
    await dropConnections();
    await expectUnavailable();
    await asAdmin(`alter database ${name} connection limit -1`);
    expect((await call(server, 'GET', '/api/ready')).status).toBe(200);
  });

  it('answers 503 with Retry-After when its role may not log in (28000)', async () => {
    await asAdmin(`alter role ${role} nologin`);
    await dropConnections();
    await expectUnavailable();
    await asAdmin(`alter role ${role} login`);
    expect((await call(server, 'GET', '/api/ready')).status).toBe(200);
  });

  it('answers 503 with Retry-After when its database does not exist (3D000)', async () => {
    await asAdmin(`drop database ${name} with (force)`);
    await expectUnavailable();
  });
});

describe.each(kinds)('readiness on a %s database without Pearl’s schema', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await buildTestServer({ kind });
  });
  afterAll(async () => {
    await server.close();
  });

  it('is not ready while the schema is missing or a migration has not run, and ready once they have', async () => {
    expect((await call(server, 'GET', '/api/ready')).status).toBe(200);
    const db = server.database.db;

    // A migration of this build not recorded: half-migrated.
    const result = (await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { created_at: string }[] };
    const [latest] = result.rows;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${latest!.created_at}`);
    const halfway = await call(server, 'GET', '/api/ready');
    expect(halfway.status).toBe(503);
    expect(halfway.body).toEqual({ error: 'The database is not set up yet: its migrations have not run.' });
    expect(halfway.headers.get('retry-after')).toBe('5');

    // An empty database: no tables at all.
    await db.execute(sql`drop schema drizzle cascade`);
    await db.execute(sql`drop schema public cascade`);
    await db.execute(sql`create schema public`);
    const empty = await call(server, 'GET', '/api/ready');
    expect(empty.status).toBe(503);
    expect(empty.body).toEqual({ error: 'The database is not set up yet: its migrations have not run.' });

    await migrateDatabase(server.database);
    expect((await call(server, 'GET', '/api/ready')).status).toBe(200);
  });
});
