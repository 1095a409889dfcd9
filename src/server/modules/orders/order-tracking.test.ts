/**
 * The customer's private order page over real HTTP, on PGlite and PostgreSQL: a paid order's token opens
 * it (first name only, no e-mail), wrong, expired and erased tokens are 404, it is rate-limited and not indexed; staff
 * move it through Confirm, Mark as Ready (e-mail with the pickup place, audited) and Mark as Completed, and its stream
 * carries each change, catches up on reconnect, ends at erasure, and shows staff that the customer is watching.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { makePaidOrder } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer } from '../../test/server-fixtures';
import { openStream } from '../../test/event-stream';
import { privacyAccess } from '../../test/privacy-support';
import { dayNumberOf, line, makeShop, payInPage, waitFor } from '../../test/checkout-support';
import { TRACKING_RATE_LIMIT } from './tracking-routes';

const kinds = await testDatabaseKinds();

describe.each(kinds)('the customer order page on %s', (kind) => {
  let server: TestServer;
  let staff: Record<string, string>;
  let shop: Awaited<ReturnType<typeof makeShop>>;

  const as = (method: string, path: string, body?: unknown) => call(server, method, path, { body, headers: staff });
  const tokenOf = async (id: string) =>
    (await server.database.db.select().from(orders).where(eq(orders.id, id)))[0]!.trackingToken!;

  useStaffServer(kind, (built) => ({ server, staff } = built), { email: 'counter@pearl.example' });
  beforeAll(async () => {
    shop = await makeShop(server.database.db);
  });

  it('gives a paid order a token; the confirmation, the receipt and the page agree, and the page hides the e-mail', async () => {
    const email = `track-${Date.now().toString(36)}@example.com`;
    const paid = await payInPage(server, {
      lines: [line(shop.taro, 2, 'lrg')],
      amount: 9.2,
      name: 'Ada Lovelace',
      email,
    });
    const confirmation = await call(server, 'GET', `/api/order-confirmation/${paid.orderId}`, {
      headers: { 'x-receipt-token': paid.receiptToken },
    });
    const token = confirmation.body.trackingToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token).toBe(await tokenOf(paid.orderId));

    await waitFor(
      async () => (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).length > 0,
    );
    const [receipt] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(receipt!.text).toContain(`Track your order: ${server.url}/track/${token}`);
    expect(receipt!.html).toContain(`href="${server.url}/track/${token}"`);

    const page = await call(server, 'GET', `/api/track/${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toMatchObject({
      number: await dayNumberOf(server.database.db, paid.orderId),
      firstName: 'Ada',
      status: 'pending',
      paymentStatus: 'paid',
      total: 920,
      lines: [{ name: shop.taro.name, size: 'lrg', quantity: 2 }],
      pickupPlace: expect.stringContaining('Market Hill'),
    });
    const text = JSON.stringify(page.body);
    expect(text).not.toContain(email);
    expect(text).not.toContain('Lovelace');
    expect(text).not.toContain(paid.orderId);
  });

  it('answers 404 with a readable error for a wrong, unknown, test, unpaid or expired token', async () => {
    const wrong = await call(server, 'GET', '/api/track/not-a-token');
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ error: "We can't find this order." });
    expect((await call(server, 'GET', `/api/track/${'A'.repeat(43)}`)).status).toBe(404);

    const db = server.database.db;
    const unpaid = await makePaidOrder(db, { paymentStatus: 'awaiting_payment', status: null, paidAt: null });
    expect((await call(server, 'GET', `/api/track/${unpaid.trackingToken}`)).status).toBe(404);
    const test = await makePaidOrder(db, { isTest: true, status: null });
    expect((await call(server, 'GET', `/api/track/${test.trackingToken}`)).status).toBe(404);

    const day = 24 * 60 * 60 * 1000;
    const recent = await makePaidOrder(db, { paidAt: new Date(Date.now() - 29 * day) });
    expect((await call(server, 'GET', `/api/track/${recent.trackingToken}`)).status).toBe(200);
    const old = await makePaidOrder(db, { paidAt: new Date(Date.now() - 31 * day) });
    const expired = await call(server, 'GET', `/api/track/${old.trackingToken}`);
    expect(expired.status).toBe(404);
    expect(expired.body.error).toBe("We can't find this order.");
    expect((await call(server, 'GET', `/api/track/${old.trackingToken}/stream`)).status).toBe(404);
  });

  it('follows Confirm & Notify, Mark as Ready (e-mail with the pickup place, audited) and Mark as Completed live', async () => {
    const order = await makePaidOrder(server.database.db, { customerName: 'Bea Bubble' });
    const token = order.trackingToken!;
    const stream = await openStream(`${server.url}/api/track/${token}/stream`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    await stream.untilOrderStatus('pending');

    // Staff see that the customer is watching.
    await waitFor(async () => (await as('GET', `/api/admin/orders/${order.id}`)).body.watching === true);

    // Mark as Ready only from confirmed.
    const early = await as('POST', `/api/admin/orders/${order.id}/ready`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe('Only a confirmed order can be marked as ready; this one is pending.');

    const started = Date.now();
    expect((await as('POST', `/api/admin/orders/${order.id}/confirm`, { prepTime: 10 })).status).toBe(200);
    await stream.untilOrderStatus('confirmed');
    expect(Date.now() - started).toBeLessThan(1_000);
    const confirmed = stream.events<{ readyAt: string }>('order').at(-1)!;
    expect(new Date(confirmed.readyAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);

    const ready = await as('POST', `/api/admin/orders/${order.id}/ready`);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    await stream.untilOrderStatus('ready');
    // The dashboard's Ready for pickup filter lists it; Paid still does (its money is taken).
    const readyIds = (await as('GET', '/api/admin/orders?status=ready')).body.map((o: { id: string }) => o.id);
    expect(readyIds).toContain(order.id);
    expect(readyIds).not.toContain((await makePaidOrder(server.database.db, { status: 'confirmed' })).id);
    const paidIds = (await as('GET', '/api/admin/orders?status=paid')).body.map((o: { id: string }) => o.id);
    expect(paidIds).toContain(order.id);
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, order.customerEmail!))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    expect(mail!.subject).toBe(`Your Pearl order ${order.id.slice(0, 8)} is ready for pickup`);
    expect(mail!.text).toContain('Market Hill, Buckingham');
    expect(mail!.text).toContain(`/track/${token}`);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'order.ready'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ entityId: order.id, details: { from: 'confirmed', to: 'ready', notified: true } });
    const history = await as('GET', `/api/admin/orders/${order.id}/history`);
    expect(history.body.map((entry: { action: string }) => entry.action)).toContain('order.ready');

    // Twice is refused; completing works from ready, and the page shows it.
    expect((await as('POST', `/api/admin/orders/${order.id}/ready`)).status).toBe(409);
    expect((await as('POST', `/api/admin/orders/${order.id}/complete`)).status).toBe(200);
    await stream.untilOrderStatus('completed');

    // A reconnect catches up: the stream's first event is the order as it is now.
    stream.close();
    await waitFor(async () => (await as('GET', `/api/admin/orders/${order.id}`)).body.watching === false);
    const again = await openStream(`${server.url}/api/track/${token}/stream`);
    await again.untilOrderStatus('completed');
    again.close();
  });

  it('refuses Mark as Ready without a staff session or CSRF token', async () => {
    const order = await makePaidOrder(server.database.db, { status: 'confirmed' });
    expect((await call(server, 'POST', `/api/admin/orders/${order.id}/ready`)).status).toBe(401);
    const noCsrf = await call(server, 'POST', `/api/admin/orders/${order.id}/ready`, {
      headers: { cookie: staff.cookie! },
    });
    expect(noCsrf.status).toBe(403);
    expect((await server.database.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe(
      'confirmed',
    );
  });

  it('stops at once when the customer erases their data: 404, and the open stream says so and ends', async () => {
    const email = `erase-${Date.now().toString(36)}@example.com`;
    const paid = await payInPage(server, { lines: [line(shop.classic, 1)], amount: 3.5, name: 'Cy', email });
    const token = await tokenOf(paid.orderId);
    const stream = await openStream(`${server.url}/api/track/${token}/stream`);
    await stream.untilOrderStatus('pending');

    const access = (await privacyAccess(server, email)).accessToken;
    const erased = await call(server, 'DELETE', '/api/privacy/data', {
      headers: { authorization: `Bearer ${access}` },
    });
    expect(erased.status).toBe(200);

    expect((await call(server, 'GET', `/api/track/${token}`)).status).toBe(404);
    await waitFor(() => stream.ended(), 5_000);
    expect(stream.received()).toContain('event: gone');
  });

  it(`limits one address to ${TRACKING_RATE_LIMIT} reads a minute`, async () => {
    const order = await makePaidOrder(server.database.db);
    const statuses: number[] = [];
    for (let i = 0; i <= TRACKING_RATE_LIMIT; i++)
      statuses.push((await call(server, 'GET', `/api/track/${order.trackingToken}`)).status);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(TRACKING_RATE_LIMIT);
    expect(statuses.at(-1)).toBe(429);
  });
});
