/**
 * I'm here over real HTTP, on PGlite and PostgreSQL: refused (409) while the order is still being made and its pickup
 * time is more than 5 minutes away, taken once the order is ready or from 5 minutes before its pickup time; a second
 * tap answers the same time; the staff stream hears it at once; the counter's list names the order and the first name
 * until it is handed over; the make screen puts its ticket first; a wrong link is 404.
 */
import { NOT_HERE_YET } from '@domain/contracts/tracking';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { line, payInPage, type Shop } from '../../test/checkout-support';
import { makeShopWithOptions } from '../../test/makers-support';
import { openStream } from '../../test/event-stream';
import { makePaidOrder } from '../../test/factories';
import { useStaffServer } from '../../test/server-fixtures';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

let numbers = 7_000;
const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe.each(kinds)("I'm here on %s", (kind) => {
  let server: TestServer;
  let staff: Record<string, string>;
  let shop: Shop | undefined;
  useStaffServer(kind, (built) => ({ server, staff } = built));
  const as = (method: string, path: string, body?: unknown) => call(server, method, path, { body, headers: staff });
  const order = (pickupInMinutes: number, customerName = 'Hana Customer') =>
    makePaidOrder(
      server.database.db,
      {
        dayNumber: ++numbers,
        numberDay: '2026-01-01',
        pickupAt: minutesFromNow(pickupInMinutes),
        pickupAsap: false,
        customerName,
      },
      [{ name: 'Taro Milk Tea', size: 'lrg', quantity: 1, unitPrice: 460 }],
    );
  const here = (token: string | null) => call(server, 'POST', `/api/track/${token}/here`);

  it('refuses a tap before 5 minutes to the pickup time, and takes one once the order is ready', async () => {
    const early = await order(30);
    const refused = await here(early.trackingToken);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(NOT_HERE_YET);
    expect((await as('GET', '/api/admin/orders/here')).body).not.toContainEqual(
      expect.objectContaining({ id: early.id }),
    );

    expect((await as('POST', `/api/admin/orders/${early.id}/confirm`, { prepTime: 5 })).status).toBe(200);
    expect((await as('POST', `/api/admin/orders/${early.id}/ready`)).status).toBe(200);
    const stream = await openStream(`${server.url}/api/admin/orders/stream`, { cookie: staff.cookie! });
    await stream.untilReceived('event: ready');
    const first = await here(early.trackingToken);
    expect(first.status).toBe(200);
    expect(Date.parse(first.body.hereAt)).not.toBeNaN();
    await stream.untilReceived(`"orderId":"${early.id}","event":"here"`);
    stream.close();

    // A second tap changes nothing.
    const again = await here(early.trackingToken);
    expect(again.status).toBe(200);
    expect(again.body.hereAt).toBe(first.body.hereAt);

    const list = await as('GET', '/api/admin/orders/here');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual({
      id: early.id,
      orderNumber: `#${early.dayNumber}`,
      firstName: 'Hana',
      status: 'ready',
      hereAt: first.body.hereAt,
    });
    expect((await as('GET', `/api/admin/orders/${early.id}`)).body.hereAt).toBe(first.body.hereAt);
    expect((await call(server, 'GET', `/api/track/${early.trackingToken}`)).body.hereAt).toBe(first.body.hereAt);

    // Handed over: off the list.
    expect((await as('POST', `/api/admin/orders/${early.id}/complete`)).status).toBe(200);
    expect((await as('GET', '/api/admin/orders/here')).body).not.toContainEqual(
      expect.objectContaining({ id: early.id }),
    );
  });

  it('takes a tap from 5 minutes before the pickup time, and the make screen puts that ticket first', async () => {
    // Two paid orders for pickup in 3 and 4 minutes: the make screen lists the 3 first.
    const paidFor = async (name: string, pickupInMinutes: number) => {
      // A Classic Milk Tea of a category with drink options: a cup on the make screen.
      shop ??= await makeShopWithOptions(server);
      const { orderId } = await payInPage(server, {
        lines: [line(shop.classic, 1, 'reg')],
        amount: 3.5,
        name,
        email: `${name.split(' ')[0]}@example.com`,
      });
      const [row] = await server.database.db
        .update(orders)
        .set({ pickupAt: minutesFromNow(pickupInMinutes), pickupAsap: false })
        .where(eq(orders.id, orderId))
        .returning();
      return row!;
    };
    const first = await paidFor('Ida Early', 4);
    const later = await paidFor('Jo Later', 3);
    const before = await as('GET', '/api/admin/queue');
    const ids = (queue: { body: { orders: { id: string }[] } }) => queue.body.orders.map((ticket) => ticket.id);
    expect(ids(before)).toContain(first.id);
    expect(ids(before).indexOf(later.id)).toBeLessThan(ids(before).indexOf(first.id));

    expect((await here(first.trackingToken)).status).toBe(200);
    const after = await as('GET', '/api/admin/queue');
    expect(ids(after)[0]).toBe(first.id);
    expect(after.body.orders[0].hereAt).toEqual(expect.any(String));
    expect((await as('GET', '/api/admin/orders/here')).body).toContainEqual(
      expect.objectContaining({ id: first.id, firstName: 'Ida', status: 'pending' }),
    );
  });

  it('answers 404 for a link that opens no order, and keeps the answer out of caches', async () => {
    const unknown = await here('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("We can't find this order.");
    expect(unknown.headers.get('cache-control')).toBe('no-store');
  });
});
