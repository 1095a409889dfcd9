/**
 * Product ids that differ only in letter case name one product. A basket sending the same drink as
 * "abc…" and "ABC…" is one order line (and one per-line limit), through real HTTP on each database.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { testDatabaseKinds } from '../../test/test-database';
import { countWrites, createIntent, line, sessionIdOf, useCheckoutShop, type Shop } from '../../test/checkout-support';

const kinds = await testDatabaseKinds();

describe.each(kinds)('product ids in letter case on %s', (kind) => {
  let server: TestServer;
  let shop: Shop;
  useCheckoutShop(kind, (built) => ({ server, shop } = built), { invariant: true });

  const upper = (quantity: number) => ({ ...line(shop.classic, quantity), id: shop.classic.id.toUpperCase() });

  it('makes one line of 10 from 5 × the id and 5 × the same id in capitals (in-page payment)', async () => {
    const created = await createIntent(server, { lines: [line(shop.classic, 5), upper(5)], amount: 35 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const lines = await server.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, created.body.orderId));
    expect(lines.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: shop.classic.id, quantity: 10 },
    ]);
  });

  it('makes one line of 10 on the hosted checkout page too', async () => {
    const { status, body } = await call(server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [upper(5), line(shop.classic, 5)] },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const sessionId = sessionIdOf(body.url);
    const page = await call(server, 'GET', `/api/sandbox/checkout-sessions/${sessionId}`);
    expect(page.body.lines).toEqual([expect.objectContaining({ name: `${shop.classic.name} (REG)`, quantity: 10 })]);
  });

  it('refuses 30 + 30 of one product as one line past the limit of 50, writing nothing', async () => {
    const before = await countWrites(server.database.db);
    const intent = await createIntent(server, { lines: [line(shop.classic, 30), upper(30)], amount: 210 });
    expect(intent.status).toBe(400);
    expect(intent.body).toEqual({ error: `You can order at most 50 of '${shop.classic.name}' at once.` });
    const hosted = await call(server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [line(shop.classic, 30), upper(30)] },
    });
    expect(hosted.status).toBe(400);
    expect(hosted.body.error).toBe(`You can order at most 50 of '${shop.classic.name}' at once.`);
    expect(await countWrites(server.database.db)).toEqual(before);
  });
});
