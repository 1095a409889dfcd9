/**
 * The ready push over real HTTP, on PGlite and PostgreSQL, to a push service on this machine (HTTPS, its own
 * certificate): a browser subscribes to an order's page (201; a bad subscription 400, an unknown order 404), Ready
 * sends it exactly one push, encrypted (aes128gcm) for that browser and signed with the shop's VAPID key, urgent, for
 * 30 minutes, naming the order's number; Ready again (after Recall) sends nothing more; a browser that also asked for
 * Confirmed gets that push first (not when the make screen confirms and readies at once); a 410 removes the
 * subscription; and in production a private or loopback endpoint is refused.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAlerts, pushSubscriptions } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeNumberedTaroOrder } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer, useTwoInstances } from '../../test/server-fixtures';
import { line, orderRow, payInPage, settle, waitFor } from '../../test/checkout-support';
import { makeShopWithOptions } from '../../test/makers-support';
import { decryptPush, testBrowser, verifyVapid } from '../../test/push-service-stand-in';
import { usePushService } from '../../test/push-service-fixture';

const kinds = await testDatabaseKinds();

const pushService = usePushService();
const { pushAgent } = pushService;

let numbers = 9_000;
/** A paid order with a number of its own for the day (#9001, #9002, …) and a large Taro Milk Tea. */
const numberedOrder = (server: TestServer) => makeNumberedTaroOrder(server.database.db, ++numbers);

describe.each(kinds)('the ready push on %s', (kind) => {
  let shop: TestServer;
  let staff: Record<string, string>;
  useStaffServer(kind, (built) => ({ server: shop, staff } = built), { pushAgent });

  const as = (target: TestServer, method: string, path: string, body?: unknown) =>
    call(target, method, path, { body, headers: staff });

  it('answers the public key, takes a subscription (201) and refuses a bad one (400) or an unknown order (404)', async () => {
    const server = shop;
    const key = await call(server, 'GET', '/api/push/key');
    expect(key.status).toBe(200);
    expect(key.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // The same pair on every call (kept in the database).
    expect((await call(server, 'GET', '/api/push/key')).body.publicKey).toBe(key.body.publicKey);

    const order = await numberedOrder(server);
    const browser = testBrowser();
    const path = `/api/track/${order.trackingToken}/push`;
    const good = browser.subscription(`${pushService.origin}/push/${order.id}`);
    const created = await call(server, 'POST', path, { body: good });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ subscribed: true });
    // Subscribing again is the same subscription.
    expect((await call(server, 'POST', path, { body: good })).status).toBe(201);
    const rows = await server.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.orderId, order.id));
    expect(rows).toHaveLength(1);

    for (const [body, message] of [
      [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, 'The push endpoint must be an https: address.'],
      [{ ...good, endpoint: 'not a url' }, undefined],
      [{ ...good, keys: { ...good.keys, p256dh: 'short' } }, undefined],
      [{ ...good, keys: { ...good.keys, p256dh: 'A'.repeat(87) } }, 'keys.p256dh must be a P-256 public key.'],
      [{ endpoint: good.endpoint }, undefined],
      [{ ...good, endpoint: 'https://10.0.0.7/push' }, 'The push endpoint must not be a private address.'],
    ] as const) {
      const refused = await call(server, 'POST', path, { body });
      expect(refused.status).toBe(400);
      if (message) expect(refused.body.error).toBe(message);
    }
    const unknown = await call(server, 'POST', `/api/track/${'A'.repeat(43)}/push`, { body: good });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe("We can't find this order.");
  });

  it('sends exactly one push on Ready: encrypted for the browser, signed, urgent, 30 minutes, naming the order', async () => {
    const order = await numberedOrder(shop);
    const browser = testBrowser();
    const endpointPath = `/push/${order.id}`;
    const subscribed = await call(shop, 'POST', `/api/track/${order.trackingToken}/push`, {
      body: browser.subscription(`${pushService.origin}${endpointPath}`),
    });
    expect(subscribed.status).toBe(201);
    const received = () => pushService.pushesTo([endpointPath]);

    expect((await as(shop, 'POST', `/api/admin/orders/${order.id}/confirm`, { prepTime: 5 })).status).toBe(200);
    // Confirm sends no push.
    await settle(300);
    expect(received()).toHaveLength(0);

    const started = Date.now();
    const ready = await as(shop, 'POST', `/api/admin/orders/${order.id}/ready`);
    expect(ready.status).toBe(200);
    // Pressed twice: refused, and nothing more is sent.
    expect((await as(shop, 'POST', `/api/admin/orders/${order.id}/ready`)).status).toBe(409);
    await waitFor(() => received().length > 0, 5_000);
    const [push] = received();
    expect(push!.at - started).toBeLessThan(5_000);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe('1800');
    expect(push!.headers.urgency).toBe('high');
    const key = (await call(shop, 'GET', '/api/push/key')).body.publicKey as string;
    expect(verifyVapid(push!.headers.authorization as string, pushService.origin)).toBe(key);
    const message = JSON.parse(decryptPush(browser, push!.body));
    expect(message).toEqual({
      title: 'Pearl Bubble Tea',
      body: `Your order #${order.dayNumber} is ready: Taro Milk Tea (LRG)`,
      url: `/track/${order.trackingToken}`,
      tag: `pearl-order-#${order.dayNumber}`,
    });

    // Recall and Ready again: the alert was sent once, and is not sent again.
    expect((await as(shop, 'POST', `/api/admin/queue/${order.id}/recall`)).status).toBeLessThan(300);
    expect((await as(shop, 'POST', `/api/admin/orders/${order.id}/ready`)).status).toBe(200);
    await settle(1_000);
    expect(received()).toHaveLength(1);
    const metrics = await shop.services.metrics.registry.getSingleMetricAsString('pearl_customer_alerts_total');
    expect(metrics).toMatch(/pearl_customer_alerts_total\{channel="push",outcome="sent"\} [1-9]/);
  });

  it('sends one push on Confirmed too when the customer asked, then the ready push, and keeps the browser until then', async () => {
    const order = await numberedOrder(shop);
    const browser = testBrowser();
    const endpointPath = `/push/confirmed-${order.id}`;
    const body = { ...browser.subscription(`${pushService.origin}${endpointPath}`), notifyConfirmed: true };
    expect((await call(shop, 'POST', `/api/track/${order.trackingToken}/push`, { body })).status).toBe(201);
    const received = () => pushService.pushesTo([endpointPath]);
    const messages = () => received().map((push) => JSON.parse(decryptPush(browser, push.body)).body as string);

    expect((await as(shop, 'POST', `/api/admin/orders/${order.id}/confirm`, { prepTime: 5 })).status).toBe(200);
    await waitFor(() => received().length > 0, 5_000);
    expect(messages()[0]).toMatch(new RegExp(`^We are making your order #${order.dayNumber}: ready at about \\d`));
    expect(received()[0]!.headers.urgency).toBe('high');
    // The browser is kept for its ready push.
    const subscriptions = () =>
      shop.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.orderId, order.id));
    expect(await subscriptions()).toHaveLength(1);

    expect((await as(shop, 'POST', `/api/admin/orders/${order.id}/ready`)).status).toBe(200);
    await waitFor(() => received().length > 1, 5_000);
    expect(messages()[1]).toBe(`Your order #${order.dayNumber} is ready: Taro Milk Tea (LRG)`);
    await waitFor(async () => (await subscriptions()).length === 0);
    await settle(300);
    expect(received()).toHaveLength(2);
  });

  it('sends only the ready push when the make screen confirms and readies at once', async () => {
    // Paid through the checkout for a drink of a category with drink options: a cup on the make screen.
    const menu = await makeShopWithOptions(shop);
    const { orderId } = await payInPage(shop, {
      lines: [line(menu.classic, 1, 'reg')],
      amount: 3.5,
      name: 'Mo Maker',
      email: 'mo-maker@example.com',
    });
    const order = await orderRow(shop.database.db, orderId);
    const browser = testBrowser();
    const endpointPath = `/push/at-once-${order.id}`;
    const body = { ...browser.subscription(`${pushService.origin}${endpointPath}`), notifyConfirmed: true };
    expect((await call(shop, 'POST', `/api/track/${order.trackingToken}/push`, { body })).status).toBe(201);
    const queue = await as(shop, 'GET', '/api/admin/queue');
    const ticket = (queue.body.orders as { id: string; cups: { index: number }[] }[]).find((t) => t.id === order.id)!;
    for (const cup of ticket.cups) await as(shop, 'POST', `/api/admin/queue/${order.id}/cups/${cup.index}/made`);
    expect((await as(shop, 'POST', `/api/admin/queue/${order.id}/ready`)).status).toBe(200);
    const received = () => pushService.pushesTo([endpointPath]);
    await waitFor(() => received().length > 0, 5_000);
    await settle(500);
    expect(received()).toHaveLength(1);
    expect(JSON.parse(decryptPush(browser, received()[0]!.body)).body).toContain('is ready');
  });

  it('removes the subscription when the push service answers 410, and sends nothing to it afterwards', async () => {
    const order = await numberedOrder(shop);
    const endpointPath = `/push/gone-${order.id}`;
    pushService.answer(endpointPath, 410);
    const browser = testBrowser();
    expect(
      (
        await call(shop, 'POST', `/api/track/${order.trackingToken}/push`, {
          body: browser.subscription(`${pushService.origin}${endpointPath}`),
        })
      ).status,
    ).toBe(201);
    await as(shop, 'POST', `/api/admin/orders/${order.id}/confirm`, { prepTime: 5 });
    await as(shop, 'POST', `/api/admin/orders/${order.id}/ready`);
    const db = shop.database.db;
    const alertStatus = async () =>
      (await db.select().from(customerAlerts).where(eq(customerAlerts.orderId, order.id)))[0]?.status;
    await waitFor(async () => (await alertStatus()) === 'gone');
    await waitFor(
      async () =>
        (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.orderId, order.id))).length === 0,
    );
    expect(pushService.pushesTo([endpointPath])).toHaveLength(1);

    // Recalled and made ready again: no subscription left, so nothing is queued or sent.
    await as(shop, 'POST', `/api/admin/queue/${order.id}/recall`);
    await as(shop, 'POST', `/api/admin/orders/${order.id}/ready`);
    await shop.services.alerts.flush();
    expect(pushService.pushesTo([endpointPath])).toHaveLength(1);
  });

  describe('in production', () => {
    let production: TestServer;
    beforeAll(async () => {
      production = await buildTestServer({ kind, env: { NODE_ENV: 'production', PAYMENTS: 'sandbox' } });
    });
    afterAll(() => production?.close());

    it('refuses a loopback or private endpoint', async () => {
      const order = await numberedOrder(production);
      const browser = testBrowser();
      for (const [endpoint, error] of [
        [`${pushService.origin}/push/x`, 'The push endpoint must not be a loopback address.'],
        ['https://localhost/push/x', 'The push endpoint must not be a loopback address.'],
        ['https://[::1]/push/x', 'The push endpoint must not be a loopback address.'],
        ['https://192.168.1.20/push/x', 'The push endpoint must not be a private address.'],
        ['https://[::ffff:10.1.2.3]/push/x', 'The push endpoint must not be a private address.'],
      ] as const) {
        const refused = await call(production, 'POST', `/api/track/${order.trackingToken}/push`, {
          body: browser.subscription(endpoint),
        });
        expect(refused.status, endpoint).toBe(400);
        expect(refused.body.error).toBe(error);
      }
      const accepted = await call(production, 'POST', `/api/track/${order.trackingToken}/push`, {
        body: browser.subscription('https://fcm.googleapis.com/fcm/send/abc'),
      });
      expect(accepted.status).toBe(201);
    });
  });
});

describe.skipIf(!kinds.includes('postgres'))('the ready push with two instances on postgres', () => {
  let a: TestServer;
  let b: TestServer;
  let staff: Record<string, string>;
  useTwoInstances((built) => ({ a, b, staff } = built), { a: { pushAgent }, b: { pushAgent } });

  it('Ready pressed on both at once, and again after Recall, sends exactly one push', async () => {
    const order = await numberedOrder(a);
    const browser = testBrowser();
    const endpointPath = `/push/two-${order.id}`;
    const subscribe = await call(b, 'POST', `/api/track/${order.trackingToken}/push`, {
      body: browser.subscription(`${pushService.origin}${endpointPath}`),
    });
    expect(subscribe.status).toBe(201);
    const headers = staff;
    await call(a, 'POST', `/api/admin/orders/${order.id}/confirm`, { body: { prepTime: 5 }, headers });
    const started = Date.now();
    const both = await Promise.all(
      [a, b].map((instance) => call(instance, 'POST', `/api/admin/orders/${order.id}/ready`, { headers })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    await call(b, 'POST', `/api/admin/queue/${order.id}/recall`, { headers });
    expect((await call(b, 'POST', `/api/admin/orders/${order.id}/ready`, { headers })).status).toBe(200);
    const received = () => pushService.pushesTo([endpointPath]);
    await waitFor(() => received().length > 0, 5_000);
    expect(received()[0]!.at - started).toBeLessThan(5_000);
    // Both instances poll the outbox: give them time to send it again, were it possible.
    await settle(2_500);
    expect(received()).toHaveLength(1);
    expect(JSON.parse(decryptPush(browser, received()[0]!.body)).body).toContain(`#${order.dayNumber}`);
  });
});
