/**
 * The ASAP wait built from the real queue, through the API on both databases with a fake clock: paid cups push the
 * estimate up (Minutes per drink × cups ÷ Baristas on shift, never below the prep time), it falls as staff mark
 * orders ready, and past the Longest ASAP wait both checkout calls refuse ASAP with 409 while slots still sell. On
 * PostgreSQL, two instances share the estimate and the second hears each change on the menu stream.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { call, NOON, type TestServer } from '../../test/build';
import {
  describeCheckoutShop,
  line,
  makeShop,
  newToken,
  orderRow,
  payInPage,
  waitFor,
  type Shop,
} from '../../test/checkout-support';
import { testDatabaseKinds } from '../../test/test-database';
import { twoInstances } from '../../test/server-fixtures';

const kinds = await testDatabaseKinds();

const TOO_BUSY = "We're too busy for as-soon-as-possible orders right now (about 12 min); please choose a pickup time.";

async function payCups(server: TestServer, shop: Shop, cups: number) {
  const paid = await payInPage(server, {
    lines: [line(shop.taro, cups, 'lrg')],
    amount: (shop.taro.priceLrg * cups) / 100,
  });
  await waitFor(async () => (await orderRow(server.database.db, paid.orderId))?.paymentStatus === 'paid');
  return paid.orderId;
}

await describeCheckoutShop('the ASAP wait on %s', { staff: true, hours: true, now: () => NOON }, (ctx) => {
  beforeEach(async () => {
    await call(ctx.server, 'PUT', '/api/admin/asap-wait', {
      body: { minutesPerDrink: 2, longestAsapWait: null },
      headers: ctx.staff,
    });
  });

  const asapMinutes = async () => (await call(ctx.server, 'GET', '/api/shop-status')).body.pickup.asapMinutes as number;

  it('starts at the prep time, grows with the cups paid and falls as staff mark orders ready', async () => {
    const settings = await call(ctx.server, 'GET', '/api/admin/opening-hours', { headers: ctx.staff });
    expect(settings.body).toMatchObject({ minutesPerDrink: 2, baristas: 1, longestAsapWait: null });
    expect(await asapMinutes()).toBe(10);

    const first = await payCups(ctx.server, ctx.shop, 4);
    await payCups(ctx.server, ctx.shop, 2);
    expect(await asapMinutes()).toBe(12);

    const two = await call(ctx.server, 'PUT', '/api/admin/shop-baristas', {
      body: { baristas: 2 },
      headers: ctx.staff,
    });
    expect(two.status).toBe(200);
    expect(two.body.status.pickup.asapMinutes).toBe(10);
    await call(ctx.server, 'PUT', '/api/admin/shop-baristas', { body: { baristas: 1 }, headers: ctx.staff });
    const slower = await call(ctx.server, 'PUT', '/api/admin/asap-wait', {
      body: { minutesPerDrink: 3, longestAsapWait: null },
      headers: ctx.staff,
    });
    expect(slower.body.status.pickup.asapMinutes).toBe(18);
    await call(ctx.server, 'PUT', '/api/admin/asap-wait', {
      body: { minutesPerDrink: 2, longestAsapWait: null },
      headers: ctx.staff,
    });

    expect((await call(ctx.server, 'POST', `/api/admin/orders/${first}/confirm`, { headers: ctx.staff })).status).toBe(
      200,
    );
    expect((await call(ctx.server, 'POST', `/api/admin/orders/${first}/ready`, { headers: ctx.staff })).status).toBe(
      200,
    );
    // 2 cups left: 4 minutes, below the 10-minute prep time.
    expect(await asapMinutes()).toBe(10);
  });

  it('refuses ASAP in both checkout calls past the Longest ASAP wait, and still sells a slot', async () => {
    await payCups(ctx.server, ctx.shop, 6);
    await call(ctx.server, 'PUT', '/api/admin/asap-wait', {
      body: { minutesPerDrink: 2, longestAsapWait: 11 },
      headers: ctx.staff,
    });
    const status = await call(ctx.server, 'GET', '/api/shop-status');
    expect(status.body.pickup).toMatchObject({ asap: false });
    const minutes = status.body.pickup.asapMinutes as number;
    expect(minutes).toBeGreaterThan(11);
    const message = TOO_BUSY.replace('12', String(minutes));

    const cartItems = [line(ctx.shop.taro, 1, 'lrg')];
    const intent = await call(ctx.server, 'POST', '/api/create-payment-intent', {
      body: {
        amount: 4.6,
        metadata: { cartItems: JSON.stringify(cartItems) },
        name: 'Pat',
        email: 'pat@example.com',
        checkoutToken: newToken(),
      },
    });
    expect(intent.status).toBe(409);
    expect(intent.body.error).toBe(message);
    const hosted = await call(ctx.server, 'POST', '/api/create-checkout-session', {
      body: { cartItems, checkoutToken: newToken(), pickupTime: 'asap' },
    });
    expect(hosted.status).toBe(409);
    expect(hosted.body.error).toBe(message);

    const slot = status.body.pickup.slots[0].start as string;
    expect(new Date(slot).getTime()).toBeGreaterThanOrEqual(NOON.getTime() + minutes * 60_000);
    const scheduled = await call(ctx.server, 'POST', '/api/create-checkout-session', {
      body: { cartItems, checkoutToken: newToken(), pickupTime: slot },
    });
    expect(scheduled.status).toBe(200);
  });

  it('refuses settings out of range with readable messages', async () => {
    const bad = await call(ctx.server, 'PUT', '/api/admin/asap-wait', {
      body: { minutesPerDrink: 1.5, longestAsapWait: 2 },
      headers: ctx.staff,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Minutes per drink must be a whole number.');
    const none = await call(ctx.server, 'PUT', '/api/admin/shop-baristas', {
      body: { baristas: 0 },
      headers: ctx.staff,
    });
    expect(none.status).toBe(400);
    expect(none.body.error).toContain('At least 1 barista must be on shift.');
    const anonymous = await call(ctx.server, 'PUT', '/api/admin/shop-baristas', { body: { baristas: 2 } });
    expect([401, 403]).toContain(anonymous.status);
  });
});

describe.skipIf(!kinds.includes('postgres'))('the ASAP wait across two server instances on postgres', () => {
  const two = twoInstances({
    a: { hours: true, now: () => NOON },
    b: { now: () => NOON },
  });

  it('is the same on both, and the other instance hears each paid and ready order', async () => {
    const { shared, a, b, staff } = two;
    const shop = await makeShop(shared.database.db);
    const heard: unknown[] = [];
    const stop = b.services.live.subscribe('menu', (message) => heard.push(message.data));

    const order = await payCups(a, shop, 6);
    await waitFor(() => heard.some((data) => JSON.stringify(data) === '{"change":"queue"}'), 2_000);
    expect((await call(b, 'GET', '/api/shop-status')).body.pickup.asapMinutes).toBe(12);

    heard.length = 0;
    await call(b, 'POST', `/api/admin/orders/${order}/confirm`, { headers: staff });
    expect((await call(b, 'POST', `/api/admin/orders/${order}/ready`, { headers: staff })).status).toBe(200);
    await waitFor(() => heard.some((data) => JSON.stringify(data) === '{"change":"queue"}'), 2_000);
    stop();
    expect((await call(a, 'GET', '/api/shop-status')).body.pickup.asapMinutes).toBe(10);
  });
});
