/**
 * Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
 * Both get the same schema, the same migrations and the same queries; only the connection differs.
 * Also gives each a way to LISTEN, so live updates fan out between server instances.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { letEventLoopIn } from './pglite-turns';
import { keepTreePrivate } from '../private-files';

/**
 * The database, as every module's queries use it: the query builder over tables each module imports from its own
 * schema.ts. No schema is given to drizzle (nothing uses its relational `db.query` API), so this folder imports no
 * module; db/schema.ts gathers the tables only for drizzle-kit, the seed and tests.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction or the database itself: repositories accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Calls handler for every NOTIFY on channel; returns a function that stops listening. */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends a NOTIFY, or several in one statement, in order (after commit when called inside a transaction through tx). */
  notify(channel: string, payload: string | readonly string[], tx?: DbOrTx): Promise<void>;
  /**
   * The readiness check: one round trip that also proves the schema is there and migrated (the latest migration this
   * build knows is recorded). Throws SchemaNotReadyError when the database answers but is not Pearl's, or not yet.
   */
  ping(): Promise<void>;
  /**
   * The embedded database only: a consistent copy of its whole data folder (a gzipped tar, PGlite's dumpDataDir),
   * taken between two queries while the shop keeps running. Restored with restoreEmbeddedDatabase (modules/backup).
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * The connection reports read through (db/report-lane.ts). PostgreSQL: a pool of its own, of REPORT_CONNECTIONS,
   * whose statements may run for timeLimitMs (a request's are cut at 5 s), so a report never takes a connection a
   * checkout needs; closed with the database. PGlite: the one database (its reads take turns with the checkouts').
   */
  reportsDb(timeLimitMs: number): Db;
  /**
   * How the connections are used (GET /metrics). PostgreSQL: the pool's connections (total, idle, requests waiting for
   * one) and the queries and connections that failed since start. PGlite: one connection in this process; errors
   * counts its failed queries.
   */
  stats(): DatabaseStats;
  close(): Promise<void>;
}

export interface DatabaseStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
  errors: number;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** When the newest migration of this build was made: drizzle records it as created_at once it has run. */
const latestMigration: number = Math.max(
  0,
  ...(
    JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: { when: number }[] }
  ).entries.map((entry) => entry.when),
);

/** The database answers, but without Pearl's tables or with migrations still to run. */
export class SchemaNotReadyError extends Error {
  constructor() {
    super('The database has not been set up: its migrations have not run.');
    this.name = 'SchemaNotReadyError';
  }
}

async function checkSchema(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<void> {
  let rows: unknown[];
  try {
    ({ rows } = await query(
      `select 1 from drizzle.__drizzle_migrations where created_at >= ${latestMigration} limit 1`,
    ));
  } catch (error) {
    // 42P01 undefined table, 3F000 undefined schema: an empty database.
    const code = (error as { code?: unknown }).code;
    if (code === '42P01' || code === '3F000') throw new SchemaNotReadyError();
    throw error;
  }
  if (rows.length === 0) throw new SchemaNotReadyError();
}

/**
 * Bounds on every PostgreSQL query (a database that stops answering must not hang requests). The
 * server cancels a statement after statementMs and a lock wait after lockMs, and ends a session left idle inside a
 * transaction after idleInTransactionMs; the client gives up on a query after queryMs (longer than statementMs, so the
 * server's own cancel normally comes first and the connection stays usable) and drops that connection, which may be
 * black-holed. A request waiting for a free connection gives up after connectMs.
 *
 * PGlite runs in this process, one query at a time and with no network between: it cannot stop answering the way a
 * server can, there are no other sessions to wait for locks on, and its statement timers are not available in WASM;
 * none of these apply there.
 */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
  idleInTransactionMs: number;
  queryMs: number;
  connectMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  statementMs: 5_000,
  lockMs: 3_000,
  idleInTransactionMs: 10_000,
  queryMs: 6_000,
  connectMs: 5_000,
};

/** The report pool's connections: one report reads at a time, and its panels two by two. */
const REPORT_CONNECTIONS = 2;

export interface OpenOptions {
  /** A postgres:// URL; when absent the embedded database is used. */
  url?: string | undefined;
  /** Folder for the embedded database; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** Run migrations on open (default true). */
  migrate?: boolean;
  /** PostgreSQL only; DEFAULT_TIMEOUTS where not given. */
  timeouts?: Partial<DatabaseTimeouts>;
  /**
   * Told of every statement the shop's queries run, BEGIN and COMMIT included (tests count a request's statements:
   * each is one round trip to PostgreSQL); the LISTEN connection's are not.
   */
  onStatement?: ((text: string) => void) | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, { ...DEFAULT_TIMEOUTS, ...options.timeouts }, options.onStatement)
    : await openPglite(options.dataDir, options.onStatement);
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

/** drizzle's logger, for onStatement. */
const statementLogger = (onStatement: ((text: string) => void) | undefined) =>
  onStatement ? { logger: { logQuery: (text: string) => onStatement(text) } } : {};

async function openPglite(dataDir: string | undefined, onStatement?: (text: string) => void): Promise<Database> {
  let lock: DataDirLock | null = null;
  let client: PGlite;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    // The embedded database belongs to one process at a time.
    lock = acquireDataDirLock(dataDir);
    try {
      client = await PGlite.create(`${dataDir}/pglite`);
      // A new database's first files come from PGlite's template, open to everyone (private-files.ts).
      keepTreePrivate(`${dataDir}/pglite`);
    } catch (error) {
      lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create();
  }
  const counted = letEventLoopIn(client, onStatement);
  const db = drizzlePglite(client, statementLogger(onStatement));
  return {
    db,
    kind: 'pglite',
    stats: () => ({ total: 1, idle: 1, waiting: 0, max: 1, errors: counted.errors }),
    reportsDb: () => db,
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
      await checkSchema((text) => client.query(text));
    },
    async dumpDataDir() {
      // A checkpoint first, so the copy needs little recovery when it is opened; the dump itself runs between two
      // queries (PGlite's query lock), so it is the state after the last commit, as after a crash at that moment.
      await client.query('checkpoint');
      return client.dumpDataDir('gzip');
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

function boundedPool(url: string, max: number, timeouts: DatabaseTimeouts, countError: () => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.queryMs,
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', countError);
  // Nor may a client lent out to a request at that moment (see guardPooledClient).
  pool.on('connect', (client) => guardPooledClient(client, countError));
  return pool;
}

async function openPostgres(
  url: string,
  timeouts: DatabaseTimeouts,
  onStatement?: (text: string) => void,
): Promise<Database> {
  let errors = 0;
  const countError = () => void errors++;
  const pool = boundedPool(url, 10, timeouts, countError);
  const db = drizzlePg(pool, statementLogger(onStatement));
  const listeners = new Set<pg.Client>();
  // One report pool per time limit asked for (one per server instance built on this database).
  const reportPools = new Map<number, { pool: pg.Pool; db: Db }>();
  return {
    db,
    kind: 'postgres',
    reportsDb(timeLimitMs) {
      const statementMs = Math.max(1, Math.round(timeLimitMs));
      let found = reportPools.get(statementMs);
      if (!found) {
        // The client's own give-up stays a second behind the server's cancel, as on the request path.
        const reportTimeouts = { ...timeouts, statementMs, queryMs: statementMs + 1_000 };
        const reportPool = boundedPool(url, REPORT_CONNECTIONS, reportTimeouts, countError);
        found = { pool: reportPool, db: drizzlePg(reportPool) };
        reportPools.set(statementMs, found);
      }
      return found.db;
    },
    stats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
      errors,
    }),
    async listen(channel, handler) {
      // A dedicated connection per listener, connected again (every second) whenever it is lost.
      let client: pg.Client | null = null;
      let stopped = false;
      const reconnectLater = () => {
        if (!stopped) setTimeout(() => void connect().catch(reconnectLater), 1_000).unref();
      };
      const connect = async (): Promise<void> => {
        if (stopped) return;
        const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeouts.connectMs });
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
        await checkSchema((text) => client.query(text));
      } finally {
        client.release();
      }
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await Promise.all([...reportPools.values()].map((reports) => reports.pool.end()));
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
 *
 * A query that reached query_timeout leaves its connection waiting for an answer that may never come (pg sends
 * nothing more on it until then): the connection is destroyed, so the pool drops the client instead of lending it
 * out again, and whatever the request had begun in a transaction is rolled back by the server.
 * (All proven in modules/health/database-outage.test.ts and database-black-hole.test.ts.)
 */
function guardPooledClient(client: pg.PoolClient, onError: () => void): void {
  client.on('error', () => {});
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: unknown } | undefined)?.text;
    if (!(result instanceof Promise)) return result;
    const isBegin = typeof text === 'string' && /^\s*begin\b/i.test(text);
    return result.catch((error: unknown) => {
      onError();
      if (error instanceof Error && error.message === 'Query read timeout') {
        (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      }
      if (isBegin) client.release(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  };
}

async function notifyWith(runner: DbOrTx, channel: string, payload: string | readonly string[]): Promise<void> {
  const payloads = typeof payload === 'string' ? [payload] : payload;
  const notifies = payloads.map((each) => sql`pg_notify(${channel}, ${each})`);
  await runner.execute(sql`select ${sql.join(notifies, sql`, `)}`);
}
