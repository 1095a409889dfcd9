/**
 * Security: order ids are random; no endpoint reveals another person's order without proof of
 * their e-mail (the data page's code), their receipt token (the browser that paid), or the admin's session.
 *
 * Every route that takes an id is asked about a paid order by someone who has none of those, and must answer exactly
 * as it answers for an order that does not exist, so the answer is no oracle either.
 */
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema';
import { call, type TestServer } from '../test/build';
import { makeSession, makeUser } from '../test/factories';
import { isUuid } from '@domain/uuid';
import { createIntent, line, newToken, payInPage, useCheckoutShop, type Shop } from '../test/checkout-support';
import { addressOf, changesState, serverRoutes } from '../test/server-routes';

describe('other people’s orders', () => {
  let server: TestServer;
  let shop: Shop;

  useCheckoutShop('pglite', (built) => ({ server, shop } = built));

  it('have random ids (version 4 UUIDs, 122 random bits), not a sequence', async () => {
    for (let i = 0; i < 20; i++) {
      expect(
        (
          await call(server, 'POST', '/api/create-checkout-session', {
            body: { cartItems: [line(shop.classic, 1 + (i % 3))], checkoutToken: newToken() },
          })
        ).status,
      ).toBe(200);
    }
    const ids = (await server.database.db.select({ id: orders.id }).from(orders)).map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(20);
    for (const id of ids) {
      // A random (version 4) UUID: the version digit and the variant bits are the only parts that are not random.
      expect(isUuid(id), id).toBe(true);
      expect([id[14], id[19]], id).toEqual(['4', expect.stringMatching(/^[89ab]$/)]);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // The order number customers see (the first 8 characters) is not a counter either.
    expect(new Set(ids.map((id) => id.slice(0, 8))).size).toBe(ids.length);
  });

  it('are shown by no route to someone without the receipt token, the data page’s proof or the admin’s session', async () => {
    const ann = await payInPage(server, {
      lines: [line(shop.taro)],
      amount: 3.9,
      name: 'Ann Example',
      email: 'ann@example.com',
    });
    const bob = await payInPage(server, {
      lines: [line(shop.classic)],
      amount: 3.5,
      name: 'Bob Example',
      email: 'bob@example.com',
    });
    const nobody = '00000000-0000-4000-8000-000000000000';
    const helper = (await makeSession(server.database.db, await makeUser(server.database.db, { isAdmin: false })))
      .headers;

    const reads = serverRoutes(server.app).filter(
      (route) => !changesState(route) && route.method === 'GET' && route.url.includes(':'),
    );
    expect(reads.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/order-confirmation/:orderId', '/api/admin/orders/:id']),
    );
    for (const route of reads) {
      for (const as of [{}, helper, { 'x-receipt-token': bob.receiptToken }, { 'x-receipt-token': 'forged' }] as Array<
        Record<string, string>
      >) {
        const asked = await call(server, 'GET', addressOf(route.url, { orderId: ann.orderId, id: ann.orderId }), {
          headers: as,
        });
        const unknown = await call(server, 'GET', addressOf(route.url, { orderId: nobody, id: nobody }), {
          headers: as,
        });
        const context = `${route.url} as ${JSON.stringify(as).slice(0, 60)}`;
        expect.soft(asked.status, context).toBeGreaterThanOrEqual(400);
        expect.soft(JSON.stringify(asked.body), context).not.toMatch(/Ann|ann@example\.com/);
        expect
          .soft({ status: asked.status, body: asked.body }, context)
          .toEqual({ status: unknown.status, body: unknown.body });
      }
    }
    // Nor through the hosted checkout's result, asked with an order id instead of its session id.
    const byOrderId = await call(server, 'GET', `/api/verify-session?session_id=${ann.paymentIntentId}`);
    expect(byOrderId.status).toBe(404);

    // The browser that paid sees its own order, and the other customer's token opens nothing else.
    const own = await call(server, 'GET', `/api/order-confirmation/${ann.orderId}`, {
      headers: { 'x-receipt-token': ann.receiptToken },
    });
    expect(own.status).toBe(200);
    expect(own.body.customerName).toBe('Ann Example');
    const unpaid = await createIntent(server, { lines: [line(shop.mango)], amount: 3.8 });
    const crossed = await call(server, 'GET', `/api/order-confirmation/${unpaid.body.orderId}`, {
      headers: { 'x-receipt-token': ann.receiptToken },
    });
    expect(crossed.status).toBe(404);
  });
});
