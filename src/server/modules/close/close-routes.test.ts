/**
 * The day's close over real HTTP on PGlite and PostgreSQL. Two days before today (the shop's clock), worked out by hand:
 *   a card order online, £13.00 of lines less £1.00 off = £12.00; three cash orders at the counter, £10.40 in all;
 *   a free drink (stamp card) of £3.50; a test payment and an unpaid attempt, which never count.
 * The float is £100.00 and £110.00 is counted: £100.00 + £10.40 expected, so the drawer is short by £0.40.
 * The day is closed; the card order is refunded the next day: the closed report stays as it was, the refund shows on
 * the day it was made.
 */
import { addLocalDays } from '@domain/report-range';
import { shopDate, shopInstant, shopTime } from '@domain/opening-hours';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedDays, mailOutbox, orders } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makePaidOrder, makeSession, makeUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

describe.each(kinds)('the day’s close on %s', (kind) => {
  let server: TestServer;
  let manager: Record<string, string>;
  let barista: Record<string, string>;
  let cardOrderId: string;
  const today = shopDate(new Date());
  const day = addLocalDays(today, -2);
  const nextDay = addLocalDays(today, -1);
  const at = (date: string, time: string) => shopInstant(date, time);
  const as = (method: string, path: string, body?: unknown, headers = manager) =>
    call(server, method, path, { headers, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    const db = server.database.db;
    await makeUser(db, { email: `owner-${kind}@pearl.example`, role: 'owner' });
    manager = (await makeSession(db, await makeUser(db, { role: 'manager', name: 'Sam Manager' }))).headers;
    barista = (await makeSession(db, await makeUser(db, { role: 'barista' }))).headers;
    const card = await makePaidOrder(
      db,
      { paidAt: at(day, '10:15'), subtotal: 1300, discount: 100, totalAmount: 1200, paymentMethod: 'card' },
      [{ name: 'Taro Milk Tea', quantity: 2, unitPrice: 650, discount: 100 }],
    );
    cardOrderId = card.id;
    for (const amount of [350, 350, 340])
      await makePaidOrder(
        db,
        { paidAt: at(day, '11:00'), channel: 'counter', paymentMethod: 'cash', totalAmount: amount, subtotal: amount },
        [{ quantity: 1, unitPrice: amount }],
      );
    await makePaidOrder(
      db,
      { paidAt: at(day, '12:00'), subtotal: 350, freeDrink: 350, totalAmount: 0, paymentMethod: 'free' },
      [{ quantity: 1, unitPrice: 350 }],
    );
    await makePaidOrder(db, { paidAt: at(day, '12:30'), isTest: true, paymentMethod: 'card' });
    await makePaidOrder(db, { paymentStatus: 'awaiting_payment', status: null, paidAt: null });
  });
  afterAll(() => server.close());

  it('gives the day’s Z report, whose figures are the Sales report’s for that day', async () => {
    const { status, body } = await as('GET', `/api/admin/close?day=${day}`);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ day, closed: null, vatRegistered: false });
    expect(body.report).toMatchObject({
      orders: 5,
      grossSales: 2690,
      discounts: 100,
      freeDrinks: 1,
      freeDrinksCost: 350,
      takings: 2240,
      refunds: { count: 0, amount: 0 },
      netTakings: 2240,
      vat: null,
    });
    expect(body.report.byChannel).toEqual([
      { channel: 'online', orders: 2, takings: 1200 },
      { channel: 'counter', orders: 3, takings: 1040 },
      { channel: 'kiosk', orders: 0, takings: 0 },
    ]);
    expect(body.report.byMethod.map((row: { method: string; takings: number }) => [row.method, row.takings])).toEqual([
      ['card', 1200],
      ['wallet', 0],
      ['cash', 1040],
      ['free', 0],
    ]);

    const sales = (await as('GET', `/api/admin/reports?from=${day}&to=${day}`)).body;
    expect(body.report.orders).toBe(sales.summary.orders.current);
    expect(body.report.grossSales).toBe(sales.summary.grossSales.current);
    expect(body.report.netTakings).toBe(sales.summary.netSales.current);
    const reportTakings = sales.paymentMethods.reduce((sum: number, row: { takings: number }) => sum + row.takings, 0);
    expect(body.report.takings).toBe(reportTakings);
  });

  it('keeps a Barista out of the close', async () => {
    expect((await as('GET', `/api/admin/close?day=${day}`, undefined, barista)).status).toBe(403);
    expect((await as('POST', '/api/admin/close', { day, countedPence: 1 }, barista)).status).toBe(403);
  });

  it('refuses a float or a count that is not whole pence, and a day that has not come yet', async () => {
    expect((await as('PUT', '/api/admin/close/float', { day, floatPence: 10.5 })).status).toBe(400);
    expect((await as('PUT', '/api/admin/close/float', { day, floatPence: -1 })).status).toBe(400);
    const future = await as('POST', '/api/admin/close', { day: addLocalDays(today, 1), countedPence: 0 });
    expect(future.status).toBe(400);
    expect(future.body.error).toBe('That day has not come yet: a day is closed on it or after it.');
    expect((await as('GET', '/api/admin/close?day=2026-02-30')).status).toBe(400);
  });

  it('sets the float, and Close the day stores the report with the count, signed by the person', async () => {
    const float = await as('PUT', '/api/admin/close/float', { day, floatPence: 10_000 });
    expect(float.status, JSON.stringify(float.body)).toBe(200);
    expect(float.body.report.cash).toMatchObject({ floatPence: 10_000, cashTaken: 1040, expected: 11_040 });

    const closed = await as('POST', '/api/admin/close', { day, countedPence: 11_000 });
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.closed.byName).toBe('Sam Manager');
    expect(closed.body.closed.time).toBe(shopTime(new Date(closed.body.closed.at)));
    expect(closed.body.report.cash).toEqual({
      floatPence: 10_000,
      cashTaken: 1040,
      cashRefunded: 0,
      expected: 11_040,
      counted: 11_000,
      difference: -40,
    });
    expect(closed.body.report.takings).toBe(2240);
    expect((await as('GET', `/api/admin/close?day=${day}`)).body).toEqual(closed.body);
  });

  it('never changes a closed day: a second close, a new float and a late order leave it as it was', async () => {
    const before = (await as('GET', `/api/admin/close?day=${day}`)).body;
    const again = await as('POST', '/api/admin/close', { day, countedPence: 99 });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/^This day was closed by Sam Manager at \d\d:\d\d; a closed day never changes\.$/);
    expect((await as('PUT', '/api/admin/close/float', { day, floatPence: 1 })).status).toBe(409);
    await makePaidOrder(server.database.db, { paidAt: at(day, '21:59'), paymentMethod: 'card', totalAmount: 700 });
    expect((await as('GET', `/api/admin/close?day=${day}`)).body).toEqual(before);
  });

  it('is refused by the database itself if anything tries to change or delete a closed day', async () => {
    const db = server.database.db;
    await expect(
      db.update(closedDays).set({ closedByName: 'Someone else' }).where(eq(closedDays.day, day)),
    ).rejects.toThrow();
    await expect(db.delete(closedDays).where(eq(closedDays.day, day))).rejects.toThrow();
    expect((await as('GET', `/api/admin/close?day=${day}`)).body.closed.byName).toBe('Sam Manager');
  });

  it('shows a refund made the next day on the next day’s report, not on the closed one', async () => {
    const before = (await as('GET', `/api/admin/close?day=${day}`)).body;
    await server.database.db
      .update(orders)
      .set({ paymentStatus: 'refunded', refundedAt: at(nextDay, '10:00') })
      .where(eq(orders.id, cardOrderId));
    expect((await as('GET', `/api/admin/close?day=${day}`)).body).toEqual(before);
    const next = (await as('GET', `/api/admin/close?day=${nextDay}`)).body;
    expect(next.closed).toBeNull();
    expect(next.report).toMatchObject({
      orders: 0,
      takings: 0,
      refunds: { count: 1, amount: 1200 },
      netTakings: -1200,
    });
    expect(next.report.byMethod.find((row: { method: string }) => row.method === 'card').refunds).toBe(1200);
    const sales = (await as('GET', `/api/admin/reports?from=${nextDay}&to=${nextDay}`)).body;
    expect(next.report.refunds.amount).toBe(sales.summary.refunds.current);
  });

  it('e-mails a closed day’s report to the owners through the outbox, and refuses a day still open', async () => {
    const open = await as('POST', '/api/admin/close/email', { day: nextDay });
    expect(open.status).toBe(409);
    const sent = await as('POST', '/api/admin/close/email', { day });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.sentTo).toEqual([`owner-${kind}@pearl.example`]);
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `owner-${kind}@pearl.example`));
    expect(mail?.subject).toMatch(/^Z report for \d{1,2} \w+ \d{4}$/);
    expect(mail?.text).toContain('Closed by Sam Manager at');
    expect(mail?.text).toContain('Takings: £22.40');
    expect(mail?.text).toContain('Difference: Short by £0.40');
    expect(mail?.text).not.toContain('VAT');
  });

  it('refuses the VAT summary without a VAT number', async () => {
    const summary = await as('GET', '/api/admin/close/vat-summary?quarter=2026-10');
    expect(summary.status).toBe(409);
    expect(summary.body.error).toMatch(/^The shop has no VAT number/);
    expect((await as('GET', '/api/admin/close/vat-summary?quarter=2026-13')).status).toBe(400);
  });
});
