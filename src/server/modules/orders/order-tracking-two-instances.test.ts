/**
 * The customer's order page across two server instances sharing PostgreSQL. The page's stream is held by
 * instance B while staff work on instance A: each change reaches the page within a second (the live hub's
 * LISTEN/NOTIFY), and A's dashboard shows that the customer is watching, then not, when B's stream closes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeSession, makeUser } from '../../test/factories';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import { line, makeShop, payInPage, waitFor } from '../../test/checkout-support';

const kinds = await testDatabaseKinds();

describe.skipIf(!kinds.includes('postgres'))('the order page across two server instances on postgres', () => {
  let shared: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let staff: Record<string, string>;

  beforeAll(async () => {
    shared = await createTestDatabase('postgres');
    a = await buildTestServer({ shared });
    b = await buildTestServer({ shared });
    const admin = await makeUser(shared.database.db, { isAdmin: true });
    staff = (await makeSession(shared.database.db, admin)).headers;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.drop();
  });

  it('a page open on B follows staff changes made on A, and A shows the customer watching', async () => {
    const shop = await makeShop(a.database.db);
    const paid = await payInPage(a, {
      lines: [line(shop.taro, 1, 'lrg')],
      amount: 4.6,
      name: 'Two Instance',
      email: 'two-track@example.com',
    });
    const confirmation = await call(a, 'GET', `/api/order-confirmation/${paid.orderId}`, {
      headers: { 'x-receipt-token': paid.receiptToken },
    });
    const token = confirmation.body.trackingToken as string;

    const controller = new AbortController();
    const response = await fetch(`${b.url}/api/track/${token}/stream`, { signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    void (async () => {
      try {
        for (;;) {
          const chunk = await reader.read();
          if (chunk.done) break;
          received += decoder.decode(chunk.value);
        }
      } catch {
        /* aborted */
      }
    })();
    const latest = () => [...received.matchAll(/event: order\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!)).at(-1);
    await waitFor(() => latest()?.status === 'pending');

    const watching = async () => (await call(a, 'GET', `/api/admin/orders/${paid.orderId}`, { headers: staff })).body;
    await waitFor(async () => (await watching()).watching === true);

    for (const [path, body, status] of [
      ['confirm', { prepTime: 10 }, 'confirmed'],
      ['ready', undefined, 'ready'],
      ['complete', undefined, 'completed'],
    ] as const) {
      const started = Date.now();
      const changed = await call(a, 'POST', `/api/admin/orders/${paid.orderId}/${path}`, { body, headers: staff });
      expect(changed.status).toBe(200);
      await waitFor(() => latest()?.status === status, 5_000);
      expect(Date.now() - started).toBeLessThan(1_000);
    }

    controller.abort();
    await waitFor(async () => (await watching()).watching === false);
  });
});
