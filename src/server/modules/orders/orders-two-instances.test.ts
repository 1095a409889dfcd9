/**
 * A paid order reaches the staff dashboard within a second, also when the payment was handled by another
 * server instance sharing the PostgreSQL database (the live hub's LISTEN/NOTIFY fans it out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeSession, makeUser } from '../../test/factories';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import { line, makeShop, payInPage } from '../../test/checkout-support';

const kinds = await testDatabaseKinds();

describe.skipIf(!kinds.includes('postgres'))('staff dashboard across two server instances on postgres', () => {
  let shared: TestDatabase;
  let a: TestServer;
  let b: TestServer;
  let staffHeaders: Record<string, string>;

  beforeAll(async () => {
    shared = await createTestDatabase('postgres');
    a = await buildTestServer({ shared });
    b = await buildTestServer({ shared });
    const admin = await makeUser(shared.database.db, { isAdmin: true });
    staffHeaders = (await makeSession(shared.database.db, admin)).headers;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await shared?.drop();
  });

  it('GET /api/admin/orders/stream on instance B hears an order paid through instance A', async () => {
    const controller = new AbortController();
    const response = await fetch(`${b.url}/api/admin/orders/stream`, {
      headers: { cookie: staffHeaders.cookie! },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const until = async (needle: string, timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (!received.includes(needle)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no ${needle} within ${timeoutMs} ms; got ${received}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), left)),
        ]);
        if (chunk?.done) throw new Error('stream ended');
        if (chunk) received += decoder.decode(chunk.value);
      }
    };
    await until('event: ready', 2_000);

    // A customer pays on instance A, through the real checkout and the sandbox provider.
    const shop = await makeShop(a.database.db);
    // How fast is measured by `npm run bench` (paid order → 100 dashboards); here only that it arrives.
    const paid = await payInPage(a, {
      lines: [line(shop.taro, 1, 'lrg')],
      amount: 4.6,
      name: 'Two Instance',
      email: 'two@example.com',
    });
    await until(`"orderId":"${paid.orderId}","event":"paid"`, 10_000);

    // Instance B's dashboard then finds it, and a staff change made on A reaches B's stream too.
    const listed = await call(b, 'GET', '/api/admin/orders', { headers: staffHeaders });
    expect(listed.body.map((order: { id: string }) => order.id)).toContain(paid.orderId);
    await call(a, 'POST', `/api/admin/orders/${paid.orderId}/confirm`, {
      body: { prepTime: 4 },
      headers: staffHeaders,
    });
    await until(`"orderId":"${paid.orderId}","event":"confirmed"`, 10_000);
    controller.abort();
  });
});
