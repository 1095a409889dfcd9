/**
 * Payment events: a slow mail server never delays the answer to the provider: mail goes through an
 * outbox with retries.
 *
 * SMTP_URL points at a server that takes connections and never says a word. The card payment, whose event the sandbox
 * delivers before answering, and a signed event delivered again both answer at once; the order is paid, and its
 * receipt waits in the outbox for a later try rather than being lost.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders, paymentEvents } from '../../db/schema';
import { buildTestServer, type TestServer } from '../../test/build';
import {
  deliverSandboxEvent,
  expectPaymentInvariant,
  line,
  makeShop,
  orderRow,
  payInPage,
  receiptsFor,
  sandboxEventsAbout,
  type Shop,
} from '../../test/checkout-support';

describe('a slow mail server', () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let server: TestServer;
  let shop: Shop;

  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    server = await buildTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    shop = await makeShop(server.database.db);
  });
  afterAll(async () => {
    await expectPaymentInvariant(server.database.db);
    for (const socket of sockets) socket.destroy();
    await server?.close();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('delays neither the payment nor the answer to the provider; the receipt waits in the outbox', async () => {
    // The mail server accepts the connection and never says a word: a delivery hangs until its 10-second greeting
    // timeout. Each answer below arrives while the receipt's first delivery is still hanging (not sent, no error
    // yet), so none of them waited for the mail server. (Seconds are measured in benchmarks, not asserted here.)
    const stillHanging = async (orderId: string) => {
      const receipts = await receiptsFor(server.database.db, orderId);
      expect(receipts).toHaveLength(1);
      expect(receipts[0]).toMatchObject({ sentAt: null, lastError: null });
      expect(receipts[0]!.status).not.toBe('sent');
    };
    const paid = await payInPage(server, { lines: [line(shop.classic, 2)], amount: 7, email: 'ann@example.com' });
    expect((await orderRow(server.database.db, paid.orderId)).paymentStatus).toBe('paid');
    await stillHanging(paid.orderId);

    // The provider delivers the event again (its first answer lost): acknowledged at once, nothing sent twice.
    const [event] = await sandboxEventsAbout(server.database.db, 'payment_intent.succeeded', paid.paymentIntentId);
    const answer = await deliverSandboxEvent(server, event);
    expect(answer.body).toEqual({ received: true, outcome: 'duplicate' });
    await stillHanging(paid.orderId);

    // An event the shop has not seen yet (as if the first delivery had been lost) is handled at once too.
    await server.database.db
      .update(orders)
      .set({ paymentStatus: 'awaiting_payment', status: null, paidAt: null })
      .where(eq(orders.id, paid.orderId));
    await server.database.db.delete(paymentEvents).where(eq(paymentEvents.id, event!.id));
    expect((await deliverSandboxEvent(server, event)).body.outcome).toBe('paid');
    await stillHanging(paid.orderId);

    // The receipt is kept for a later try: queued once, not sent, not lost.
    const receipts = await receiptsFor(server.database.db, paid.orderId);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.status).not.toBe('sent');
    expect(sockets.size).toBeGreaterThan(0);
    const [row] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, receipts[0]!.id));
    expect(row!.to).toBe('ann@example.com');
  });
});
