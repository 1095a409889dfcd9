/**
 * The wallet path on the sandbox, through real HTTP on both databases: the order and its payment are created only
 * when the wallet is approved, the test wallet's Pay takes the payment by the same events a Stripe wallet payment
 * sends (the charge, then the payment), and the order is paid once, with the wallet's name, e-mail and method. A
 * paused shop refuses the wallet as it refuses a card.
 */
import { expect, it } from 'vitest';
import { shopDate } from '@domain/opening-hours';
import { call } from '../../test/build';
import { describeCheckoutShop, line, newToken, orderRow, sandboxEvents } from '../../test/checkout-support';

await describeCheckoutShop('wallet payments created at confirm on %s', { invariant: true, staff: true }, (ctx) => {
  const createAtConfirm = (total: number, checkoutToken = newToken()) =>
    call(ctx.server, 'POST', '/api/checkout/create-at-confirm', {
      body: {
        // Two large fruit teas for £8.00: the deal's price, as the wallet sheet showed it.
        total,
        cartItems: [line(ctx.shop.mango, 2, 'lrg')],
        name: 'Wallet Tester',
        email: 'wallet@example.com',
        checkoutToken,
      },
    });
  const payWithWallet = (started: { paymentIntentId: string; clientSecret: string }) =>
    call(ctx.server, 'POST', `/api/sandbox/payment-intents/${started.paymentIntentId}/wallet`, {
      body: { clientSecret: started.clientSecret },
    });

  it('records nothing before the wallet is approved, then one paid order paid by the test wallet', async () => {
    const created = await createAtConfirm(800);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body).toMatchObject({ amount: 800, total: 800 });

    const paid = await payWithWallet(created.body);
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.paymentIntent.status).toBe('succeeded');
    const order = await orderRow(ctx.server.database.db, created.body.orderId);
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
      totalAmount: 800,
      discount: 100,
      customerName: 'Wallet Tester',
      customerEmail: 'wallet@example.com',
      paymentMethod: 'test_wallet',
      paymentMethodDetail: null,
    });
    // The same events a Stripe wallet payment sends: the charge (how it was paid), then the payment.
    const types = (await sandboxEvents(ctx.server.database.db))
      .filter(
        (event) =>
          event.data.object.payment_intent === created.body.paymentIntentId ||
          event.data.object.id === created.body.paymentIntentId,
      )
      .map((event) => event.type);
    expect(types).toEqual(['charge.succeeded', 'payment_intent.succeeded']);

    // The wallet's Pay sent again: refused as already paid, and the order is still paid once.
    const twice = await payWithWallet(created.body);
    expect(twice.status).toBe(409);
    expect(twice.body.paymentIntent.status).toBe('succeeded');

    // The staff dashboard shows it paid by the wallet.
    const list = await call(ctx.server, 'GET', '/api/admin/orders', { headers: ctx.staff });
    const card = (list.body as Array<Record<string, unknown>>).find((row) => row.id === created.body.orderId);
    expect(card).toMatchObject({ paymentMethod: 'Test wallet', customerName: 'Wallet Tester' });
  });

  it('counts the wallet in the report’s Payment methods panel and names it in the CSV', async () => {
    const today = shopDate(new Date());
    const methods = async () =>
      (await call(ctx.server, 'GET', `/api/admin/reports?from=${today}&to=${today}`, { headers: ctx.staff })).body
        .paymentMethods as Array<{ method: string; orders: number; takings: number }>;
    const before = (await methods()).find((row) => row.method === 'Test wallet') ?? { orders: 0, takings: 0 };
    const created = await createAtConfirm(800);
    expect((await payWithWallet(created.body)).status).toBe(200);
    expect((await methods()).find((row) => row.method === 'Test wallet')).toEqual({
      channel: 'online',
      method: 'Test wallet',
      orders: before.orders + 1,
      takings: before.takings + 800,
    });
    const csv = await call(ctx.server, 'GET', `/api/admin/reports/export.csv?from=${today}&to=${today}`, {
      headers: ctx.staff,
    });
    const text = String(csv.body);
    expect(text.split('\r\n')[0]).toMatch(/,Status,Payment method,Day number,Channel$/);
    const row = text.split('\r\n').find((line) => line.startsWith(created.body.orderId.slice(0, 8)));
    expect(row).toMatch(/,Test wallet,#\d+,online$/);
  });

  it('refuses a wallet total that is not the server’s, with the prices-changed answer', async () => {
    const created = await createAtConfirm(900);
    expect(created.status).toBe(409);
    expect(created.body.total).toBe(800);
  });

  it('refuses the wallet while online orders are paused, as it refuses a card, and records no order', async () => {
    const paused = await call(ctx.server, 'POST', '/api/admin/shop-pause', {
      body: { minutes: 15 },
      headers: ctx.staff,
    });
    expect(paused.status).toBe(200);
    try {
      const created = await createAtConfirm(800);
      expect(created.status).toBe(409);
      expect(created.body.error).toContain("We're not taking online orders right now");
    } finally {
      await call(ctx.server, 'POST', '/api/admin/shop-pause', { body: { minutes: null }, headers: ctx.staff });
    }
  });
});
