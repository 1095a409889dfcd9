import { addLocalDays } from '@domain/report-range';
import { shopDate } from '@domain/opening-hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../test/build';
import { testDatabaseKinds } from '../test/test-database';
import { buildReport } from '../modules/reports';
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
    const report = await buildReport(server.database.db, { from: addLocalDays(today, -365), to: today });
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
});
