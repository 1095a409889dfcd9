import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders, products } from '../../db/schema';
import { call } from '../../test/build';
import {
  authenticateCard,
  CARDS,
  confirmCard,
  countWrites,
  dayNumberOf,
  createIntent,
  describeCheckoutShop,
  expectPaymentInvariant,
  intentBody,
  line,
  listenToOrders,
  newToken,
  orderRow,
  payInPage,
  receiptsFor,
  settle,
} from '../../test/checkout-support';

await describeCheckoutShop('in-page card payments on %s', { invariant: true }, (ctx) => {
  describe('POST /api/create-payment-intent', () => {
    it('prices the basket from the catalogue and records an order awaiting payment with a snapshot of its lines', async () => {
      const lines = [line(ctx.shop.classic, 2), line(ctx.shop.mango, 2, 'lrg')];
      // 2 × £3.50 + 2 large fruit teas for £8.00 (instead of £9.00) = £15.00
      const { status, body } = await createIntent(ctx.server, { lines, amount: 15 });
      expect(status).toBe(200);
      expect(body).toMatchObject({ amount: 1500, total: 1500 });
      expect(body.clientSecret).toMatch(/^pi_sbx_\w+_secret_\w+$/);
      expect(body.paymentIntentId).toBe(body.clientSecret.split('_secret_')[0]);

      const order = await orderRow(ctx.server.database.db, body.orderId);
      expect(order).toMatchObject({
        paymentStatus: 'awaiting_payment',
        status: null,
        subtotal: 1600,
        discount: 100,
        totalAmount: 1500,
        customerName: 'Ann Example',
        customerEmail: 'ann@example.com',
        provider: 'sandbox',
        checkoutKind: 'in_page',
        providerRef: body.paymentIntentId,
      });
      const snapshot = await ctx.server.database.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, body.orderId));
      expect(
        snapshot.map(({ name, size, quantity, unitPrice, lineSubtotal, discount, bundledUnits }) => ({
          name,
          size,
          quantity,
          unitPrice,
          lineSubtotal,
          discount,
          bundledUnits,
        })),
      ).toEqual([
        {
          name: ctx.shop.classic.name,
          size: 'reg',
          quantity: 2,
          unitPrice: 350,
          lineSubtotal: 700,
          discount: 0,
          bundledUnits: 0,
        },
        {
          name: ctx.shop.mango.name,
          size: 'lrg',
          quantity: 2,
          unitPrice: 450,
          lineSubtotal: 900,
          discount: 100,
          bundledUnits: 2,
        },
      ]);
      expect(snapshot[1]!.promotionTitle).toBe('Two large fruit teas for £8.00');
    });

    it('ignores a price tampered with in a line: the catalogue decides', async () => {
      const lines = [line(ctx.shop.classic, 1, 'reg', { price: 1 })];
      const { status, body } = await createIntent(ctx.server, { lines, amount: 3.5 });
      expect(status).toBe(200);
      expect(body.amount).toBe(350);
    });

    it('refuses an amount that differs from the total with 409 and the right total, writing nothing', async () => {
      const before = await countWrites(ctx.server.database.db);
      const { status, body } = await createIntent(ctx.server, { lines: [line(ctx.shop.classic, 2)], amount: 0.5 });
      expect(status).toBe(409);
      expect(body).toEqual({
        error: 'Prices have changed since you started checkout — please review your basket',
        total: 700,
      });
      expect(await countWrites(ctx.server.database.db)).toEqual(before);
    });

    it.each([
      ['zero', 0, 'No valid items in cart'],
      ['negative', -3, 'No valid items in cart'],
      ['fractional', 1.5, "The quantity of 'X' must be a whole number."],
      ['string', '2', "The quantity of 'X' must be a whole number."],
      ['huge', 51, "You can order at most 50 of 'X' at once."],
    ])('refuses a %s quantity with a readable message, writing nothing', async (_label, quantity, message) => {
      const before = await countWrites(ctx.server.database.db);
      const lines = [{ ...line(ctx.shop.classic), name: 'X', quantity }];
      const { status, body } = await createIntent(ctx.server, { lines, amount: 3.5 });
      expect(status).toBe(400);
      expect(body.error).toBe(message);
      expect(await countWrites(ctx.server.database.db)).toEqual(before);
    });

    it('drops a line with a quantity of 0 or less and charges the rest', async () => {
      const lines = [
        line(ctx.shop.classic, 1),
        { ...line(ctx.shop.taro), quantity: 0 },
        { ...line(ctx.shop.mango), quantity: -2 },
      ];
      const { status, body } = await createIntent(ctx.server, { lines, amount: 3.5 });
      expect(status).toBe(200);
      expect(body.total).toBe(350);
    });

    it('takes a missing quantity as 1 and a missing size as regular', async () => {
      const { status, body } = await createIntent(ctx.server, {
        lines: [{ id: ctx.shop.taro.id, name: ctx.shop.taro.name }],
        amount: 3.9,
      });
      expect(status).toBe(200);
      expect(body.total).toBe(390);
    });

    it('refuses a basket with no lines', async () => {
      const { status, body } = await createIntent(ctx.server, { lines: [], amount: 0 });
      expect(status).toBe(400);
      expect(body.error).toBe('No valid items in cart');
    });

    it('refuses a product that is no longer on the menu, naming it', async () => {
      const before = await countWrites(ctx.server.database.db);
      const gone = {
        id: '00000000-0000-4000-8000-000000000000',
        name: 'Dragon Fruit Slush',
        size: 'reg',
        price: 400,
        quantity: 1,
      };
      const { status, body } = await createIntent(ctx.server, { lines: [line(ctx.shop.classic), gone], amount: 7.5 });
      expect(status).toBe(400);
      expect(body.error).toBe("'Dragon Fruit Slush' is no longer on the menu. Please remove it from your basket.");
      const notAnId = await createIntent(ctx.server, { lines: [{ id: 'not-a-product', quantity: 1 }], amount: 1 });
      expect(notAnId.body.error).toBe("'not-a-product' is no longer on the menu. Please remove it from your basket.");
      expect(await countWrites(ctx.server.database.db)).toEqual(before);
    });

    it('refuses a sold-out product before any payment', async () => {
      const db = ctx.server.database.db;
      await db.update(products).set({ soldOut: true }).where(eq(products.id, ctx.shop.taro.id));
      try {
        const before = await countWrites(db);
        const { status, body } = await createIntent(ctx.server, { lines: [line(ctx.shop.taro)], amount: 3.9 });
        expect(status).toBe(400);
        expect(body.error).toBe(`'${ctx.shop.taro.name}' is sold out. Please remove it from your basket.`);
        expect(await countWrites(db)).toEqual(before);
      } finally {
        await db.update(products).set({ soldOut: false }).where(eq(products.id, ctx.shop.taro.id));
      }
    });

    it('refuses unknown fields in a line or in the body, such as status: "paid"', async () => {
      const before = await countWrites(ctx.server.database.db);
      const inLine = await createIntent(ctx.server, {
        lines: [line(ctx.shop.classic, 1, 'reg', { status: 'paid' })],
        amount: 3.5,
      });
      expect(inLine.status).toBe(400);
      expect(inLine.body.error).toBe('Unknown field in a basket item: status');
      const inBody = await call(ctx.server, 'POST', '/api/create-payment-intent', {
        body: { ...intentBody({ lines: [line(ctx.shop.classic)], amount: 3.5 }), status: 'paid' },
      });
      expect(inBody.status).toBe(400);
      expect(inBody.body.error).toBe('Unknown field: status');
      const proto = await call(ctx.server, 'POST', '/api/create-payment-intent', {
        raw: JSON.stringify(intentBody({ lines: [line(ctx.shop.classic)], amount: 3.5 })).replace(
          '{',
          '{"__proto__":{"paid":true},',
        ),
        headers: { 'content-type': 'application/json' },
      });
      expect(proto.status).toBe(400);
      const protoInLine = await createIntent(ctx.server, {
        lines: [JSON.parse(`{"__proto__":{"price":0},"id":"${ctx.shop.classic.id}","quantity":1}`)],
        amount: 3.5,
      });
      expect(protoInLine.status).toBe(400);
      expect(await countWrites(ctx.server.database.db)).toEqual(before);
    });

    it('refuses bad customer details and unreadable cart items with readable messages', async () => {
      const base = intentBody({ lines: [line(ctx.shop.classic)], amount: 3.5 });
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...base, email: 'ann@example.com\r\nBcc: all@example.com' }, 'Enter a valid email address.'],
        [{ ...base, name: '' }, 'Name is required.'],
        [{ ...base, metadata: { cartItems: '[{' } }, 'metadata.cartItems must be the basket lines as a JSON string.'],
        [{ ...base, metadata: { cartItems: '{}' } }, 'cartItems must be a list of basket lines.'],
        [{ ...base, amount: '3.50' }, 'amount must be the total in pounds, as a number.'],
        [{ ...base, amount: -3.5 }, 'amount must be the total in pounds, for example 7.50.'],
      ];
      for (const [body, message] of cases) {
        const answer = await call(ctx.server, 'POST', '/api/create-payment-intent', { body });
        expect(answer.status, message).toBe(400);
        expect(answer.body.error).toBe(message);
      }
      const test = await call(ctx.server, 'POST', '/api/create-payment-intent', {
        body: { ...base, metadata: { ...base.metadata, testPayment: true } },
      });
      expect(test.status).toBe(403);
      expect(test.body.error).toBe('Test payments are made from the admin dashboard.');
    });

    it('gives one order and one payment when Pay is pressed twice, and charges once', async () => {
      const body = intentBody({ lines: [line(ctx.shop.classic, 3)], amount: 10.5 });
      const [first, second] = await Promise.all([
        call(ctx.server, 'POST', '/api/create-payment-intent', { body }),
        call(ctx.server, 'POST', '/api/create-payment-intent', { body }),
      ]);
      expect(first.status).toBe(200);
      expect(second.body).toEqual(first.body);
      const confirmations = await Promise.all([
        confirmCard(ctx.server, first.body, CARDS.succeeds),
        confirmCard(ctx.server, second.body, CARDS.succeeds),
      ]);
      const statuses = confirmations.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const refused = confirmations.find((answer) => answer.status === 409)!;
      expect(refused.body).toMatchObject({
        code: 'payment_intent_unexpected_state',
        paymentIntent: { status: 'succeeded' },
      });
      const rows = await ctx.server.database.db
        .select()
        .from(orders)
        .where(eq(orders.providerRef, first.body.paymentIntentId));
      expect(rows.map((row) => row.paymentStatus)).toEqual(['paid']);
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('gives one order when the same basket is submitted from two tabs', async () => {
      const token = newToken();
      const tab = () =>
        createIntent(ctx.server, { lines: [line(ctx.shop.taro, 2)], amount: 7.8, checkoutToken: token });
      const answers = await Promise.all([tab(), tab(), tab()]);
      expect(new Set(answers.map((answer) => answer.body.orderId)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.body.paymentIntentId)).size).toBe(1);
    });

    it('starts a new order for the same basket and token once the first was paid', async () => {
      const token = newToken();
      const first = await payInPage(ctx.server, { lines: [line(ctx.shop.mango)], amount: 3.8, checkoutToken: token });
      const again = await createIntent(ctx.server, {
        lines: [line(ctx.shop.mango)],
        amount: 3.8,
        checkoutToken: token,
      });
      expect(again.status).toBe(200);
      expect(again.body.orderId).not.toBe(first.orderId);
      expect(again.body.paymentIntentId).not.toBe(first.paymentIntentId);
      await expectPaymentInvariant(ctx.server.database.db);
    });
  });

  describe('POST /api/sandbox/payment-intents/:id/confirm', () => {
    it('4242 4242 4242 4242 succeeds: the order is paid once, with a receipt and one live message', async () => {
      const live = listenToOrders(ctx.server);
      const paid = await payInPage(ctx.server, { lines: [line(ctx.shop.classic, 2)], amount: 7 });
      const order = await orderRow(ctx.server.database.db, paid.orderId);
      expect(order).toMatchObject({
        paymentStatus: 'paid',
        status: 'pending',
        providerPaymentId: paid.paymentIntentId,
      });
      expect(order.paidAt).toBeInstanceOf(Date);
      const [receipt] = await receiptsFor(ctx.server.database.db, paid.orderId);
      expect(receipt).toMatchObject({ to: 'ann@example.com', subject: `Your Pearl order #${order.dayNumber}` });
      expect(order.dayNumber).toBeGreaterThan(0);
      expect(receipt!.text).toContain(`2 × ${ctx.shop.classic.name} (REG)  £7.00`);
      expect(receipt!.text).toContain('Total: £7.00');
      await settle();
      expect(live.messages.filter((m) => m.orderId === paid.orderId)).toEqual([
        { orderId: paid.orderId, event: 'paid' },
      ]);
      live.stop();
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it.each([
      ['4000 0000 0000 0002', 'card_declined', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'card_declined', 'Your card has insufficient funds.'],
      ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
      ['4000 0000 0000 0127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ])(
      '%s is declined with its message; the order stays unpaid and a retry pays the same order',
      async (number, code, message) => {
        const request = { lines: [line(ctx.shop.taro)], amount: 3.9, checkoutToken: newToken() };
        const created = await createIntent(ctx.server, request);
        const declined = await confirmCard(ctx.server, created.body, number);
        expect(declined.status).toBe(402);
        expect(declined.body).toMatchObject({ error: message, code });
        expect(await orderRow(ctx.server.database.db, created.body.orderId)).toMatchObject({
          paymentStatus: 'failed',
          status: null,
          failureMessage: message,
        });

        // The basket is kept in the browser: the retry sends it again and pays the same order with the same payment.
        const retry = await createIntent(ctx.server, request);
        expect(retry.body).toMatchObject({
          orderId: created.body.orderId,
          paymentIntentId: created.body.paymentIntentId,
        });
        expect((await confirmCard(ctx.server, retry.body, CARDS.succeeds)).status).toBe(200);
        expect(await orderRow(ctx.server.database.db, created.body.orderId)).toMatchObject({
          paymentStatus: 'paid',
          status: 'pending',
          failureMessage: null,
        });
        await expectPaymentInvariant(ctx.server.database.db);
      },
    );

    it.each<[string, { number: string; expiry?: string; cvc?: string }, string]>([
      ['a card number that is not a test card', { number: '5105 1051 0510 5100' }, 'Your card number is incorrect.'],
      ['an expiry in the past', { number: CARDS.succeeds, expiry: '01/20' }, 'Your card has expired.'],
      ['a two-digit CVC', { number: CARDS.succeeds, cvc: '12' }, "Your card's security code is incomplete."],
      [
        'an expiry that is not MM/YY',
        { number: CARDS.succeeds, expiry: '1234' },
        "Your card's expiration date is incomplete.",
      ],
    ])('refuses %s without changing the payment', async (_label, card, message) => {
      const created = await createIntent(ctx.server, { lines: [line(ctx.shop.classic)], amount: 3.5 });
      const refused = await confirmCard(ctx.server, created.body, card.number, card);
      expect(refused.status).toBe(402);
      expect(refused.body.error).toBe(message);
      expect(await orderRow(ctx.server.database.db, created.body.orderId)).toMatchObject({
        paymentStatus: 'awaiting_payment',
      });
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('4000 0025 0000 3155 asks for authentication; Fail is payment_intent_authentication_failure and nothing is paid', async () => {
      const created = await createIntent(ctx.server, { lines: [line(ctx.shop.classic)], amount: 3.5 });
      const challenged = await confirmCard(ctx.server, created.body, CARDS.authentication);
      expect(challenged.status).toBe(200);
      expect(challenged.body.paymentIntent.status).toBe('requires_action');
      const failed = await authenticateCard(ctx.server, created.body, 'fail');
      expect(failed.status).toBe(402);
      expect(failed.body.code).toBe('payment_intent_authentication_failure');
      expect(await orderRow(ctx.server.database.db, created.body.orderId)).toMatchObject({
        paymentStatus: 'failed',
        status: null,
      });
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('4000 0025 0000 3155 with Complete pays the order', async () => {
      const created = await createIntent(ctx.server, { lines: [line(ctx.shop.classic)], amount: 3.5 });
      await confirmCard(ctx.server, created.body, CARDS.authentication);
      const completed = await authenticateCard(ctx.server, created.body, 'complete');
      expect(completed.status).toBe(200);
      expect(completed.body.paymentIntent.status).toBe('succeeded');
      expect(await orderRow(ctx.server.database.db, created.body.orderId)).toMatchObject({
        paymentStatus: 'paid',
        status: 'pending',
      });
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('refuses a wrong client secret as an unknown payment', async () => {
      const created = await createIntent(ctx.server, { lines: [line(ctx.shop.classic)], amount: 3.5 });
      const wrong = await confirmCard(
        ctx.server,
        { ...created.body, clientSecret: `${created.body.paymentIntentId}_secret_guess` },
        CARDS.succeeds,
      );
      expect(wrong.status).toBe(404);
      expect(await orderRow(ctx.server.database.db, created.body.orderId)).toMatchObject({
        paymentStatus: 'awaiting_payment',
      });
    });
  });

  describe('GET /api/order-confirmation/:orderId', () => {
    it('shows the order just paid to the browser holding its receipt token, and to nobody else', async () => {
      const paid = await payInPage(ctx.server, {
        lines: [line(ctx.shop.classic, 2), line(ctx.shop.mango, 2, 'lrg')],
        amount: 15,
      });
      const shown = await call(ctx.server, 'GET', `/api/order-confirmation/${paid.orderId}`, {
        headers: { 'x-receipt-token': paid.receiptToken },
      });
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({
        orderId: paid.orderId,
        orderNumber: await dayNumberOf(ctx.server.database.db, paid.orderId),
        paid: true,
        subtotal: 1600,
        discount: 100,
        total: 1500,
        // As soon as possible, with the time it was promised for.
        pickupAsap: true,
        pickupAt: expect.any(String),
        lines: [
          { name: ctx.shop.classic.name, size: 'reg', quantity: 2, lineSubtotal: 700 },
          { name: ctx.shop.mango.name, size: 'lrg', quantity: 2, lineSubtotal: 900, discount: 100 },
        ],
      });
      const withoutToken = await call(ctx.server, 'GET', `/api/order-confirmation/${paid.orderId}`);
      expect(withoutToken.status).toBe(404);
      const otherToken = await call(ctx.server, 'GET', `/api/order-confirmation/${paid.orderId}`, {
        headers: { 'x-receipt-token': 'x'.repeat(43) },
      });
      expect(otherToken.status).toBe(404);
    });
  });
});
