/**
 * Reports in a lane of their own, over real HTTP on PGlite and PostgreSQL: checkouts are served while a year's export
 * runs; one report runs at a time, two wait, more are refused with a readable 429; a report past its time limit is
 * answered with a readable 503, never a 500.
 */
import { addLocalDays } from '@domain/report-range';
import { shopDate } from '@domain/opening-hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_BUSY } from '../../db/report-lane';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { line, makeShop, payInPage } from '../../test/checkout-support';
import { makeSession, makeUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { seedDemoOrders } from '../../seed/demo-orders';

const kinds = await testDatabaseKinds();
const SEEDED = 1_200;

async function ownerHeaders(server: TestServer): Promise<Record<string, string>> {
  const owner = await makeUser(server.database.db, { email: `owner-${Date.now()}@pearl.example`, isAdmin: true });
  return (await makeSession(server.database.db, owner)).headers;
}

/** Waits (a turn of the event loop at a time) until the server's report lane has this many reports waiting. */
async function untilWaiting(server: TestServer, count: number): Promise<void> {
  for (let i = 0; i < 1_000 && server.services.reportLane.waiting < count; i++)
    await new Promise((resolve) => setTimeout(resolve, 5));
  expect(server.services.reportLane.waiting).toBe(count);
}

describe.each(kinds)('reports in their own lane on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;
  const today = shopDate(new Date());
  const year = `from=${addLocalDays(today, -365)}&to=${today}`;

  beforeAll(async () => {
    server = await buildTestServer({ kind, seed: true });
    headers = await ownerHeaders(server);
    await seedDemoOrders(server.database.db, SEEDED);
  });
  afterAll(() => server.close());

  it('serves checkouts while a year’s export is being written, and the export still comes out whole', async () => {
    const shop = await makeShop(server.database.db);
    const exporting = fetch(`${server.url}/api/admin/reports/export.csv?${year}`, { headers }).then(async (csv) => ({
      status: csv.status,
      text: await csv.text(),
    }));
    const paid = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        payInPage(server, { lines: [line(shop.classic, 1 + (i % 2))], amount: 3.5 * (1 + (i % 2)) }),
      ),
    );
    expect(paid.map((order) => order.orderId)).toHaveLength(6);
    const exported = await exporting;
    expect(exported.status).toBe(200);
    // The header, one record per seeded order (each ends with CRLF), and the checkouts paid today while it ran may
    // or may not be in it.
    const records = exported.text.split('\r\n').length - 2;
    expect(records).toBeGreaterThanOrEqual(SEEDED);
    expect(records).toBeLessThanOrEqual(SEEDED + 6);
  });

  it('runs one report at a time: two wait their turn, the next is refused with a readable 429, checkouts go on', async () => {
    const running = await server.services.reportLane.enter();
    const waiting = [
      call(server, 'GET', `/api/admin/reports?${year}`, { headers }),
      fetch(`${server.url}/api/admin/reports/export.csv?${year}`, { headers }).then(async (csv) => ({
        status: csv.status,
        rows: (await csv.text()).split('\r\n').length - 2,
      })),
    ];
    await untilWaiting(server, 2);

    for (const path of ['/api/admin/reports', '/api/admin/reports/export.csv']) {
      const refused = await call(server, 'GET', `${path}?${year}`, { headers });
      expect(refused.status, path).toBe(429);
      expect(refused.body.error).toBe(REPORTS_BUSY);
    }
    const shop = await makeShop(server.database.db);
    await payInPage(server, { lines: [line(shop.taro, 1)], amount: 3.9 });

    running.leave();
    const [report, csv] = (await Promise.all(waiting)) as [
      Awaited<ReturnType<typeof call>>,
      { status: number; rows: number },
    ];
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.summary.orders.current).toBeGreaterThanOrEqual(SEEDED);
    expect(csv.status).toBe(200);
    expect(csv.rows).toBeGreaterThanOrEqual(SEEDED);
    expect([server.services.reportLane.running, server.services.reportLane.waiting]).toEqual([0, 0]);
  });

  it('gives the turn back when the owner stops a download midway, so the next report is served', async () => {
    const stop = new AbortController();
    const csv = await fetch(`${server.url}/api/admin/reports/export.csv?${year}`, { headers, signal: stop.signal });
    expect(csv.status).toBe(200);
    await csv.body!.getReader().read();
    stop.abort();
    for (let i = 0; i < 1_000 && server.services.reportLane.running > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(server.services.reportLane.running).toBe(0);
    expect((await call(server, 'GET', `/api/admin/reports?${year}`, { headers })).status).toBe(200);
  });

  describe('with a time limit of 0.2 s (REPORT_TIME_LIMIT_SECONDS)', () => {
    let limited: TestServer;
    let limitedHeaders: Record<string, string>;
    beforeAll(async () => {
      limited = await buildTestServer({ kind, env: { REPORT_TIME_LIMIT_SECONDS: '0.2' } });
      limitedHeaders = await ownerHeaders(limited);
    });
    afterAll(() => limited.close());

    it('answers a report or an export past its limit with a readable 503, not a 500', async () => {
      const running = await limited.services.reportLane.enter();
      try {
        const answers = await Promise.all(
          ['/api/admin/reports', '/api/admin/reports/export.csv'].map((path) =>
            call(limited, 'GET', `${path}?${year}`, { headers: limitedHeaders }),
          ),
        );
        for (const answer of answers) {
          expect(answer.status).toBe(503);
          expect(answer.body.error).toBe(
            'This report took longer than its limit of 200 ms. Choose a shorter range, or try again when the shop is quieter.',
          );
        }
      } finally {
        running.leave();
      }
      // Its turn given back, the next report is let in at once rather than refused as busy (429). On a busy machine
      // even an empty shop's report can take longer than 0.2 s, so its answer may be the time limit's 503.
      expect([limited.services.reportLane.running, limited.services.reportLane.waiting]).toEqual([0, 0]);
      const next = await call(limited, 'GET', `/api/admin/reports?${year}`, { headers: limitedHeaders });
      expect([200, 503]).toContain(next.status);
      if (next.status === 503) expect(next.body.error).toMatch(/^This report took longer than its limit of 200 ms\./);
      expect([limited.services.reportLane.running, limited.services.reportLane.waiting]).toEqual([0, 0]);
    });
  });
});
