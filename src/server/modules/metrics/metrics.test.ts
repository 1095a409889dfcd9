/**
 * GET /metrics in the Prometheus text format, behind METRICS_TOKEN, with the figures the README's
 * "What to alert on" names; and every payment provider call logged with the request id of the request that made it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { buildTestServer, call, testConfig, type TestServer } from '../../test/build';
import { CARDS, confirmCard, createIntent, line, makeShop, payInPage, waitFor } from '../../test/checkout-support';
import { createTestDatabase, testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();
const TOKEN = 'metrics-token-for-the-tests-0123';

/** The value of one series, e.g. figure(text, 'pearl_checkouts_total{outcome="paid"}'). */
function figure(text: string, series: string): number | undefined {
  const found = text.split('\n').find((row) => row.startsWith(`${series} `));
  return found === undefined ? undefined : Number(found.slice(series.length + 1));
}

describe.each(kinds)('GET /metrics on %s', (kind) => {
  let server: TestServer;
  const scrape = async () => {
    const answer = await call(server, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    return answer.body as string;
  };
  beforeAll(async () => {
    server = await buildTestServer({ kind, env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => server?.close());

  it('answers 401 without the token or with a wrong one', async () => {
    const without = await call(server, 'GET', '/metrics');
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toContain('Bearer');
    expect(without.body.error).toContain('METRICS_TOKEN');
    const wrong = await call(server, 'GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
  });

  it('counts requests by route, checkouts started, paid and failed, orders by status, streams, mail and the pool', async () => {
    const shop = await makeShop(server.database.db);
    await call(server, 'GET', '/api/menu');
    const stream = new AbortController();
    const menuStream = await fetch(`${server.url}/api/menu/stream`, { signal: stream.signal });
    expect(menuStream.status).toBe(200);

    await payInPage(server, { lines: [line(shop.taro)], amount: 3.9 });
    const declined = await createIntent(server, { lines: [line(shop.classic)], amount: 3.5 });
    expect(declined.status).toBe(200);
    await confirmCard(server, declined.body, CARDS.declined);

    let text = '';
    await waitFor(async () => {
      text = await scrape();
      return (figure(text, 'pearl_checkouts_total{outcome="failed"}') ?? 0) >= 1;
    });
    expect(figure(text, 'pearl_checkouts_total{outcome="started"}')).toBe(2);
    expect(figure(text, 'pearl_checkouts_total{outcome="paid"}')).toBe(1);
    expect(
      figure(text, 'pearl_http_request_duration_seconds_count{method="GET",route="/api/menu",status_code="200"}'),
    ).toBe(1);
    expect(text).toMatch(
      /pearl_http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/api\/create-payment-intent",status_code="200"\} \d/,
    );
    expect(figure(text, 'pearl_live_stream_connections{topic="menu"}')).toBe(1);
    expect(figure(text, 'pearl_orders{status="pending"}')).toBe(1);
    expect(figure(text, 'pearl_order_payments{payment_status="paid"}')).toBe(1);
    // The receipt of the paid order is in the outbox, sent or on its way.
    const mail = ['queued', 'sending', 'sent', 'failed'].map((status) =>
      figure(text, `pearl_mail_outbox{status="${status}"}`),
    );
    expect(mail.every((value) => value !== undefined)).toBe(true);
    expect(mail.reduce((sum, value) => sum! + value!, 0)).toBeGreaterThanOrEqual(1);
    expect(figure(text, 'pearl_mail_outbox_retrying')).toBe(0);
    expect(figure(text, 'pearl_db_connections{state="max"}')).toBe(kind === 'postgres' ? 10 : 1);
    expect(figure(text, 'pearl_db_errors_total')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('pearl_process_resident_memory_bytes');

    stream.abort();
    await waitFor(async () => figure(await scrape(), 'pearl_live_stream_connections{topic="menu"}') === 0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is off (404)', async () => {
    const server = await buildTestServer();
    try {
      const answer = await call(server, 'GET', '/metrics', {
        headers: { authorization: 'Bearer anything-at-all-here' },
      });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toContain('METRICS_TOKEN');
    } finally {
      await server.close();
    }
  });
});

describe('request ids', () => {
  it('every answer carries its request id, and the payment provider calls it made are logged with it', async () => {
    const testDb = await createTestDatabase('pglite');
    const lines: string[] = [];
    const { app } = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database: testDb.database,
      serveWeb: false,
      logStream: { write: (row) => void lines.push(row) },
    });
    try {
      const shop = await makeShop(testDb.database.db);
      const checkout = await app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: { 'x-request-id': 'proxy-request-0001' },
        payload: {
          amount: 3.9,
          metadata: { cartItems: JSON.stringify([line(shop.taro)]) },
          name: 'Ann Example',
          email: 'ann@example.com',
          checkoutToken: 'a'.repeat(32),
        },
      });
      expect(checkout.statusCode, checkout.body).toBe(200);
      // The proxy's id is kept; an id that does not look like one is replaced by a new one.
      expect(checkout.headers['x-request-id']).toBe('proxy-request-0001');
      const odd = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b' } });
      expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

      const logged = lines.map((row) => JSON.parse(row) as { reqId?: string; msg: string; call?: string });
      const providerCalls = logged.filter((row) => row.msg === 'payment provider call');
      expect(providerCalls.map((row) => row.call)).toContain('createPaymentIntent');
      expect(providerCalls.every((row) => row.reqId === 'proxy-request-0001')).toBe(true);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
