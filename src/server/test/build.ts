/**
 * Boots a real Pearl server for a test on a random port, on the given kind of database, and gives back its address
 * (fastify/demo's build() helper). Tests talk to it over real HTTP.
 */
import { mkdtempSync } from 'node:fs';
import type { Agent } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type Shop } from '../app';
import type { Database } from '../db/client';
import { loadConfig, type Config } from '../env';
import { demoMenu } from '../seed/demo-menu';
import { seedMenu } from '../seed/seed';
import { DEMO_OPENING_HOURS } from '@domain/opening-hours-schema';
import { seedOpeningHours } from '../modules/opening-hours';
import type { StorefrontSetup } from '../modules/storefront';
import type { Services } from '../services';
import { freePort } from './shop-process';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  /** The services the server was built with (services.ts), to look at or drive from a test. */
  services: Services;
  url: string;
  database: Database;
  config: Config;
  /** Closes the server (and, unless shared, drops its database). */
  close(): Promise<void>;
}

export interface BuildTestOptions {
  kind?: DatabaseKind;
  /** Load the demo menu first. */
  seed?: boolean;
  /** Extra settings, as environment variables. */
  env?: Record<string, string>;
  /** Run on an existing test database (for multi-instance tests); it is not dropped on close. */
  shared?: TestDatabase;
  /** The shop's clock (opening hours, pickup times, deals); default the real one. */
  now?: () => Date;
  /** Write the demo shop's opening hours (10:00–22:00) too; without them the shop is open round the clock. */
  hours?: boolean;
  /** Draw the storefront's pages on the server with this template and renderer. */
  storefront?: StorefrontSetup;
  /** Log (at LOG_LEVEL, default info) into this stream instead of logging nothing. */
  logStream?: { write(text: string): void };
  /** The connections ready pushes go out on (a test's push service on this machine, with its own certificate). */
  pushAgent?: Agent;
  /** Told of every statement the database runs (statement-count.ts); not with `shared`. */
  onStatement?: (text: string) => void;
}

/** Monday 23 November 2026, 12:00 in London (GMT), a clock for `now`: with `hours`, the shop is open then (10:00–22:00). */
export const NOON = new Date('2026-11-23T12:00:00Z');

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    // Each test server writes its outbox (.eml files) to a folder of its own.
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pearl-test-')),
    LOG_LEVEL: 'silent',
    // Tests fire many checkouts from one address; the limit has a test of its own.
    CHECKOUT_RATE_LIMIT: '0',
    ...env,
  });
}

export async function buildTestServer(options: BuildTestOptions = {}): Promise<TestServer> {
  const testDb =
    options.shared ?? (await createTestDatabase(options.kind ?? 'pglite', { onStatement: options.onStatement }));
  if (options.seed) await seedMenu(testDb.database.db, demoMenu);
  if (options.hours) await seedOpeningHours(testDb.database.db, DEMO_OPENING_HOURS);
  // The shop builds every address it hands out from PUBLIC_URL alone: unless a test sets its own, it is this server's
  // address, so the port is chosen first (and chosen again in the rare case another process took it meanwhile).
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const config = testConfig({
      PUBLIC_URL: url,
      ...(options.logStream ? { LOG_LEVEL: 'info' } : {}),
      ...options.env,
    });
    const shop = await buildApp({
      config,
      database: testDb.database,
      serveWeb: false,
      ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
      ...(options.now ? { now: options.now } : {}),
      ...(options.storefront ? { storefront: options.storefront } : {}),
      ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
    });
    try {
      await shop.app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await shop.app.close();
      if (attempt < 5 && (error as NodeJS.ErrnoException).code === 'EADDRINUSE') continue;
      throw error;
    }
    return served(shop, url, testDb, config, options);
  }
}

function served(
  { app, services }: Shop,
  url: string,
  testDb: TestDatabase,
  config: Config,
  options: BuildTestOptions,
): TestServer {
  return {
    app,
    services,
    url,
    database: testDb.database,
    config,
    async close() {
      await closeWithin(app, 15_000);
      if (!options.shared) await testDb.drop();
    },
  };
}

/**
 * Closes the server as main.ts does on SIGTERM, waiting for requests in flight, but not forever: a connection still
 * open after the grace period is ended, and what was still open is written to stderr, so a slow close on a loaded
 * machine is named rather than timing out the test file's hook without a word.
 */
async function closeWithin(app: FastifyInstance, graceMs: number): Promise<void> {
  const closing = app.close();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), graceMs);
  });
  try {
    if ((await Promise.race([closing, late])) !== 'late') return;
    const connections = await new Promise<number>((resolve) =>
      app.server.getConnections((_, count) => resolve(count ?? -1)),
    );
    process.stderr.write(
      `test server: still closing after ${graceMs} ms with ${connections} connection(s) open; ending them\n`,
    );
    app.server.closeAllConnections();
    await closing;
  } finally {
    clearTimeout(timer);
  }
}

/** fetch + JSON for tests: returns status, headers and the parsed body. */
export async function call(
  server: Pick<TestServer, 'url'>,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; raw?: string } = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const headers: Record<string, string> = { ...options.headers };
  let payload: string | undefined;
  if (options.raw !== undefined) payload = options.raw;
  else if (options.body !== undefined) {
    payload = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${server.url}${path}`, { method, headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, headers: response.headers, body };
}
