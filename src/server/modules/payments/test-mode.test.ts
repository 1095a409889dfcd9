/**
 * Production takes test cards only when that is chosen. Started in production without Stripe keys,
 * the shop refuses to start and names the settings; with PAYMENTS=sandbox it runs, tells the browser it is in test mode
 * (every page shows the band), and the staff dashboard marks orders paid through the sandbox as test orders.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxObjects } from './schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makePaidOrder, makeSession, makeUser } from '../../test/factories';
import { expectPaymentInvariant, line, makeShop, payInPage, type Shop } from '../../test/checkout-support';
import { startShopProcess } from '../../test/shop-process';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

describe('starting production without Stripe keys', () => {
  it('refuses to start unless PAYMENTS=sandbox, with a message naming the settings', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pearl-test-mode-'));
    const started = startShopProcess({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://order.example',
      DATA_DIR: dataDir,
    }).then((shop) => {
      // Had it started (the fault), it is stopped here rather than left running.
      shop.signal('SIGKILL');
      return shop;
    });
    await expect(started).rejects.toThrow(
      /PAYMENTS: production has no Stripe keys; set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY .* or PAYMENTS=sandbox/,
    );
  }, 60_000);
});

describe.each(kinds)('test mode on %s', (kind) => {
  let production: TestServer;
  let local: TestServer;
  let shop: Shop;
  let headers: Record<string, string>;
  /** A Stripe payment the test records directly (this server runs the sandbox), for the invariant. */
  const stripePayments: Array<{ id: string; amount: number }> = [];

  beforeAll(async () => {
    production = await buildTestServer({
      kind,
      env: { NODE_ENV: 'production', PAYMENTS: 'sandbox', PUBLIC_URL: 'https://order.example' },
    });
    local = await buildTestServer({ kind });
    shop = await makeShop(production.database.db);
    const admin = await makeUser(production.database.db, { isAdmin: true });
    headers = (await makeSession(production.database.db, admin)).headers;
  });
  afterAll(async () => {
    const sandboxPayments = (await production.database.db.select().from(sandboxObjects))
      .filter((row) => row.kind === 'payment_intent' && row.status === 'succeeded')
      .map((row) => ({ id: row.id, amount: row.amount }));
    await expectPaymentInvariant(production.database.db, [...sandboxPayments, ...stripePayments]);
    await production.close();
    await local.close();
  });

  it('tells the browser it is in test mode when production runs the sandbox, and only then', async () => {
    expect((await call(production, 'GET', '/api/payments/config')).body).toEqual({
      provider: 'sandbox',
      testMode: true,
    });
    expect((await call(local, 'GET', '/api/payments/config')).body).toEqual({ provider: 'sandbox', testMode: false });
  });

  it('marks an order paid through the sandbox as a test order on the staff dashboard, and a Stripe one not', async () => {
    const paid = await payInPage(production, { lines: [line(shop.classic, 2)], amount: 7 });
    const real = await makePaidOrder(production.database.db, { provider: 'stripe' });
    stripePayments.push({ id: real.providerPaymentId!, amount: real.totalAmount });
    const listed = await call(production, 'GET', '/api/admin/orders', { headers });
    expect(listed.status).toBe(200);
    const byId = new Map(
      (listed.body as Array<{ id: string; testPayment: boolean }>).map((order) => [order.id, order]),
    );
    expect(byId.get(paid.orderId)).toMatchObject({ testPayment: true });
    expect(byId.get(real.id)).toMatchObject({ testPayment: false });
    const one = await call(production, 'GET', `/api/admin/orders/${paid.orderId}`, { headers });
    expect(one.body).toMatchObject({ testPayment: true });
  });
});
