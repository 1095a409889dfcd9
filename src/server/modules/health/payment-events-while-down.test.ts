/**
 * Resilience: payment events that arrive while the server is down are handled when the
 * provider retries. Two ways an event meets a stopped server:
 *   - the provider's webhook delivery finds no server (connection refused) and is delivered again later, as Stripe
 *     retries for days;
 *   - the sandbox recorded the event with the payment but the server stopped before delivering it: the next server
 *     on the same database delivers it with its sweep.
 * Either way the order ends paid exactly once, with one receipt.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxObjects } from '../../db/schema';
import { buildTestServer, type TestServer } from '../../test/build';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test/test-database';
import {
  deliverSandboxEvent,
  expectPaymentInvariant,
  forgetFulfilment,
  line,
  makeShop,
  orderRow,
  payInPage,
  receiptsFor,
  sandboxEventsAbout,
  waitFor,
  type Shop,
} from '../../test/checkout-support';

const kinds = await testDatabaseKinds();

describe.each(kinds)('payment events while the server is down on %s', (kind) => {
  let testDb: TestDatabase;
  let shop: Shop;
  const servers: TestServer[] = [];
  const start = async () => {
    const server = await buildTestServer({ shared: testDb });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    shop = await makeShop(testDb.database.db);
  });
  afterAll(async () => {
    await expectPaymentInvariant(testDb.database.db);
    for (const server of servers) await server.close().catch(() => {});
    await testDb.drop();
  });

  /**
   * A payment whose success the shop has not recorded yet: the order still waits, nothing was sent, and the
   * sandbox's own delivery of the event is still to be made (as if the server stopped right after the payment).
   */
  async function paymentNotYetRecorded(server: TestServer) {
    const db = testDb.database.db;
    const paid = await payInPage(server, { lines: [line(shop.classic, 2)], amount: 7 });
    const [event] = await sandboxEventsAbout(db, 'payment_intent.succeeded', paid.paymentIntentId);
    await forgetFulfilment(db, paid.orderId);
    return { ...paid, event: event! };
  }

  it('handles a webhook that found the server down once the provider delivers it again', async () => {
    const first = await start();
    const { orderId, event } = await paymentNotYetRecorded(first);
    // The event is already delivered as far as the sandbox's own sweep knows: only the webhook brings it now.
    await first.close();

    // The provider's delivery finds no server: no answer at all, so it will try again.
    const refused = await deliverSandboxEvent(first, event).then(
      () => 'answered',
      (error: { cause?: { code?: string } }) => error.cause?.code ?? 'failed',
    );
    expect(refused).toBe('ECONNREFUSED');
    expect((await orderRow(testDb.database.db, orderId)).paymentStatus).toBe('awaiting_payment');

    const second = await start();
    const retried = await deliverSandboxEvent(second, event);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ received: true, outcome: 'paid' });
    expect((await deliverSandboxEvent(second, event)).body.outcome).toBe('duplicate');
    expect((await orderRow(testDb.database.db, orderId)).paymentStatus).toBe('paid');
    expect(await receiptsFor(testDb.database.db, orderId)).toHaveLength(1);
    await second.close();
  });

  it(
    "delivers the sandbox's event that a stopped server never delivered, once the next server runs",
    { timeout: 60_000 },
    async () => {
      const first = await start();
      const { orderId, event } = await paymentNotYetRecorded(first);
      await first.close();
      // Recorded with the payment a while ago, never delivered: the server stopped in between.
      await testDb.database.db
        .update(sandboxObjects)
        .set({ status: 'pending', createdAt: new Date(Date.now() - 60_000) })
        .where(eq(sandboxObjects.id, event.id));

      const second = await start();
      await waitFor(async () => (await orderRow(testDb.database.db, orderId)).paymentStatus === 'paid', 20_000);
      await waitFor(async () => (await receiptsFor(testDb.database.db, orderId)).length === 1, 5_000);
      // Marked delivered right after fulfilment has committed (the order paid, its receipt queued): a moment later.
      const status = async () =>
        (await testDb.database.db.select().from(sandboxObjects).where(eq(sandboxObjects.id, event.id)))[0]!.status;
      await waitFor(async () => (await status()) === 'delivered', 5_000);
      await second.close();
    },
  );
});
