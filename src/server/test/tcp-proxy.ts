/**
 * A TCP proxy between a test server and PostgreSQL that a test can cut and restore, to prove how Pearl behaves when
 * its database becomes unreachable and comes back; and a test server whose database is reached only through one.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../db/client';
import { buildTestServer, type TestServer } from './build';
import { expectPaymentInvariant } from './checkout-support';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TcpProxy {
  port: number;
  /** Refuse new connections and cut the open ones. */
  cut(): Promise<void>;
  /**
   * Black-hole the database without closing anything, as a network dropping packets does: connections stay open,
   * new ones are accepted, but no byte goes through in either direction until thaw(). What was sent meanwhile is
   * delivered then (as TCP retransmission would), closes included.
   */
  freeze(): void;
  thaw(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let frozen = false;
  /** While frozen, what each direction would have carried: data, or null for its end. */
  const held: { to: Socket; chunk: Buffer | null }[] = [];
  const forward = (from: Socket, to: Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (frozen) held.push({ to, chunk });
      else if (!to.destroyed) to.write(chunk);
    });
    const ended = () => {
      if (frozen) held.push({ to, chunk: null });
      else to.end();
    };
    from.on('end', ended);
    from.on('close', ended);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        const upstream = connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {
            if (frozen) return; // a black hole says nothing, not even that the other side is gone
            client.destroy();
            upstream.destroy();
          });
        }
        forward(client, upstream);
        forward(upstream, client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = next;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      for (const { to, chunk } of held.splice(0)) {
        if (to.destroyed) continue;
        if (chunk === null) to.end();
        else to.write(chunk);
      }
    },
    close: stop,
  };
}

/** What the shop answers while its database cannot be reached. */
export const RETRY_MESSAGE = 'The shop is having trouble reaching its database. Please try again in a moment.';

export interface ServerBehindProxy {
  /** A fresh PostgreSQL test database; its own connection goes around the proxy, to read what an outage did. */
  testDb: TestDatabase;
  proxy: TcpProxy;
  /** A test server whose every database connection goes through the proxy. */
  server: TestServer;
}

/**
 * For a describe block: a test server on a fresh PostgreSQL database that it reaches only through a proxy the tests
 * can cut, freeze and restore, built before the block's tests and closed after them; `give` hands the three to the
 * block's own variables. With `invariant`, the payments invariant is checked on the database before closing.
 */
export function useServerBehindProxy(
  give: (built: ServerBehindProxy) => void,
  { invariant = false }: { invariant?: boolean } = {},
): void {
  let built: ServerBehindProxy | undefined;
  beforeAll(async () => {
    const testDb = await createTestDatabase('postgres');
    const target = new URL(testDb.url!);
    const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const viaProxy = new URL(testDb.url!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = await openDatabase({ url: viaProxy.toString() });
    const server = await buildTestServer({
      shared: { database, url: viaProxy.toString(), drop: () => database.close() },
    });
    built = { testDb, proxy, server };
    give(built);
  });
  afterAll(async () => {
    if (!built) return;
    const { testDb, proxy, server } = built;
    // A test that failed while the database was frozen must not hold the closing up.
    proxy.thaw();
    if (invariant) await expectPaymentInvariant(testDb.database.db);
    // Every request has been answered (each test awaits its own); connections that aborted requests left behind in
    // the keep-alive pool would otherwise hold the close up.
    server.app.server.closeAllConnections();
    await server.close();
    await server.database.close().catch(() => {});
    await proxy.close();
    await testDb.drop();
  });
}

/**
 * Repeats a call until it gives the wanted status (the shop recovering by itself), every 200 ms and at most `retries`
 * times after the first call (15 seconds by default); gives back the last answer.
 */
export async function untilStatus<T extends { status: number }>(
  status: number,
  attempt: () => Promise<T>,
  retries = 75,
): Promise<T> {
  let answer = await attempt();
  for (let i = 0; i < retries && answer.status !== status; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await attempt();
  }
  return answer;
}
