/**
 * Stock through real HTTP on each test database: counted products refused at checkout ("Only 2 … left"), taken at
 * payment and put back by a refund; a payment that met stock already gone refunded at once with the customer told;
 * and the demo's Tapioca pearls Out and Back in, as the menu and checkout see them.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { productStock } from '../../db/schema';
import { call } from '../../test/build';
import {
  CARDS,
  confirmCard,
  createIntent,
  describeCheckoutShop,
  line,
  orderRow,
  payInPage,
  refundMailFor,
} from '../../test/checkout-support';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer, type StaffServer } from '../../test/server-fixtures';

type MenuProduct = {
  id: string;
  name: string;
  priceReg: number;
  priceLrg: number;
  soldOut: boolean;
  stockLeft?: number;
  outReason?: string;
  optionGroups?: { options: { id: string; soldOut: boolean; outOf?: string }[] }[];
};

await describeCheckoutShop('counted products on %s', { staff: true }, (ctx) => {
  const setStock = (productId: string, stock: number | null, resetTo: number | null = null) =>
    call(ctx.server, 'PUT', `/api/admin/stock/products/${productId}`, { headers: ctx.staff, body: { stock, resetTo } });
  const menuProduct = async (id: string) =>
    ((await call(ctx.server, 'GET', '/api/menu')).body.products as MenuProduct[]).find((p) => p.id === id)!;

  it('refuses a checkout for more than is left before any payment, takes at payment and puts back on refund', async () => {
    const { classic } = ctx.shop;
    expect((await setStock(classic.id, 2)).status).toBe(200);
    expect((await menuProduct(classic.id)).stockLeft).toBe(2);

    const tooMany = await createIntent(ctx.server, {
      lines: [line(classic, 3)],
      amount: 10.5,
      email: 'three@example.com',
    });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe(`Only 2 ${classic.name} left`);

    const paid = await payInPage(ctx.server, { lines: [line(classic, 2)], amount: 7, email: 'two@example.com' });
    expect((await orderRow(ctx.server.database.db, paid.orderId)).paymentStatus).toBe('paid');
    const after = await menuProduct(classic.id);
    expect(after).toMatchObject({ soldOut: true, stockLeft: 0 });
    const listed = await call(ctx.server, 'GET', '/api/admin/stock', { headers: ctx.staff });
    expect(listed.body.counted).toContainEqual({ productId: classic.id, name: classic.name, left: 0, resetTo: null });

    const refunded = await call(ctx.server, 'POST', `/api/admin/orders/${paid.orderId}/refund`, { headers: ctx.staff });
    expect(refunded.status).toBe(200);
    expect((await menuProduct(classic.id)).stockLeft).toBe(2);
    // A second refund puts nothing back twice.
    await call(ctx.server, 'POST', `/api/admin/orders/${paid.orderId}/refund`, { headers: ctx.staff });
    expect((await menuProduct(classic.id)).stockLeft).toBe(2);
  });

  it('refunds at once, and tells the customer, a payment for the last one someone else paid for first', async () => {
    const { taro } = ctx.shop;
    await setStock(taro.id, 1);
    const first = await createIntent(ctx.server, { lines: [line(taro)], amount: 3.9, email: 'first@example.com' });
    const second = await createIntent(ctx.server, { lines: [line(taro)], amount: 3.9, email: 'second@example.com' });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await confirmCard(ctx.server, first.body, CARDS.succeeds)).status).toBe(200);

    // Right before the card: the re-check now refuses in words, and nothing is charged.
    const refused = await confirmCard(ctx.server, second.body, CARDS.succeeds);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(`No ${taro.name} left`);

    // Had the re-check passed a moment before the other payment landed, the money goes back at once.
    const third = await createIntent(ctx.server, { lines: [line(taro)], amount: 3.9, email: 'third@example.com' });
    expect(third.status).toBe(409);
    await setStock(taro.id, 1);
    const late = await createIntent(ctx.server, { lines: [line(taro)], amount: 3.9, email: 'late@example.com' });
    const other = await payInPage(ctx.server, { lines: [line(taro)], amount: 3.9, email: 'other@example.com' });
    const skip = vi.spyOn(ctx.server.services.stock, 'refusal').mockResolvedValue(null);
    try {
      await confirmCard(ctx.server, late.body, CARDS.succeeds);
    } finally {
      skip.mockRestore();
    }
    const db = ctx.server.database.db;
    expect((await orderRow(db, other.orderId)).paymentStatus).toBe('paid');
    const lateOrder = await orderRow(db, late.body.orderId);
    expect(lateOrder).toMatchObject({ paymentStatus: 'refunded', status: 'refunded' });
    // The page the paying browser lands on says why.
    const shown = await call(ctx.server, 'GET', `/api/order-confirmation/${lateOrder.id}`, {
      headers: { 'x-receipt-token': late.body.receiptToken },
    });
    expect(shown.body).toMatchObject({
      paid: false,
      refusal: `No ${taro.name} left. Someone else paid for the last ones just before you, so your payment is being refunded.`,
    });
    const mail = await refundMailFor(db, lateOrder.id);
    expect(mail?.text).toContain(`Sorry: No ${taro.name} left.`);
    const [row] = await db.select().from(productStock).where(eq(productStock.productId, taro.id));
    expect(row!.onHand).toBe(0);
  });

  it('refuses a count that is not a whole number from 0, and an unknown product', async () => {
    const bad = await setStock(ctx.shop.mango.id, -1);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Stock must be empty or a whole number');
    const unknown = await setStock('00000000-0000-4000-8000-000000000000', 3);
    expect(unknown.status).toBe(404);
    const unknownRows = await ctx.server.database.db
      .select()
      .from(productStock)
      .where(eq(productStock.productId, '00000000-0000-4000-8000-000000000000'));
    expect(unknownRows).toEqual([]);
  });
});

describe.each(await testDatabaseKinds())('ingredients on %s', (kind) => {
  let built: StaffServer;
  useStaffServer(kind, (given) => (built = given), { seed: true });
  const menu = async () => (await call(built.server, 'GET', '/api/menu')).body.products as MenuProduct[];
  const byName = async (name: string) => (await menu()).find((product) => product.name === name)!;

  it('takes Tapioca pearls off the pearl topping and the drinks that need them, and Back in puts them back', async () => {
    const stock = await call(built.server, 'GET', '/api/admin/stock', { headers: built.staff });
    const pearls = (stock.body.ingredients as { id: string; name: string; optionIds: string[] }[]).find(
      (ingredient) => ingredient.name === 'Tapioca pearls',
    )!;
    expect(pearls.optionIds).toEqual(['tapioca-pearls']);
    const classic = await byName('Classic Milk Tea');
    const withPearls = { ...line(classic), price: 420, options: ['sugar-100', 'ice-regular', 'tapioca-pearls'] };

    const out = await call(built.server, 'POST', `/api/admin/ingredients/${pearls.id}/out`, { headers: built.staff });
    expect(out.status).toBe(200);
    expect(out.body.out).toEqual([expect.objectContaining({ name: 'Tapioca pearls' })]);

    const boba = await byName('Brown Sugar Boba Milk');
    expect(boba).toMatchObject({
      soldOut: true,
      outReason: 'Brown Sugar Boba Milk is sold out: we have run out of Tapioca pearls.',
    });
    const classicNow = await byName('Classic Milk Tea');
    expect(classicNow.soldOut).toBe(false);
    const topping = classicNow.optionGroups!.flatMap((group) => group.options).find((o) => o.id === 'tapioca-pearls');
    expect(topping).toMatchObject({ soldOut: true, outOf: 'Tapioca pearls' });

    const refused = await createIntent(built.server, { lines: [withPearls], amount: 4.2, email: 'pearls@example.com' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'Classic Milk Tea with Tapioca pearls: we have run out of Tapioca pearls. Remove it and add the drink without Tapioca pearls.',
    );
    const bobaRefused = await createIntent(built.server, {
      lines: [line(boba)],
      amount: 4.2,
      email: 'boba@example.com',
    });
    expect(bobaRefused.status).toBe(409);
    expect(bobaRefused.body.error).toBe(boba.outReason);
    // The till refuses it too, with the same sentence, and records no order.
    const tillRefused = await call(built.server, 'POST', '/api/admin/till/sales', {
      headers: built.staff,
      body: { saleKey: 'till-pearls-0001', cartItems: [withPearls], cash: { tendered: 500 } },
    });
    expect(tillRefused.status).toBe(409);
    expect(tillRefused.body.error).toBe(
      'Classic Milk Tea with Tapioca pearls: we have run out of Tapioca pearls. Remove it and add the drink without Tapioca pearls.',
    );
    const plainAtTill = await call(built.server, 'POST', '/api/admin/till/sales', {
      headers: built.staff,
      body: { saleKey: 'till-plain-000001', cartItems: [line(classic)], cash: { tendered: 500 } },
    });
    expect(plainAtTill.status, JSON.stringify(plainAtTill.body)).toBe(200);

    const back = await call(built.server, 'POST', `/api/admin/ingredients/${pearls.id}/back-in`, {
      headers: built.staff,
    });
    expect(back.body.out).toEqual([]);
    expect((await byName('Brown Sugar Boba Milk')).soldOut).toBe(false);
    const again = await createIntent(built.server, { lines: [withPearls], amount: 4.2, email: 'pearls@example.com' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const outages = await call(built.server, 'GET', '/api/admin/stock/outages', { headers: built.staff });
    expect(outages.body.today).toEqual([expect.stringMatching(/^Tapioca pearls out \d\d:\d\d–\d\d:\d\d$/)]);
    expect(outages.body.week).toEqual(outages.body.today);
  });

  it('adds an ingredient only under a name of its own', async () => {
    const body = { name: 'Oat milk', productIds: [], optionIds: [] };
    const taken = await call(built.server, 'POST', '/api/admin/ingredients', { headers: built.staff, body });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('An ingredient called Oat milk already exists.');
    const empty = await call(built.server, 'POST', '/api/admin/ingredients', {
      headers: built.staff,
      body: { ...body, name: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Give the ingredient a name.');
  });
});
