/**
 * Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
 * Both get the same schema, the same migrations and the same queries; only the connection differs.
 * Also gives each a way to LISTEN, so live updates fan out between server instances (DESIGN.md).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Calls handler for every NOTIFY on channel; returns a function that stops listening. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends a NOTIFY (after commit when called inside a transaction through tx). */
  notify(channel: string, payload: string, tx?: DbOrTx): Promise<void>;
  /** Cheap round trip used by the readiness check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenOptions {
  /** A postgres:// URL; when absent the embedded database is used. */
  url?: string | undefined;
  /** Folder for the embedded database; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** Run migrations on open (default true). */
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.url ? await openPostgres(options.url) : await openPglite(options.dataDir);
  if (options.migrate !== false) await migrateDatabase(database);
  return database;
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
  } else {
    await migratePg(database.db as Parameters<typeof migratePg>[0], { migrationsFolder });
  }
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // The embedded database belongs to one process at a time (DESIGN.md).
    lock = acquireDataDirLock(dataDir);
    try {
      client = await PGlite.create(`${dataDir}/pglite`);
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, handler) {
      const unsubscribe = await client.listen(channel, handler);
      return async () => {
        await unsubscribe();
      };
    },
    async notify(channel, payload, tx) {
      await notifyWith(tx ?? db, channel, payload);
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor may a client lent out to a request at that moment (see guardPooledClient).
  pool.on('connect', guardPooledClient);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();
  return {
    db,
    kind: 'postgres',
    async listen(channel, handler) {
      // A dedicated connection per listener, connected again (every second) whenever it is lost.
      let client: pg.Client | null = null;
      let stopped = false;
      const reconnectLater = () => {
        if (!stopped) setTimeout(() => void connect().catch(reconnectLater), 1_000).unref();
      };
      const connect = async (): Promise<void> => {
        if (stopped) return;
        const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
        let lost = false;
        const onLost = () => {
          if (lost) return;
          lost = true;
          listeners.delete(next);
          next.end().catch(() => {});
          reconnectLater();
        };
        next.on('notification', (message) => {
          if (message.channel === channel) handler(message.payload ?? '');
        });
        next.on('error', onLost);
        next.on('end', onLost);
        try {
          await next.connect();
          await next.query(`LISTEN "${channel.replaceAll('"', '')}"`);
        } catch (error) {
          lost = true;
          next.end().catch(() => {});
          throw error;
        }
        client = next;
        listeners.add(next);
      };
      await connect();
      return async () => {
        stopped = true;
        if (client) {
          client.removeAllListeners('end');
          listeners.delete(client);
          await client.end().catch(() => {});
        }
      };
    },
    async notify(channel, payload, tx) {
      await notifyWith(tx ?? db, channel, payload);
    },
    async ping() {
      const client = await pool.connect();
      try {
        await client.query('select 1');
      } finally {
        client.release();
      }
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}

/**
 * node-postgres emits 'error' on a client whose connection is lost, and the pool listens for it only while the client
 * is idle: a connection lost during a request was an uncaught exception that stopped the whole server. The request's
 * query fails with the error anyway, and the pool drops the dead client when it is released.
 *
 * drizzle's transaction() (0.45) sends BEGIN before its try/finally: when BEGIN fails on a connection that just died,
 * the client is never released, and the pool loses a connection for good, until none is left and the shop cannot
 * reach its database even once it is back. Such a client is released here, with the error, so the pool drops it.
 * (Both proven in modules/health/database-outage.test.ts.)
 */
function guardPooledClient(client: pg.PoolClient): void {
  client.on('error', () => {});
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    if (result instanceof Promise && typeof text === 'string' && /^\s*begin\b/i.test(text)) {
      return result.catch((error: unknown) => {
        client.release(error instanceof Error ? error : new Error(String(error)));
        throw error;
      });
    }
    return result;
  };
}

async function notifyWith(runner: DbOrTx, channel: string, payload: string): Promise<void> {
  const { sql } = await import('drizzle-orm');
  await runner.execute(sql`select pg_notify(${channel}, ${payload})`);
}
