/**
 * The sales report over real HTTP on PGlite and PostgreSQL, with a fixture worked out by hand:
 * - the night the clocks go back (Sunday 25 October 2026, BST 02:00 → GMT 01:00):
 *   A  paid 00:30 BST on the 25th (23:30 UTC on the 24th): 2 × Taro Milk Tea large + Pearls (50p) at £5.10 = £10.20;
 *   B  paid 23:30 GMT on the 25th: 2 × Mango Green Tea large at £4.50 = £9.00, £1.00 off by a promotion → £8.00;
 *   C  paid 23:30 BST on Saturday the 24th: 1 × Classic Milk Tea £3.50, refunded at 10:00 GMT on the 25th;
 *   plus a test payment and an unpaid attempt on the 25th, which never count.
 *   Sunday 25th: Orders 2, Gross £19.20, Discounts £1.00, Refunds £3.50, Net £14.70, Average £9.10;
 *   the day before: Orders 1, Gross £3.50, Net £3.50, Average £3.50.
 * - today, through the sandbox: £7.00 and £3.90 paid, the £7.00 one refunded by staff:
 *   Orders 2, Gross £10.90, Refunds £7.00, Net £3.90, Average £5.45; the CSV's columns add up to the same.
 */
import { shopDate } from '@domain/opening-hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeOrder, makePaidOrder, makeSession, makeUser } from '../../test/factories';
import { line, makeShop, payInPage } from '../../test/checkout-support';
import { testDatabaseKinds } from '../../test/test-database';
import { parseCsv } from '@domain/test-fixtures';

const kinds = await testDatabaseKinds();

const sum = (values: string[]) => Math.round(values.reduce((total, value) => total + Number(value || 0), 0) * 100);

describe.each(kinds)('sales report API on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  const get = (path: string, as = headers) => call(server, 'GET', path, { headers: as });

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    const db = server.database.db;
    const owner = await makeUser(db, { email: 'owner@pearl.example', isAdmin: true });
    headers = (await makeSession(db, owner)).headers;

    await makePaidOrder(db, { paidAt: new Date('2026-10-24T23:30:00Z'), createdAt: new Date('2026-10-24T23:29:00Z') }, [
      {
        name: 'Taro Milk Tea',
        size: 'lrg',
        quantity: 2,
        unitPrice: 510,
        surcharge: 50,
        options: [{ id: 'pearls', groupId: 'toppings', name: 'Pearls', price: 50 }],
      },
    ]);
    await makePaidOrder(db, { paidAt: new Date('2026-10-25T23:30:00Z'), discount: 100, totalAmount: 800 }, [
      {
        name: 'Mango Green Tea',
        category: 'fruit-tea',
        size: 'lrg',
        quantity: 2,
        unitPrice: 450,
        discount: 100,
        bundledUnits: 2,
        promotionId: '00000000-0000-4000-8000-00000000000f',
        promotionTitle: 'Two large fruit teas for £8.00',
      },
    ]);
    await makePaidOrder(
      db,
      {
        paidAt: new Date('2026-10-24T22:30:00Z'),
        refundedAt: new Date('2026-10-25T10:00:00Z'),
        paymentStatus: 'refunded',
        status: 'refunded',
      },
      [{ name: 'Classic Milk Tea', size: 'reg', quantity: 1, unitPrice: 350 }],
    );
    await makePaidOrder(db, { paidAt: new Date('2026-10-25T12:00:00Z'), isTest: true, status: null });
    await makeOrder(db, { paymentStatus: 'awaiting_payment', status: null, paidAt: null });
  });
  afterAll(() => server.close());

  it('counts the night the clocks go back on the right days, and refunds on the day they were made', async () => {
    const { status, body } = await get('/api/admin/reports?from=2026-10-25&to=2026-10-25');
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.range).toEqual({
      from: '2026-10-25',
      to: '2026-10-25',
      previousFrom: '2026-10-24',
      previousTo: '2026-10-24',
      granularity: 'hour',
    });
    expect(body.summary).toEqual({
      orders: { current: 2, previous: 1 },
      grossSales: { current: 1920, previous: 350 },
      discounts: { current: 100, previous: 0 },
      freeDrinks: { current: 0, previous: 0 },
      freeDrinksCost: { current: 0, previous: 0 },
      refunds: { current: 350, previous: 0 },
      netSales: { current: 1470, previous: 350 },
      averageOrder: { current: 910, previous: 350 },
    });
    expect(body.takings).toHaveLength(24);
    expect(body.takings.filter((row: { orders: number; refunds: number }) => row.orders || row.refunds)).toEqual([
      { bucket: '00:00', orders: 1, sales: 1020, refunds: 0 },
      { bucket: '10:00', orders: 0, sales: 0, refunds: 350 },
      { bucket: '23:00', orders: 1, sales: 800, refunds: 0 },
    ]);
    expect(body.heatMap).toEqual([
      { weekday: 7, hour: 0, orders: 1, sales: 1020 },
      { weekday: 7, hour: 23, orders: 1, sales: 800 },
    ]);
    expect(body.topProducts).toEqual({
      byQuantity: [
        { name: 'Taro Milk Tea', quantity: 2, sales: 1020 },
        { name: 'Mango Green Tea', quantity: 2, sales: 800 },
      ],
      bySales: [
        { name: 'Taro Milk Tea', quantity: 2, sales: 1020 },
        { name: 'Mango Green Tea', quantity: 2, sales: 800 },
      ],
    });
    expect(body.topOptions.byQuantity).toEqual([{ name: 'Pearls', quantity: 2, sales: 100 }]);
    expect(body.promotions).toEqual([{ title: 'Two large fruit teas for £8.00', orders: 1, units: 2, givenAway: 100 }]);
  });

  it('lists every day of a longer range, the empty ones as zeros', async () => {
    const { body } = await get('/api/admin/reports?from=2026-10-24&to=2026-10-26');
    expect(body.range.granularity).toBe('day');
    expect(body.takings).toEqual([
      { bucket: '2026-10-24', orders: 1, sales: 350, refunds: 0 },
      { bucket: '2026-10-25', orders: 2, sales: 1820, refunds: 350 },
      { bucket: '2026-10-26', orders: 0, sales: 0, refunds: 0 },
    ]);
    expect(body.heatMap).toEqual([
      { weekday: 6, hour: 23, orders: 1, sales: 350 },
      { weekday: 7, hour: 0, orders: 1, sales: 1020 },
      { weekday: 7, hour: 23, orders: 1, sales: 800 },
    ]);
  });

  it('shows today’s two paid orders and the refund, and the CSV adds up to the same figures', async () => {
    const shop = await makeShop(server.database.db);
    const refunded = await payInPage(server, {
      lines: [line(shop.classic, 2)],
      amount: 7,
      name: 'Zoë "Z" Smith',
      email: 'zoe@example.com',
    });
    await payInPage(server, { lines: [line(shop.taro, 1)], amount: 3.9, email: 'bob@example.com' });
    const refund = await call(server, 'POST', `/api/admin/orders/${refunded.orderId}/refund`, { headers });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);

    const today = shopDate(new Date());
    const { body } = await get(`/api/admin/reports?from=${today}&to=${today}`);
    expect(body.summary).toMatchObject({
      orders: { current: 2 },
      grossSales: { current: 1090 },
      discounts: { current: 0 },
      refunds: { current: 700 },
      netSales: { current: 390 },
      averageOrder: { current: 545 },
    });

    const csv = await fetch(`${server.url}/api/admin/reports/export.csv?from=${today}&to=${today}`, { headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="pearl-orders-${today}-to-${today}.csv"`);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the UTF-8 byte order mark
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(rows).toHaveLength(2);
    const column = (name: string) => rows.map((row) => row[header!.indexOf(name)]!);
    expect(sum(column('Subtotal (£)'))).toBe(body.summary.grossSales.current);
    expect(sum(column('Discount (£)'))).toBe(body.summary.discounts.current);
    expect(sum(column('Free drink (£)'))).toBe(body.summary.freeDrinksCost.current);
    expect(sum(column('Refund (£)'))).toBe(body.summary.refunds.current);
    expect(sum(column('Total (£)')) - sum(column('Refund (£)'))).toBe(body.summary.netSales.current);
    expect(column('Customer name')).toContain('Zoë "Z" Smith');
    expect(column('Status').sort()).toEqual(['Pending', 'Refunded']);
    expect(column('Items')).toContain(`2 × ${shop.classic.name} (Regular)`);
    // Both were paid for as soon as possible: the file says so, not the estimate they were taken with.
    expect(column('Pickup')).toEqual(['ASAP', 'ASAP']);
    // Each order's number for the day and its channel, in columns added after all the others.
    expect(header!.slice(-2)).toEqual(['Day number', 'Channel']);
    expect(column('Channel')).toEqual(['online', 'online']);
    expect(header!.slice(0, 2)).toEqual(['Order number', 'Created']);
    expect(column('Day number').sort()).toEqual(['#1', '#2']);
  });

  it('streams the CSV as it is read (chunked), never built whole before answering', async () => {
    const csv = await fetch(`${server.url}/api/admin/reports/export.csv?from=2026-10-24&to=2026-10-26`, { headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-length')).toBeNull();
    expect(csv.headers.get('transfer-encoding')).toBe('chunked');
    const [header, ...rows] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
    expect(header![0]).toBe('Order number');
    expect(rows).toHaveLength(3);
  });

  it('writes every order of a range longer than one read of the database, each once, in the order they were paid', async () => {
    // 1,234 orders paid on 10 September from 07:00, two in each minute (ties the reads must not lose or repeat):
    // three pages of reads, the last one short.
    const { db } = server.database;
    const start = Date.parse('2026-09-10T06:00:00Z');
    const many = Array.from({ length: 1_234 }, (_, i) => ({
      customerName: `Customer ${i}`,
      customerEmail: `many-${i}@example.com`,
      subtotal: 350,
      discount: 0,
      totalAmount: 350,
      paymentStatus: 'paid' as const,
      status: 'completed' as const,
      provider: 'sandbox' as const,
      checkoutKind: 'in_page' as const,
      providerRef: `pi_many_${kind}_${i}`,
      providerPaymentId: `pi_many_${kind}_${i}`,
      createdAt: new Date(start + i * 60_000 - 30_000),
      paidAt: new Date(start + Math.floor(i / 2) * 60_000),
    }));
    for (let i = 0; i < many.length; i += 300) await db.insert(orders).values(many.slice(i, i + 300));

    const csv = await fetch(`${server.url}/api/admin/reports/export.csv?from=2026-09-10&to=2026-09-10`, { headers });
    expect(csv.status).toBe(200);
    const [header, ...rows] = parseCsv((await csv.text()).replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(1_234);
    const names = rows.map((row) => row[header!.indexOf('Customer name')]!);
    expect(new Set(names).size).toBe(1_234);
    const paid = rows.map((row) => row[header!.indexOf('Paid')]!);
    expect(paid).toEqual([...paid].sort());
  });

  it('is for owners only, and refuses a range it cannot read', async () => {
    expect((await get('/api/admin/reports?from=2026-10-25&to=2026-10-25', {})).status).toBe(401);
    expect((await get('/api/admin/reports/export.csv?from=2026-10-25&to=2026-10-25', {})).status).toBe(401);
    const staff = await makeUser(server.database.db, { email: 'barista@pearl.example', isAdmin: false });
    const staffHeaders = (await makeSession(server.database.db, staff)).headers;
    expect((await get('/api/admin/reports?from=2026-10-25&to=2026-10-25', staffHeaders)).status).toBe(403);
    expect((await get('/api/admin/reports/export.csv?from=2026-10-25&to=2026-10-25', staffHeaders)).status).toBe(403);
    const backwards = await get('/api/admin/reports?from=2026-10-26&to=2026-10-25');
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toMatch(/from must be on or before to/);
    expect((await get('/api/admin/reports?from=yesterday&to=2026-10-25')).status).toBe(400);
  });

  it('refuses dates no database can report on with 400 and a readable message, for the report and its CSV', async () => {
    for (const path of ['/api/admin/reports', '/api/admin/reports/export.csv']) {
      for (const query of ['from=9999-12-31&to=9999-12-31', 'from=1999-12-30&to=1999-12-31']) {
        const answer = await get(`${path}?${query}`);
        expect(answer.status, `${path}?${query}`).toBe(400);
        expect(answer.body.error).toMatch(/Reports cover dates from 2000-01-01 to 2099-12-31\./);
      }
    }
  });
});
