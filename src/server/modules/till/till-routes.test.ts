/**
 * The till through real HTTP on each database: a sale rung up at the counter is priced as a checkout is (deals
 * included), paid in cash with the change worked out to the penny, and then is an order like any other: numbered,
 * on the dashboard as Cash, one ticket and one label per cup queued, receipted and stamped when an e-mail was given,
 * reported under counter / Cash. Repeated calls (Complete pressed twice, an answer lost, calls at once) give one order,
 * one payment and one set of prints. A Barista may use it; cash refunds go back as cash, with no provider asked.
 */
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { shopDate } from '@domain/opening-hours';
import { categoryOptionGroups, orders, paymentEvents, printers, printJobs, stampCards } from '../../db/schema';
import { seedOptions } from '../../seed/seed-options';
import { call } from '../../test/build';
import { describeCheckoutShop, line, newToken, receiptsFor, refundMailFor } from '../../test/checkout-support';
import { makeSession, makeUser } from '../../test/factories';
import { expectOnePrintEach, threeOrdersRetried, ticketAndLabelPrinter, tillCall } from '../../test/till-support';

await describeCheckoutShop('the till on %s', { staff: true, invariant: true }, (ctx) => {
  const db = () => ctx.server.database.db;
  const saleKey = () => newToken();
  const ringUp = (body: Record<string, unknown>, headers = ctx.staff) =>
    call(ctx.server, 'POST', '/api/admin/till/sales', { body, headers });
  const printsOf = (orderId: string) => db().select().from(printJobs).where(eq(printJobs.orderId, orderId));

  // The milk teas are drinks (they offer sugar and ice), so each cup gets a label.
  beforeAll(async () => {
    await seedOptions(db());
    const tea = ctx.shop.classic.category;
    await db()
      .insert(categoryOptionGroups)
      .values(['sugar', 'ice'].map((groupId) => ({ category: tea, groupId })));
    await ctx.server.services.menu.changed();
  });

  it('rings up two milk teas and a taro for cash: change to the penny, numbered, printed, receipted, reported', async () => {
    const suffix = randomBytes(3).toString('hex');
    const labels = await ticketAndLabelPrinter(ctx.server);
    const email = `walk-in-${suffix}@example.com`;
    // 2 × Classic £3.50 + 1 × Taro £3.90 = £10.90; £20 given, £9.10 back.
    const sale = await ringUp({
      saleKey: saleKey(),
      cartItems: [line(ctx.shop.classic, 2), line(ctx.shop.taro, 1)],
      cupName: 'Sam',
      email,
      cash: { tendered: 2000 },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(sale.body).toMatchObject({ total: 1090, paid: true, change: 910, paymentMethod: 'Cash' });
    const [order] = await db().select().from(orders).where(eq(orders.id, sale.body.orderId));
    expect(order).toMatchObject({
      channel: 'counter',
      paymentStatus: 'paid',
      status: 'pending',
      paymentMethod: 'cash',
      customerName: 'Sam',
      pickupAsap: true,
      paidDuringPause: false,
    });
    expect(sale.body.orderNumber).toBe(`#${order!.dayNumber}`);

    // On the dashboard as Cash (real money, not a test payment), one ticket and a label per cup, a receipt, 3 stamps.
    const listed = await call(ctx.server, 'GET', `/api/admin/orders/${order!.id}`, { headers: ctx.staff });
    expect(listed.body).toMatchObject({ paymentMethod: 'Cash', testPayment: false, channel: 'counter' });
    const jobs = await printsOf(order!.id);
    expect(
      jobs
        .filter((job) => job.printerId === labels.id)
        .map((job) => job.job.kind)
        .sort(),
    ).toEqual(['label', 'label', 'label', 'ticket']);
    expect(await receiptsFor(db(), order!.id)).toHaveLength(1);
    const [card] = await db().select().from(stampCards).where(eq(stampCards.email, email));
    expect(card?.stamps).toBe(3);

    // The report: under counter with method Cash; the CSV's Channel column says counter.
    const today = shopDate(new Date());
    const report = await call(ctx.server, 'GET', `/api/admin/reports?from=${today}&to=${today}`, {
      headers: ctx.staff,
    });
    const rows = report.body.paymentMethods as { channel: string; method: string; takings: number }[];
    expect(rows.find((row) => row.channel === 'counter' && row.method === 'Cash')?.takings).toBeGreaterThanOrEqual(
      1090,
    );
    const csv = await call(ctx.server, 'GET', `/api/admin/reports/export.csv?from=${today}&to=${today}`, {
      headers: ctx.staff,
    });
    const row = String(csv.body)
      .split('\r\n')
      .find((record) => record.startsWith(order!.id.slice(0, 8)));
    expect(row).toMatch(/,Cash,#\d+,counter$/);
    await db().delete(printers).where(eq(printers.id, labels.id));
  });

  it('prices deals as online: two large fruit teas for £8.00', async () => {
    const sale = await ringUp({ saleKey: saleKey(), cartItems: [line(ctx.shop.mango, 2, 'lrg')] });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    expect(sale.body).toMatchObject({ total: 800, paid: false, orderNumber: null, change: null });
  });

  it('gives one order, one payment and one set of prints however often Complete reaches the server', async () => {
    const printer = await ticketAndLabelPrinter(ctx.server);
    const body = { saleKey: saleKey(), cartItems: [line(ctx.shop.classic, 1)], cash: { tendered: 350 } };
    // Pressed twice at once, then once more after the first answer was lost.
    const [a, b] = await Promise.all([ringUp(body), ringUp(body)]);
    const c = await ringUp(body);
    for (const answer of [a, b, c]) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(new Set([a.body.orderId, b.body.orderId, c.body.orderId]).size).toBe(1);
    expect(new Set([a.body.orderNumber, b.body.orderNumber, c.body.orderNumber]).size).toBe(1);
    expect(c.body).toMatchObject({ paid: true, change: 0 });
    const orderId = a.body.orderId as string;
    // And the cash call itself, repeated.
    const again = await call(ctx.server, 'POST', `/api/admin/till/sales/${orderId}/cash`, {
      body: { tendered: 500 },
      headers: ctx.staff,
    });
    expect(again.body).toMatchObject({ orderId, paid: true, change: 150 });
    const events = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, `cash:${orderId}`));
    expect(events.map((event) => event.outcome)).toEqual(['paid']);
    const prints = await printsOf(orderId);
    expect(prints.map((job) => job.job.kind).sort()).toEqual(['label', 'ticket']);
    await db().delete(printers).where(eq(printers.id, printer.id));
  });

  it('gives three tickets and three labels for a walk-in, a card at the counter and an online order, every call retried', async () => {
    const printer = await ticketAndLabelPrinter(ctx.server);
    const till = tillCall(ctx.server, ctx.staff);
    const card = { send: till, salesPath: '/api/admin/till/sales' };
    const ids = await threeOrdersRetried(ctx.server, ctx.staff, card, ctx.shop.classic);
    await expectOnePrintEach(ctx.server, printer.id, ids, ['counter', 'counter', 'online']);
    await db().delete(printers).where(eq(printers.id, printer.id));
  });

  it('refuses cash short of the total, and takes the right amount after', async () => {
    const sale = await ringUp({ saleKey: saleKey(), cartItems: [line(ctx.shop.taro, 1)], cash: { tendered: 300 } });
    expect(sale.status).toBe(400);
    expect(sale.body.error).toBe('£3.00 does not cover the total of £3.90.');
    const [unpaid] = await db().select().from(orders).where(eq(orders.id, sale.body.orderId));
    expect(unpaid).toMatchObject({ status: null, paymentStatus: 'awaiting_payment', channel: 'counter' });
    const paid = await call(ctx.server, 'POST', `/api/admin/till/sales/${unpaid!.id}/cash`, {
      body: { tendered: 1000 },
      headers: ctx.staff,
    });
    expect(paid.body).toMatchObject({ paid: true, change: 610 });
    const bad = await ringUp({ saleKey: 'short', cartItems: [line(ctx.shop.taro, 1)] });
    expect(bad.status).toBe(400);
    const unknown = await call(ctx.server, 'POST', '/api/admin/till/sales/not-an-order/cash', {
      body: { tendered: 1000 },
      headers: ctx.staff,
    });
    expect(unknown.status).toBe(404);
  });

  it('lets a Barista ring up a sale, and gives a cash refund back as cash with no provider asked', async () => {
    const db_ = db();
    const barista = (await makeSession(db_, await makeUser(db_, { role: 'barista' }))).headers;
    const email = `refund-${newToken().slice(0, 6)}@example.com`;
    const sale = await ringUp(
      { saleKey: saleKey(), cartItems: [line(ctx.shop.classic, 1)], email, cash: { tendered: 500 } },
      barista,
    );
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    const refunded = await call(ctx.server, 'POST', `/api/admin/orders/${sale.body.orderId}/refund`, {
      headers: ctx.staff,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'refunded', paymentMethod: 'Cash' });
    const told = await refundMailFor(db_, sale.body.orderId);
    expect(told!.text).toContain('We have refunded £3.50 in cash for your order');
  });
});

await describeCheckoutShop('the Sandbox reader at the till on %s', { staff: true, invariant: true }, (ctx) => {
  const db = () => ctx.server.database.db;
  const post = (path: string, body: unknown = {}) => call(ctx.server, 'POST', path, { headers: ctx.staff, body });
  const ringUp = async () => {
    const sale = await post('/api/admin/till/sales', { saleKey: newToken(), cartItems: [line(ctx.shop.taro, 1)] });
    expect(sale.status, JSON.stringify(sale.body)).toBe(200);
    return sale.body.orderId as string;
  };

  it('leaves a declined card unpaid with the reader’s message, then 4242 pays it once, however often Charge is pressed', async () => {
    const orderId = await ringUp();
    const charged = await post(`/api/admin/till/sales/${orderId}/charge`);
    expect(charged.body).toMatchObject({ paid: false, cardMessage: null, total: 390 });
    const declined = await post(`/api/admin/till/sales/${orderId}/sandbox-reader`, { card: '4000 0000 0000 0002' });
    expect(declined.body).toMatchObject({ paid: false, cardMessage: 'Your card was declined.', orderNumber: null });
    expect(
      (await call(ctx.server, 'GET', `/api/admin/till/sales/${orderId}`, { headers: ctx.staff })).body,
    ).toMatchObject({ paid: false, cardMessage: 'Your card was declined.' });
    // Try again: the same payment, sent again (twice, as a double press would).
    const [again, twice] = await Promise.all([
      post(`/api/admin/till/sales/${orderId}/charge`),
      post(`/api/admin/till/sales/${orderId}/charge`),
    ]);
    expect([again.status, twice.status]).toEqual([200, 200]);
    const [before] = await db().select().from(orders).where(eq(orders.id, orderId));
    const paid = await post(`/api/admin/till/sales/${orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });
    expect(paid.body).toMatchObject({ paid: true, paymentMethod: 'Visa •••• 4242', cardMessage: null });
    expect(paid.body.orderNumber).toMatch(/^#\d+$/);
    const [after] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(after).toMatchObject({ channel: 'counter', paymentStatus: 'paid', providerRef: before!.providerRef });
    // Charge and the reader once more after it is paid: nothing more is taken.
    expect((await post(`/api/admin/till/sales/${orderId}/charge`)).body).toMatchObject({ paid: true });
    expect(
      (await post(`/api/admin/till/sales/${orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' })).body,
    ).toMatchObject({ paid: true, orderNumber: paid.body.orderNumber });
  });

  it('takes cash after a declined card, and the card can no longer pay it', async () => {
    const orderId = await ringUp();
    await post(`/api/admin/till/sales/${orderId}/charge`);
    await post(`/api/admin/till/sales/${orderId}/sandbox-reader`, { card: '4000 0000 0000 9995' });
    const cash = await post(`/api/admin/till/sales/${orderId}/cash`, { tendered: 500 });
    expect(cash.body).toMatchObject({ paid: true, paymentMethod: 'Cash', change: 110 });
    const late = await post(`/api/admin/till/sales/${orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });
    expect(late.body).toMatchObject({ paid: true, paymentMethod: 'Cash' });
    // The invariant (checked as the block ends): the cancelled card payment never succeeded.
  });
});
