/**
 * A pause pressed on one server instance holds on every instance sharing the PostgreSQL database: the other
 * refuses checkouts at once, its storefronts hear the change on the menu stream (LISTEN/NOTIFY), and the pause ends on
 * both when the (fake) clock passes its end.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../test/build';
import { line, makeShop, newToken } from '../../test/checkout-support';
import { testDatabaseKinds } from '../../test/test-database';
import { twoInstances } from '../../test/server-fixtures';

const kinds = await testDatabaseKinds();

describe.skipIf(!kinds.includes('postgres'))('a pause across two server instances on postgres', () => {
  let clock = new Date('2026-11-23T12:00:00Z');
  const two = twoInstances({
    a: { hours: true, now: () => clock },
    b: { now: () => clock },
  });

  it('is seen by instance B within a second and ends by itself on both', async () => {
    const { shared, a, b, staff } = two;
    const shop = await makeShop(shared.database.db);
    const heard: unknown[] = [];
    const stop = b.services.live.subscribe('menu', (message) => heard.push(message.data));

    const started = Date.now();
    expect((await call(a, 'POST', '/api/admin/shop-pause', { body: { minutes: 15 }, headers: staff })).status).toBe(
      200,
    );
    while (!heard.some((data) => JSON.stringify(data).includes('shop-status')) && Date.now() - started < 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stop();
    expect(heard).toContainEqual({ change: 'shop-status' });
    expect((await call(b, 'GET', '/api/shop-status')).body.paused).toBe(true);

    const checkout = () =>
      call(b, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(shop.taro, 1, 'lrg')], checkoutToken: newToken() },
      });
    const refused = await checkout();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("We're not taking online orders right now");

    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await call(a, 'GET', '/api/shop-status')).body.paused).toBe(false);
    expect((await checkout()).status).toBe(200);
  });
});
