import { addLocalDays } from '@domain/report-range';
import { shopDate } from '@domain/opening-hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../test/build';
import { testDatabaseKinds } from '../test/test-database';
import { buildReport, readDirectly } from '../modules/reports';
import { listPromotions } from '../modules/catalogue';
import { orderLines, orders } from '../db/schema';
import { priceBasket } from '@domain/pricing';
import { seedDemoOrders } from './demo-orders';

const kinds = await testDatabaseKinds();

describe.each(kinds)('demo orders (npm run db:seed -- --demo-orders) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer({ kind, seed: true });
  });
  afterAll(() => server.close());

  it('fills the year before today with paid orders whose figures add up, with options, promotions and refunds', async () => {
    const now = new Date();
    expect(await seedDemoOrders(server.database.db, 2_000, now)).toBe(2_000);
    const today = shopDate(now);
    const report = await buildReport(
      readDirectly(server.database.db),
      { from: addLocalDays(today, -365), to: today },
      server.services.sales,
    );
    expect(report.summary.orders.current).toBe(2_000);
    const { grossSales, discounts, refunds, netSales } = report.summary;
    expect(netSales.current).toBe(grossSales.current - discounts.current - refunds.current);
    expect(discounts.current).toBeGreaterThan(0);
    expect(refunds.current).toBeGreaterThan(0);
    expect(report.takings.reduce((sum, day) => sum + day.orders, 0)).toBe(2_000);
    expect(report.topOptions.byQuantity.length).toBeGreaterThan(0);
    expect(report.promotions.length).toBeGreaterThan(0);
    // Opening hours 10:00–22:00: every order was paid in them, London time.
    expect(report.heatMap.every((cell) => cell.hour >= 10 && cell.hour < 22)).toBe(true);
  });

  it('prices every order as checkout would, bundles across lines of the same drink size included', async () => {
    // The year the test above seeded.
    const db = server.database.db;
    const deals = await listPromotions(db, { activeOnly: true });
    const stored = await db.select().from(orders);
    const lines = await db.select().from(orderLines).orderBy(orderLines.orderId, orderLines.position);
    const linesOf = new Map<string, typeof lines>();
    for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
    let bundledAcrossLines = 0;
    for (const order of stored) {
      const own = linesOf.get(order.id) ?? [];
      const price = priceBasket(
        own.map((line) => ({ key: String(line.position), ...line })),
        deals,
      );
      expect({ subtotal: order.subtotal, discount: order.discount, total: order.totalAmount }, order.id).toEqual({
        subtotal: price.subtotal,
        discount: price.discount,
        total: price.total,
      });
      expect(own.map((line) => [line.discount, line.bundledUnits, line.promotionId])).toEqual(
        price.lines.map((line) => [line.discount, line.bundledUnits, line.promotionId]),
      );
      if (own.filter((line) => line.bundledUnits > 0).length > 1) bundledAcrossLines++;
    }
    expect(stored.length).toBe(2_000);
    expect(bundledAcrossLines).toBeGreaterThan(0);
  });
});
