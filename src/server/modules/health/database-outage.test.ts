/**
 * Faults: the database becomes unreachable during checkout → 503 with a message to retry, no money
 * moves, and the shop recovers by itself when the database is back, without a restart. PostgreSQL is cut through a
 * TCP proxy; what happened is read through a direct connection that the outage does not touch.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test/database-fingerprint';
import { call, type TestServer } from '../../test/build';
import { RETRY_MESSAGE, useServerBehindProxy, type TcpProxy, untilStatus } from '../../test/tcp-proxy';
import { testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import {
  CARDS,
  confirmCard,
  createIntent,
  expectPaymentInvariant,
  line,
  makeShop,
  newToken,
  sessionIdOf,
  type Shop,
} from '../../test/checkout-support';

const kinds = await testDatabaseKinds();

describe.runIf(kinds.includes('postgres'))('checkout when PostgreSQL is unreachable', () => {
  let testDb: TestDatabase;
  let proxy: TcpProxy;
  let server: TestServer;
  let shop: Shop;

  useServerBehindProxy((built) => ({ testDb, proxy, server } = built), { invariant: true });
  beforeAll(async () => {
    shop = await makeShop(testDb.database.db);
  });

  it('answers every checkout call with 503 and a message to retry, moves no money, and works again by itself', async () => {
    // A payment started before the outage, to be paid during it.
    const started = await createIntent(server, { lines: [line(shop.classic, 2)], amount: 7 });
    expect(started.status).toBe(200);
    const hosted = await call(server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [line(shop.taro)], checkoutToken: newToken() },
    });
    expect(hosted.status).toBe(200);
    const sessionId = sessionIdOf(hosted.body.url);
    const before = await fingerprint(testDb.database.db);

    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const down = [
      await createIntent(server, { lines: [line(shop.mango)], amount: 3.8 }),
      await call(server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(shop.mango)], checkoutToken: newToken() },
      }),
      await confirmCard(server, started.body, CARDS.succeeds),
      await call(server, 'POST', `/api/sandbox/checkout-sessions/${sessionId}/pay`, {
        body: {
          email: 'ann@example.com',
          name: 'Ann Example',
          card: { number: CARDS.succeeds, expiry: '12/34', cvc: '123' },
        },
      }),
      await call(server, 'GET', `/api/verify-session?session_id=${sessionId}`),
    ];
    for (const answer of down) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ error: RETRY_MESSAGE });
      expect(answer.headers.get('retry-after')).toBe('5');
    }
    // No money moved and nothing was half-written: every table as it was (the payment still waits for its card).
    expect(await fingerprint(testDb.database.db)).toEqual(before);

    await proxy.restore();
    const paid = await untilStatus(200, () => confirmCard(server, started.body, CARDS.succeeds));
    expect(paid.body.paymentIntent.status).toBe('succeeded');
    expect(
      (await untilStatus(200, () => createIntent(server, { lines: [line(shop.mango)], amount: 3.8 }))).status,
    ).toBe(200);
    await expectPaymentInvariant(testDb.database.db);
  });

  it('recovers when the outage catches requests as their transactions begin (no database connection is lost for good)', async () => {
    // Ten pooled connections, idle and apparently alive…
    await Promise.all(Array.from({ length: 10 }, () => server.database.db.execute(sql`select pg_sleep(0.05)`)));
    // …cut while ten requests are beginning their transaction on them: each BEGIN fails on a dead connection.
    const cutting = proxy.cut();
    const beginning = await Promise.allSettled(
      Array.from({ length: 10 }, () => server.database.db.transaction(async (tx) => tx.execute(sql`select 1`))),
    );
    await cutting;
    expect(beginning.every((result) => result.status === 'rejected')).toBe(true);

    await proxy.restore();
    // The pool gets its connections back: the shop answers again without a restart.
    expect((await untilStatus(200, () => call(server, 'GET', '/api/ready'))).status).toBe(200);
    const answer = await untilStatus(200, () => createIntent(server, { lines: [line(shop.classic)], amount: 3.5 }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await confirmCard(server, answer.body, CARDS.succeeds)).status).toBe(200);
  });
});
