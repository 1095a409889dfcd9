/**
 * At checkout: chosen drink options are checked against the live catalogue and priced by the server; a
 * tampered request is refused with a readable 400 and records nothing; orders keep a snapshot of the options.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenWithPearls } from '@domain/test-fixtures';
import {
  categoryOptionGroups,
  drinkOptions,
  optionGroups,
  orderLines,
  productOptionGroups,
  products,
} from '../../db/schema';
import { seedOptions } from '../../seed/seed-options';
import { buildTestServer, call, type TestServer } from '../../test/build';
import {
  countWrites,
  createIntent,
  expectPaymentInvariant,
  line,
  makeShop,
  newToken,
  orderRow,
  payInPage,
  receiptsFor,
  waitFor,
  type Shop,
} from '../../test/checkout-support';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

const LARGE_CHOICES = ['sugar-25', 'ice-less', 'tapioca-pearls'];

describe.each(kinds)('drink options at checkout on %s', (kind) => {
  let server: TestServer;
  let shop: Shop;

  const hosted = (lines: unknown[]) =>
    call(server, 'POST', '/api/create-checkout-session', { body: { cartItems: lines, checkoutToken: newToken() } });

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    const db = server.database.db;
    shop = await makeShop(db);
    await seedOptions(db);
    const [classic] = await db.select().from(products).where(eq(products.id, shop.classic.id));
    const [mango] = await db.select().from(products).where(eq(products.id, shop.mango.id));
    await db
      .insert(categoryOptionGroups)
      .values([
        ...['sugar', 'ice', 'toppings'].map((groupId) => ({ category: classic!.category, groupId })),
        { category: mango!.category, groupId: 'toppings' },
      ]);
    // A group only the mango tea offers, so its option is "another product's option" on the milk tea.
    await db.insert(optionGroups).values({ id: 'syrups', name: 'Syrups', kind: 'multi', minChoices: 0, maxChoices: 1 });
    await db.insert(drinkOptions).values({ id: 'lychee-syrup', groupId: 'syrups', name: 'Lychee syrup', priceReg: 40 });
    await db.insert(productOptionGroups).values({ productId: shop.mango.id, groupId: 'syrups', mode: 'add' });
    await db.update(drinkOptions).set({ soldOut: true }).where(eq(drinkOptions.id, 'grass-jelly'));
    await server.services.menu.changed();
  });
  afterAll(async () => {
    await expectPaymentInvariant(server.database.db);
    await server.close();
  });

  it('prices the chosen options itself and keeps their snapshot on the order', async () => {
    // Large classic (£4.20) + 25% sugar, Less ice, Tapioca pearls (+£0.60) = £4.80; the browser's price is ignored.
    const lines = [
      line(shop.classic, 1, 'lrg', { options: LARGE_CHOICES, price: 1 }),
      line(shop.classic, 1, 'lrg'), // no options sent: the defaults, which cost nothing
    ];
    const paid = await payInPage(server, { lines, amount: 9 });
    expect(paid.total).toBe(900);
    const order = await orderRow(server.database.db, paid.orderId);
    expect(order).toMatchObject({ subtotal: 900, discount: 0, totalAmount: 900, paymentStatus: 'paid' });
    const snapshot = await server.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, paid.orderId))
      .orderBy(orderLines.position);
    expect(snapshot.map(({ unitPrice, surcharge, options }) => ({ unitPrice, surcharge, options }))).toEqual([
      {
        unitPrice: 480,
        surcharge: 60,
        options: chosenWithPearls,
      },
      {
        unitPrice: 420,
        surcharge: 0,
        options: [
          { id: 'sugar-100', groupId: 'sugar', name: '100% sugar', price: 0 },
          { id: 'ice-regular', groupId: 'ice', name: 'Regular ice', price: 0 },
        ],
      },
    ]);

    // The receipt names the choices.
    await waitFor(async () => (await receiptsFor(server.database.db, paid.orderId)).length === 1);
    const [receipt] = await receiptsFor(server.database.db, paid.orderId);
    expect(receipt!.text).toContain('25% sugar · Less ice · Tapioca pearls');
    expect(receipt!.html).toContain('25% sugar · Less ice · Tapioca pearls');

    // A later catalogue edit never changes the placed order.
    await server.database.db.update(drinkOptions).set({ priceLrg: 99 }).where(eq(drinkOptions.id, 'tapioca-pearls'));
    const [first] = await server.database.db.select().from(orderLines).where(eq(orderLines.orderId, paid.orderId));
    expect(first!.unitPrice).toBe(480);
    await server.database.db.update(drinkOptions).set({ priceLrg: 60 }).where(eq(drinkOptions.id, 'tapioca-pearls'));
  });

  it('still applies a promotion to drinks with toppings and still charges the toppings', async () => {
    // Two large mango teas with pearls: bundle £8.00 + 2 × £0.60 pearls = £9.20 (instead of 2 × £5.10 = £10.20).
    const { status, body } = await hosted([line(shop.mango, 2, 'lrg', { options: ['tapioca-pearls'] })]);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.total).toBe(920);
  });

  it('shows the options on the hosted checkout page', async () => {
    const { body } = await hosted([line(shop.classic, 1, 'lrg', { options: LARGE_CHOICES })]);
    const sessionId = new URL(body.url).searchParams.get('session_id') ?? new URL(body.url).pathname.split('/').pop();
    const page = await call(server, 'GET', `/api/sandbox/checkout-sessions/${sessionId}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(JSON.stringify(page.body)).toContain('25% sugar · Less ice · Tapioca pearls');
  });

  const tampered: [string, unknown, string][] = [
    ['an unknown option', ['sugar-25', 'ice-less', 'gold-flakes'], 'Classic Milk Tea'],
    ['a sold-out option', ['sugar-25', 'ice-less', 'grass-jelly'], 'Grass jelly is sold out'],
    [
      'four toppings',
      ['sugar-25', 'ice-less', 'tapioca-pearls', 'popping-boba', 'aloe-vera', 'pudding'],
      'choose at most 3 Toppings',
    ],
    [
      'another product’s option',
      ['sugar-25', 'ice-less', 'lychee-syrup'],
      'Lychee syrup is not an option of this drink',
    ],
    ['two sugar levels', ['sugar-25', 'sugar-50', 'ice-less'], 'choose only one Sugar'],
    ['no sugar level', ['ice-less'], 'choose one Sugar'],
    ['an option with a made-up price', [{ id: 'tapioca-pearls', price: 0 }], ''],
  ];

  it.each(tampered)('refuses %s with a readable 400 and records nothing', async (_what, options, message) => {
    const before = await countWrites(server.database.db);
    for (const answer of [
      await hosted([line(shop.classic, 1, 'lrg', { options })]),
      await createIntent(server, { lines: [line(shop.classic, 1, 'lrg', { options })], amount: 4.8 }),
    ]) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body.error).toEqual(expect.any(String));
      expect(answer.body.error).toContain(message);
      if (message && !message.startsWith('Classic')) expect(answer.body.error).toContain('Classic Milk Tea');
    }
    expect(await countWrites(server.database.db)).toEqual(before);
  });

  it('refuses a total that leaves out the toppings (the browser’s prices never count)', async () => {
    const before = await countWrites(server.database.db);
    const answer = await createIntent(server, {
      lines: [line(shop.classic, 1, 'lrg', { options: LARGE_CHOICES, price: 420 })],
      amount: 4.2,
    });
    expect(answer.status).toBe(409);
    expect(answer.body.total).toBe(480);
    expect(await countWrites(server.database.db)).toEqual(before);
  });
});
