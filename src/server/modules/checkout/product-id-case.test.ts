/**
 * Product ids that differ only in letter case name one product. A basket sending the same drink as
 * "abc…" and "ABC…" is one order line (and one per-line limit), through real HTTP on each database.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orderLines } from '../../db/schema';
import { call } from '../../test/build';
import { countWrites, createIntent, describeCheckoutShop, line, sessionIdOf } from '../../test/checkout-support';

await describeCheckoutShop('product ids in letter case on %s', { invariant: true }, (ctx) => {
  const upper = (quantity: number) => ({ ...line(ctx.shop.classic, quantity), id: ctx.shop.classic.id.toUpperCase() });

  it('makes one line of 10 from 5 × the id and 5 × the same id in capitals (in-page payment)', async () => {
    const created = await createIntent(ctx.server, { lines: [line(ctx.shop.classic, 5), upper(5)], amount: 35 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const lines = await ctx.server.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, created.body.orderId));
    expect(lines.map(({ productId, quantity }) => ({ productId, quantity }))).toEqual([
      { productId: ctx.shop.classic.id, quantity: 10 },
    ]);
  });

  it('makes one line of 10 on the hosted checkout page too', async () => {
    const { status, body } = await call(ctx.server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [upper(5), line(ctx.shop.classic, 5)] },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const sessionId = sessionIdOf(body.url);
    const page = await call(ctx.server, 'GET', `/api/sandbox/checkout-sessions/${sessionId}`);
    expect(page.body.lines).toEqual([
      expect.objectContaining({ name: `${ctx.shop.classic.name} (REG)`, quantity: 10 }),
    ]);
  });

  it('refuses 30 + 30 of one product as one line past the limit of 50, writing nothing', async () => {
    const before = await countWrites(ctx.server.database.db);
    const intent = await createIntent(ctx.server, { lines: [line(ctx.shop.classic, 30), upper(30)], amount: 210 });
    expect(intent.status).toBe(400);
    expect(intent.body).toEqual({ error: `You can order at most 50 of '${ctx.shop.classic.name}' at once.` });
    const hosted = await call(ctx.server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [line(ctx.shop.classic, 30), upper(30)] },
    });
    expect(hosted.status).toBe(400);
    expect(hosted.body.error).toBe(`You can order at most 50 of '${ctx.shop.classic.name}' at once.`);
    expect(await countWrites(ctx.server.database.db)).toEqual(before);
  });
});
