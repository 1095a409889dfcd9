/**
 * The makers' queue through real HTTP on each database: one tile per cup of today's paid orders, in pickup order;
 * Made marks a cup for everyone; a refunded or ready order leaves the queue; only staff see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { line, payInPage, type Shop } from '../../test/checkout-support';
import { makeSession, makeUser } from '../../test/factories';
import { makeShopWithOptions } from '../../test/makers-support';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

describe.each(kinds)('the makers’ queue on %s', (kind) => {
  let server: TestServer;
  let shop: Shop;
  let admin: Record<string, string>;
  const queue = async () => {
    const answer = await call(server, 'GET', '/api/admin/queue', { headers: admin });
    expect(answer.status).toBe(200);
    return answer.body.orders as Array<{
      id: string;
      number: string;
      orderNumber: string;
      firstName: string;
      status: string;
      cups: Array<{ index: number; cup: string; drink: string; options: string[]; made: boolean }>;
    }>;
  };
  const made = (orderId: string, cup: number) =>
    call(server, 'POST', `/api/admin/queue/${orderId}/cups/${cup}/made`, { headers: admin });

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    shop = await makeShopWithOptions(server);
    const db = server.database.db;
    admin = (await makeSession(db, await makeUser(db, { isAdmin: true }))).headers;
  });
  afterAll(() => server.close());

  it('shows each cup as a tile in payment order, and Made marks one cup of one order', async () => {
    const first = await payInPage(server, {
      lines: [line(shop.classic, 2, 'reg', { options: ['sugar-25', 'ice-less'] })],
      amount: 7,
      name: 'Ann First',
    });
    const second = await payInPage(server, {
      lines: [line(shop.classic, 1, 'lrg', { options: ['sugar-0', 'ice-none'] })],
      amount: 4.2,
      name: 'Bo Second',
    });
    const orders = await queue();
    const ids = orders.map((order) => order.id);
    expect(ids.indexOf(first.orderId)).toBeLessThan(ids.indexOf(second.orderId));
    const ann = orders.find((order) => order.id === first.orderId)!;
    expect(ann.firstName).toBe('Ann');
    expect(ann.cups.map((cup) => [cup.cup, cup.made])).toEqual([
      ['1/2', false],
      ['2/2', false],
    ]);
    expect(ann.cups[0]!.options).toEqual(['25% sugar', 'Less ice']);
    // The number the makers call, #1 and #2 for the day's first two orders, with the id's first 8 characters.
    expect(orders.map((order) => [order.orderNumber, order.number])).toEqual([
      ['#1', first.orderId.slice(0, 8)],
      ['#2', second.orderId.slice(0, 8)],
    ]);

    const marked = await made(first.orderId, 2);
    expect(marked.status).toBe(200);
    const after = marked.body.orders.find((order: { id: string }) => order.id === first.orderId);
    expect(after.cups.map((cup: { made: boolean }) => cup.made)).toEqual([false, true]);
    // Twice is the same as once.
    expect((await made(first.orderId, 2)).status).toBe(200);
    expect((await made(first.orderId, 3)).status).toBe(404);
  });

  it('drops an order once it is ready or refunded, and is for staff only', async () => {
    const paid = await payInPage(server, {
      lines: [line(shop.classic, 1, 'reg', { options: ['sugar-50', 'ice-regular'] })],
      amount: 3.5,
    });
    expect((await queue()).map((order) => order.id)).toContain(paid.orderId);
    await call(server, 'POST', `/api/admin/orders/${paid.orderId}/confirm`, { headers: admin, body: {} });
    await made(paid.orderId, 1);
    const ready = await call(server, 'POST', `/api/admin/orders/${paid.orderId}/ready`, { headers: admin, body: {} });
    expect(ready.status).toBe(200);
    expect((await queue()).map((order) => order.id)).not.toContain(paid.orderId);

    const refunded = await payInPage(server, {
      lines: [line(shop.classic, 1, 'reg', { options: ['sugar-50', 'ice-regular'] })],
      amount: 3.5,
    });
    await call(server, 'POST', `/api/admin/orders/${refunded.orderId}/refund`, { headers: admin });
    expect((await queue()).map((order) => order.id)).not.toContain(refunded.orderId);

    expect((await call(server, 'GET', '/api/admin/queue')).status).toBe(401);
  });
});
