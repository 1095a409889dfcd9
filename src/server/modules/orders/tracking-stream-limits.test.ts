/**
 * Order pages' streams under the per-address cap: every live stream of an address counts once, whatever its route
 * (menu, order page), and a refused order-page stream takes nothing (no watcher row, no timer), so once every page is
 * closed nobody is watching. Watcher changes reach the dashboards as their own small event, saying whether the order
 * is watched, rather than as an order change that makes every dashboard read its lists again.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderWatchers } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { makePaidOrder } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer } from '../../test/server-fixtures';
import { openStream } from '../../test/event-stream';
import { waitFor } from '../../test/checkout-support';

const kinds = await testDatabaseKinds();
const CAP = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(kinds)('order-page streams at the per-address cap on %s', (kind) => {
  let server: TestServer;
  let staff: Record<string, string>;
  useStaffServer(kind, (built) => ({ server, staff } = built), { env: { LIVE_STREAMS_PER_ADDRESS: String(CAP) } });

  const watcherRows = async (orderId: string) =>
    (await server.database.db.select().from(orderWatchers).where(eq(orderWatchers.orderId, orderId))).length;

  it('counts every stream of an address once, and a refused one leaves no watcher behind', async () => {
    const order = await makePaidOrder(server.database.db, { customerName: 'Cai Crowd' });
    const page = `${server.url}/api/track/${order.trackingToken!}/stream`;
    const menu = await openStream(`${server.url}/api/menu/stream`);
    const accepted = [await openStream(page), await openStream(page)];
    expect([menu.status, ...accepted.map((s) => s.status)]).toEqual([200, 200, 200]);
    await waitFor(async () => (await watcherRows(order.id)) === 2);

    // The menu's stream and the order pages' count together: the next of either is refused.
    const refused = [];
    for (let n = 0; n < 12; n++) refused.push(await openStream(n % 2 ? page : `${server.url}/api/menu/stream`));
    expect(refused.map((s) => s.status)).toEqual(Array(12).fill(429));

    for (const stream of [menu, ...accepted]) stream.close();
    await waitFor(async () => (await watcherRows(order.id)) === 0);
    await sleep(500);
    expect(await watcherRows(order.id)).toBe(0);
    expect((await call(server, 'GET', `/api/admin/orders/${order.id}`, { headers: staff })).body.watching).toBe(false);
  });

  it('tells the dashboards who is watching as a small event of its own', async () => {
    const order = await makePaidOrder(server.database.db, { customerName: 'Dee Dashboard' });
    const dashboard = await openStream(`${server.url}/api/admin/orders/stream`, staff);
    expect(dashboard.status).toBe(200);
    const page = await openStream(`${server.url}/api/track/${order.trackingToken!}/stream`);
    const watching = () =>
      dashboard
        .events<{ orderId: string; event: string; watching?: boolean }>('orders')
        .filter((data) => data.orderId === order.id && data.event === 'watching');
    await waitFor(() => watching().some((data) => data.watching === true));
    page.close();
    await waitFor(() => watching().at(-1)?.watching === false);
    dashboard.close();
  });
});
