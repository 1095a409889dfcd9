/**
 * Real databases for tests: an in-memory PGlite, and a PostgreSQL server when one answers. Each PostgreSQL test
 * database is created for the test file that asks for it and dropped afterwards.
 *
 * TEST_DATABASE_URL points at the server's maintenance database (default postgres://postgres@127.0.0.1:5432/postgres).
 * Where no server answers, the PostgreSQL variants are skipped with a warning, except under CI=true, where that is
 * an error: CI must prove both.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

export type DatabaseKind = 'pglite' | 'postgres';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let available: Promise<DatabaseKind[]> | null = null;

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The kinds of database this run tests against. */
export function testDatabaseKinds(): Promise<DatabaseKind[]> {
  available ??= (async () => {
    if (process.env.TEST_DATABASES === 'pglite') return ['pglite'];
    if (await postgresAnswers()) return ['pglite', 'postgres'];
    if (process.env.CI === 'true' || process.env.TEST_DATABASES === 'all') {
      throw new Error(`No PostgreSQL server answers at ${adminUrl}; CI must test against one.`);
    }
    console.warn(`[pearl tests] No PostgreSQL server at ${adminUrl}: running the database tests on PGlite only.`);
    return ['pglite'];
  })();
  return available;
}

export interface TestDatabase {
  database: Database;
  /** For a PostgreSQL test database, its connection URL (a second server instance can share it). */
  url: string | undefined;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Told of every statement the database runs (statement-count.ts's recordStatement). */
  onStatement?: (text: string) => void;
}

export async function createTestDatabase(
  kind: DatabaseKind,
  { onStatement }: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ onStatement });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `pearl_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), onStatement });
  return {
    database,
    url: url.toString(),
    async drop() {
      // The drop below ends every session by force: a pool still waiting for a connection to come back (a report's
      // read finishing after its test) is not waited for longer than this.
      await Promise.race([database.close().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 10_000))]);
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
