/**
 * Stock's records through real HTTP on each test database: every stock change in the audit log with who made it,
 * the orders refused for stock counted for the report (a checkout refused before the card, a payment refunded because
 * someone else paid for the last one first), and the morning's reset reaching open menus and the cached menu at
 * opening time, on the shop's clock.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema';
import { call, NOON } from '../../test/build';
import {
  CARDS,
  confirmCard,
  createIntent,
  describeCheckoutShop,
  line,
  orderRow,
  payInPage,
} from '../../test/checkout-support';
import { openStream } from '../../test/event-stream';

type MenuProduct = { id: string; soldOut: boolean; stockLeft?: number };

await describeCheckoutShop('stock records on %s', { staff: true, hours: true, clock: NOON }, (ctx) => {
  const setStock = (productId: string, stock: number | null, resetTo: number | null = null) =>
    call(ctx.server, 'PUT', `/api/admin/stock/products/${productId}`, { headers: ctx.staff, body: { stock, resetTo } });
  const menuProduct = async (id: string) =>
    ((await call(ctx.server, 'GET', '/api/menu')).body.products as MenuProduct[]).find((p) => p.id === id)!;
  const auditOf = (entityId: string) =>
    ctx.server.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);

  it('audits Stock: N, an ingredient added, Out and Back in, with who did it, and says so in words', async () => {
    const { classic, taro } = ctx.shop;
    expect((await setStock(classic.id, 5, 8)).status).toBe(200);
    const added = await call(ctx.server, 'POST', '/api/admin/ingredients', {
      headers: ctx.staff,
      body: { name: `Oat milk ${classic.name}`, productIds: [taro.id], optionIds: [] },
    });
    expect(added.status).toBe(200);
    const oat = (added.body.ingredients as { id: string; name: string }[]).find((i) => i.name.startsWith('Oat milk'))!;
    for (const step of ['out', 'out', 'back-in'])
      expect(
        (await call(ctx.server, 'POST', `/api/admin/ingredients/${oat.id}/${step}`, { headers: ctx.staff })).status,
      ).toBe(200);

    const counted = await auditOf(classic.id);
    expect(counted.map((row) => [row.action, row.details])).toEqual([
      ['stock.set', { name: classic.name, stock: 5, resetTo: 8 }],
    ]);
    expect(counted[0]!.actorEmail).toMatch(/@/);
    // The second Out changed nothing, and records nothing.
    const ingredient = await auditOf(oat.id);
    expect(ingredient.map((row) => row.action)).toEqual(['ingredient.create', 'ingredient.out', 'ingredient.back_in']);
    expect(ingredient.every((row) => row.actorEmail === counted[0]!.actorEmail)).toBe(true);

    const feed = await call(ctx.server, 'GET', '/api/admin/audit?limit=10', { headers: ctx.staff });
    const words = (feed.body.entries as { summary: string }[]).map((entry) => entry.summary);
    expect(words).toContain(`Marked "${oat.name}" out`);
    expect(words).toContain(`Set the stock of "${classic.name}" to 5, reset each morning to 8`);
  });

  it('counts a checkout refused before the card and a payment refunded for stock, with the sentences', async () => {
    const { taro } = ctx.shop;
    await setStock(taro.id, 1);
    const tooMany = await createIntent(ctx.server, { lines: [line(taro, 2)], amount: 7.8, email: 'two@example.com' });
    expect(tooMany.status).toBe(409);

    // A payment whose re-check passed a moment before another customer paid for the last one: refunded at once.
    const late = await createIntent(ctx.server, { lines: [line(taro)], amount: 3.9, email: 'late@example.com' });
    await payInPage(ctx.server, { lines: [line(taro)], amount: 3.9, email: 'first@example.com' });
    const skip = vi.spyOn(ctx.server.services.stock, 'refusal').mockResolvedValue(null);
    try {
      await confirmCard(ctx.server, late.body, CARDS.succeeds);
    } finally {
      skip.mockRestore();
    }
    expect((await orderRow(ctx.server.database.db, late.body.orderId)).paymentStatus).toBe('refunded');

    const report = await call(ctx.server, 'GET', '/api/admin/stock/refusals', { headers: ctx.staff });
    expect(report.status).toBe(200);
    const expected = {
      checkouts: 1,
      payments: 1,
      reasons: expect.arrayContaining([
        { reason: `Only 1 ${taro.name} left`, count: 1 },
        { reason: `No ${taro.name} left`, count: 1 },
      ]),
    };
    expect(report.body).toEqual({ today: expected, week: expected });
  });

  it('resets the counts at opening time on the shop clock, telling open menus and dropping the cached menu', async () => {
    const { mango } = ctx.shop;
    await setStock(mango.id, 0, 10);
    // Tuesday, before opening (10:00): yesterday's count stands, and the menu is drawn and kept with it.
    ctx.now = new Date('2026-11-24T08:00:00Z');
    await ctx.server.services.stock.applyDueResets();
    expect(await menuProduct(mango.id)).toMatchObject({ soldOut: true, stockLeft: 0 });
    const stream = await openStream(`${ctx.server.url}/api/menu/stream`);
    await stream.untilReceived('event: ready');

    ctx.now = new Date('2026-11-24T10:00:30Z');
    // What the timer does at opening time.
    await ctx.server.services.stock.applyDueResets();
    await stream.untilReceived('event: menu');
    expect(await menuProduct(mango.id)).toMatchObject({ soldOut: false, stockLeft: 10 });
    const reset = await ctx.server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mango.id), eq(auditLog.action, 'stock.reset')));
    expect(reset.map((row) => [row.actorUserId, row.details])).toEqual([[null, { name: mango.name, stock: 10 }]]);

    // Once a day: the next wake finds nothing due, and records nothing.
    await ctx.server.services.stock.applyDueResets();
    expect(
      await ctx.server.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, mango.id), eq(auditLog.action, 'stock.reset'))),
    ).toHaveLength(1);
    stream.close();
  });
});
