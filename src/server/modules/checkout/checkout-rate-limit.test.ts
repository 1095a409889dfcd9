import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { intentBody, line, makeShop, newToken, type Shop } from '../../test/checkout-support';

describe('checkout rate limit', () => {
  let server: TestServer;
  let shop: Shop;
  beforeAll(async () => {
    server = await buildTestServer({ env: { CHECKOUT_RATE_LIMIT: '3' } });
    shop = await makeShop(server.database.db);
  });
  afterAll(() => server.close());

  describe('POST /api/create-payment-intent', () => {
    it('refuses more checkouts a minute from one address than CHECKOUT_RATE_LIMIT, with a readable 429', async () => {
      const statuses: number[] = [];
      let last: { status: number; body: any } | null = null;
      for (let i = 0; i < 4; i++) {
        last = await call(server, 'POST', '/api/create-payment-intent', {
          body: intentBody({ lines: [line(shop.classic)], amount: 3.5, checkoutToken: newToken() }),
        });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last!.body).toEqual({ error: 'Too many requests. Please wait a moment and try again.' });
      // The refused attempt wrote nothing.
      expect(await server.database.db.select().from(orders)).toHaveLength(3);
    });
  });
});
