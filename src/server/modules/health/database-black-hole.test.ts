/**
 * Faults: a database that stops answering (packets dropped, not refused) → every request that needs
 * it gets 503 with Retry-After within seconds, and the work of a request whose client left never goes on to create an
 * order or a payment. The connection to PostgreSQL goes through a TCP proxy that the test freezes:
 * nothing is closed, nothing goes through, and what was sent meanwhile is delivered when it thaws.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test/database-fingerprint';
import { call, type TestServer } from '../../test/build';
import { makeUser } from '../../test/factories';
import { RETRY_MESSAGE, useServerBehindProxy, type TcpProxy, untilStatus } from '../../test/tcp-proxy';
import { testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import {
  createIntent,
  expectPaymentInvariant,
  intentBody,
  line,
  makeShop,
  newToken,
  type Shop,
} from '../../test/checkout-support';

const kinds = await testDatabaseKinds();
/** Only so that a regression fails instead of hanging; the bound itself is the pool's (a few seconds). */
const GIVE_UP_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(kinds.includes('postgres'))('a PostgreSQL server that stops answering', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let server: TestServer;
  let shop: Shop;
  const staff = { email: 'counter@pearl.example', password: 'counter staff password' };

  /** Every pooled connection open and idle, as in a shop that has been serving for a while. */
  const warmPool = () =>
    Promise.all(Array.from({ length: 10 }, () => server.database.db.execute(sql`select pg_sleep(0.05)`)));

  useServerBehindProxy((built) => ({ testDb, proxy, server } = built), { invariant: true });
  beforeAll(async () => {
    shop = await makeShop(testDb.database.db);
    await makeUser(testDb.database.db, staff);
  });

  it('answers checkout and sign-in with 503 and Retry-After instead of hanging, and recovers when it answers again', async () => {
    await warmPool();
    const before = await fingerprint(testDb.database.db);
    proxy.freeze();
    const started = Date.now();
    const answers = await Promise.all([
      createIntent(server, { lines: [line(shop.classic, 2)], amount: 7 }),
      call(server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(shop.taro)], checkoutToken: newToken() },
      }),
      call(server, 'POST', '/api/auth/login', { body: staff }),
    ]);
    expect(Date.now() - started).toBeLessThan(GIVE_UP_MS);
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.body).toEqual({ error: RETRY_MESSAGE });
      expect(answer.headers.get('retry-after')).toBe('5');
    }

    // What the frozen connections held is delivered now: none of it goes on to record anything.
    proxy.thaw();
    await sleep(1_000);
    expect(await fingerprint(testDb.database.db)).toEqual(before);

    const again = await untilStatus(200, () => createIntent(server, { lines: [line(shop.mango)], amount: 3.8 }));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await untilStatus(200, () => call(server, 'POST', '/api/auth/login', { body: staff }))).status).toBe(200);
  }, 60_000);

  it('does not record an order or start a payment for a customer who left while it waited', async () => {
    await warmPool();
    const before = await fingerprint(testDb.database.db, ['sessions', 'audit_log', 'login_attempts']);
    proxy.freeze();
    const leaving = new AbortController();
    const checkouts = [
      fetch(`${server.url}/api/create-payment-intent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(intentBody({ lines: [line(shop.taro, 3)], amount: 11.7 })),
        signal: leaving.signal,
      }),
      fetch(`${server.url}/api/create-checkout-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cartItems: [line(shop.classic, 3)], checkoutToken: newToken() }),
        signal: leaving.signal,
      }),
    ].map((request) => request.catch(() => null));
    await sleep(500);
    // The customers give up; the database answers again before the pool's own bound.
    leaving.abort();
    await Promise.all(checkouts);
    await sleep(300);
    proxy.thaw();
    await sleep(2_000);
    expect(await fingerprint(testDb.database.db, ['sessions', 'audit_log', 'login_attempts'])).toEqual(before);
    await expectPaymentInvariant(testDb.database.db);
  }, 60_000);
});
