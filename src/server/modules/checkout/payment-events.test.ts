import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentEvents } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { RETRY_MESSAGE, useServerBehindProxy, type TcpProxy, untilStatus } from '../../test/tcp-proxy';
import { testDatabaseKinds } from '../../test/test-database';
import {
  CARDS,
  confirmCard,
  createIntent,
  deliverSandboxEvent,
  describeCheckoutShop,
  expectPaymentInvariant,
  forgetFulfilment,
  line,
  listenToOrders,
  makeShop,
  orderRow,
  payInPage,
  paymentSucceededEvent,
  receiptsFor,
  sandboxEventsAbout,
  sessionIdOf,
  settle,
  type SandboxEvent,
} from '../../test/checkout-support';

const kinds = await testDatabaseKinds();

await describeCheckoutShop('payment events on %s', { invariant: true }, (ctx) => {
  /** A paid in-page order whose payment event is delivered again by the test. */
  async function paidOrderAndItsEvent() {
    const paid = await payInPage(ctx.server, { lines: [line(ctx.shop.classic, 2)], amount: 7 });
    const [event] = await sandboxEventsAbout(ctx.server.database.db, 'payment_intent.succeeded', paid.paymentIntentId);
    await forgetFulfilment(ctx.server.database.db, paid.orderId);
    return { ...paid, event: event! };
  }

  describe('POST /api/webhooks/sandbox', () => {
    it('acts on the same event once when it is delivered 10 times in a row: one order, one receipt, one live message', async () => {
      const { orderId, event } = await paidOrderAndItsEvent();
      const live = listenToOrders(ctx.server);
      const outcomes: string[] = [];
      for (let i = 0; i < 10; i++) {
        const answer = await deliverSandboxEvent(ctx.server, event);
        expect(answer.status).toBe(200);
        outcomes.push(answer.body.outcome);
      }
      expect(outcomes).toEqual(['paid', ...Array(9).fill('duplicate')]);
      expect(await orderRow(ctx.server.database.db, orderId)).toMatchObject({
        paymentStatus: 'paid',
        status: 'pending',
      });
      expect(await receiptsFor(ctx.server.database.db, orderId)).toHaveLength(1);
      await settle();
      expect(live.messages.filter((m) => m.orderId === orderId)).toEqual([{ orderId, event: 'paid' }]);
      live.stop();
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('acts on the same event once when it is delivered 5 times at once', async () => {
      const { orderId, event } = await paidOrderAndItsEvent();
      const live = listenToOrders(ctx.server);
      const answers = await Promise.all(Array.from({ length: 5 }, () => deliverSandboxEvent(ctx.server, event)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(answers.map((a) => a.body.outcome).sort()).toEqual([
        'duplicate',
        'duplicate',
        'duplicate',
        'duplicate',
        'paid',
      ]);
      expect(await receiptsFor(ctx.server.database.db, orderId)).toHaveLength(1);
      await settle();
      expect(live.messages.filter((m) => m.orderId === orderId)).toHaveLength(1);
      live.stop();
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('keeps an order paid when an older failure arrives after the success (out of order)', async () => {
      const created = await createIntent(ctx.server, { lines: [line(ctx.shop.taro)], amount: 3.9 });
      await confirmCard(ctx.server, created.body, CARDS.declined);
      await confirmCard(ctx.server, created.body, CARDS.succeeds);
      const [failed] = await sandboxEventsAbout(
        ctx.server.database.db,
        'payment_intent.payment_failed',
        created.body.paymentIntentId,
      );
      const [succeeded] = await sandboxEventsAbout(
        ctx.server.database.db,
        'payment_intent.succeeded',
        created.body.paymentIntentId,
      );
      await forgetFulfilment(ctx.server.database.db, created.body.orderId);

      expect((await deliverSandboxEvent(ctx.server, succeeded)).body.outcome).toBe('paid');
      expect((await deliverSandboxEvent(ctx.server, failed)).body.outcome).toBe('no_change');
      expect(await orderRow(ctx.server.database.db, created.body.orderId)).toMatchObject({
        paymentStatus: 'paid',
        failureMessage: null,
      });
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('makes one paid order and one receipt from a hosted checkout, whichever of its two events comes first', async () => {
      for (const first of ['checkout.session.completed', 'payment_intent.succeeded']) {
        const { body } = await call(ctx.server, 'POST', '/api/create-checkout-session', {
          body: { cartItems: [line(ctx.shop.mango)] },
        });
        const sessionId = sessionIdOf(body.url);
        await call(ctx.server, 'POST', `/api/sandbox/checkout-sessions/${sessionId}/pay`, {
          body: { email: 'cy@example.com', name: 'Cy', card: { number: CARDS.succeeds, expiry: '12/34', cvc: '123' } },
        });
        const [order] = await ctx.server.database.db.select().from(orders).where(eq(orders.providerRef, sessionId));
        const [completed] = await sandboxEventsAbout(ctx.server.database.db, 'checkout.session.completed', sessionId);
        const [succeeded] = await sandboxEventsAbout(
          ctx.server.database.db,
          'payment_intent.succeeded',
          order!.providerPaymentId!,
        );
        await forgetFulfilment(ctx.server.database.db, order!.id);
        await ctx.server.database.db
          .update(orders)
          .set({ customerEmail: null, customerName: null })
          .where(eq(orders.id, order!.id));

        const ordered = first === 'checkout.session.completed' ? [completed!, succeeded!] : [succeeded!, completed!];
        const outcomes = [];
        for (const event of [...ordered, ...ordered])
          outcomes.push((await deliverSandboxEvent(ctx.server, event)).body.outcome);
        expect(outcomes).toEqual(['paid', 'already_paid', 'duplicate', 'duplicate']);
        expect(await orderRow(ctx.server.database.db, order!.id)).toMatchObject({
          paymentStatus: 'paid',
          customerEmail: 'cy@example.com',
        });
        expect(await receiptsFor(ctx.server.database.db, order!.id)).toHaveLength(1);
      }
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('acknowledges an event for a payment the shop does not know, and invents no order', async () => {
      const before = await ctx.server.database.db.select({ id: orders.id }).from(orders);
      const stranger = paymentSucceededEvent('evt_sbx_stranger', 'pi_sbx_stranger', 999);
      const answer = await deliverSandboxEvent(ctx.server, stranger);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ received: true, outcome: 'unknown_payment' });
      expect(await ctx.server.database.db.select({ id: orders.id }).from(orders)).toHaveLength(before.length);
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('acknowledges event types the shop does not act on', async () => {
      const answer = await deliverSandboxEvent(ctx.server, {
        id: 'evt_sbx_other',
        object: 'event',
        type: 'customer.created',
        created: 1,
        data: { object: { id: 'cus_1' } },
      });
      expect(answer.body).toEqual({ received: true, outcome: 'ignored' });
    });

    it('flags an order for review, not paid, when the amount paid differs from its total', async () => {
      const created = await createIntent(ctx.server, { lines: [line(ctx.shop.classic)], amount: 3.5 });
      const live = listenToOrders(ctx.server);
      const wrongAmount = paymentSucceededEvent('evt_sbx_wrong_amount', created.body.paymentIntentId, 50, {
        orderId: created.body.orderId,
      });
      const answer = await deliverSandboxEvent(ctx.server, wrongAmount);
      expect(answer.body.outcome).toBe('needs_review');
      const order = await orderRow(ctx.server.database.db, created.body.orderId);
      expect(order).toMatchObject({ paymentStatus: 'needs_review', status: null, paidAt: null });
      expect(order.failureMessage).toContain('£0.50');
      expect(await receiptsFor(ctx.server.database.db, created.body.orderId)).toHaveLength(0);
      await settle();
      expect(live.messages.filter((m) => m.orderId === created.body.orderId)).toEqual([
        { orderId: created.body.orderId, event: 'needs_review' },
      ]);
      live.stop();
      await expectPaymentInvariant(ctx.server.database.db);
    });

    describe('refuses an event that is not signed by the sandbox, and nothing changes', () => {
      let orderId: string;
      let event: SandboxEvent;
      beforeAll(async () => {
        ({ orderId, event } = await paidOrderAndItsEvent());
      });
      afterAll(async () => {
        expect(await orderRow(ctx.server.database.db, orderId)).toMatchObject({ paymentStatus: 'awaiting_payment' });
        expect(
          await ctx.server.database.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id)),
        ).toHaveLength(0);
        // The genuine event still goes through afterwards.
        expect((await deliverSandboxEvent(ctx.server, event)).body.outcome).toBe('paid');
        await expectPaymentInvariant(ctx.server.database.db);
      });

      it('a wrong signature', async () => {
        const answer = await deliverSandboxEvent(ctx.server, event, {
          signature: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe('Webhook refused: The signature does not match the body.');
      });

      it('a changed body', async () => {
        const answer = await deliverSandboxEvent(ctx.server, event, {
          tamper: (raw) => raw.replace('"amount":700', '"amount":1'),
        });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe('Webhook refused: The signature does not match the body.');
      });

      it('a missing signature header', async () => {
        const answer = await deliverSandboxEvent(ctx.server, event, { signature: null });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe('Webhook refused: The signature header is missing.');
      });

      it('a timestamp older than 300 seconds', async () => {
        const answer = await deliverSandboxEvent(ctx.server, event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe('Webhook refused: The signature timestamp is outside the tolerance.');
      });

      it('a body that is not JSON', async () => {
        const answer = await deliverSandboxEvent(ctx.server, 'not json');
        expect(answer.status).toBe(400);
      });
    });
  });

  describe('POST /api/webhooks/stripe', () => {
    it('answers 404 while the sandbox is the provider', async () => {
      const answer = await call(ctx.server, 'POST', '/api/webhooks/stripe', {
        raw: '{}',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      });
      expect(answer.status).toBe(404);
    });
  });

  describe('services.payments.refund', () => {
    it('refunds through the provider; its charge.refunded event makes the order refunded and tells the dashboard', async () => {
      const paid = await payInPage(ctx.server, { lines: [line(ctx.shop.classic)], amount: 3.5 });
      const live = listenToOrders(ctx.server);
      const refund = await ctx.server.services.payments.refund({
        paymentIntentId: paid.paymentIntentId,
        idempotencyKey: `refund:${paid.orderId}`,
      });
      expect(refund).toMatchObject({ status: 'succeeded', amount: 350, paymentIntentId: paid.paymentIntentId });
      // The same key is the same refund.
      expect(
        await ctx.server.services.payments.refund({
          paymentIntentId: paid.paymentIntentId,
          idempotencyKey: `refund:${paid.orderId}`,
        }),
      ).toEqual(refund);
      await expect(
        ctx.server.services.payments.refund({ paymentIntentId: paid.paymentIntentId, idempotencyKey: 'refund:again' }),
      ).rejects.toThrow('This payment has already been refunded.');
      await settle(500);
      expect(await orderRow(ctx.server.database.db, paid.orderId)).toMatchObject({
        paymentStatus: 'refunded',
        status: 'refunded',
      });
      expect(live.messages.filter((m) => m.orderId === paid.orderId)).toEqual([
        { orderId: paid.orderId, event: 'refunded' },
      ]);
      live.stop();
      await expectPaymentInvariant(ctx.server.database.db);
    });
  });

  describe('services.payments.createTestPayment', () => {
    it('takes £10.00 as a test that never becomes a customer order or sends a receipt', async () => {
      const test = await ctx.server.services.payments.createTestPayment();
      expect(test.amount).toBe(1000);
      const confirmed = await confirmCard(ctx.server, test, CARDS.succeeds);
      expect(confirmed.status).toBe(200);
      const order = await orderRow(ctx.server.database.db, test.orderId);
      expect(order).toMatchObject({ isTest: true, paymentStatus: 'paid', status: null, totalAmount: 1000 });
      expect(await receiptsFor(ctx.server.database.db, test.orderId)).toHaveLength(0);
      await expectPaymentInvariant(ctx.server.database.db);
    });
  });
});

describe.runIf(kinds.includes('postgres'))('payment events when PostgreSQL is unreachable', () => {
  let proxy: TcpProxy;
  let server: TestServer;

  useServerBehindProxy((built) => ({ proxy, server } = built));

  describe('POST /api/webhooks/sandbox', () => {
    it('answers 5xx so the event is delivered again, and handles it once the database is back', async () => {
      const shop = await makeShop(server.database.db);
      const paid = await payInPage(server, { lines: [line(shop.taro)], amount: 3.9 });
      const [event] = await sandboxEventsAbout(server.database.db, 'payment_intent.succeeded', paid.paymentIntentId);
      await forgetFulfilment(server.database.db, paid.orderId);

      await proxy.cut();
      const down = await deliverSandboxEvent(server, event);
      expect(down.status).toBeGreaterThanOrEqual(500);
      await proxy.restore();

      const answer = await untilStatus(200, () => deliverSandboxEvent(server, event), 50);
      expect(answer.body.outcome).toBe('paid');
      expect((await deliverSandboxEvent(server, event)).body.outcome).toBe('duplicate');
      await expectPaymentInvariant(server.database.db);
    });
  });

  describe('POST /api/create-payment-intent', () => {
    it('answers 503 with a message to retry while the database is gone, and works again after', async () => {
      const shop = await makeShop(server.database.db);
      await proxy.cut();
      const down = await createIntent(server, { lines: [line(shop.classic)], amount: 3.5 });
      expect(down.status).toBe(503);
      expect(down.body.error).toBe(RETRY_MESSAGE);
      await proxy.restore();
      const answer = await untilStatus(
        200,
        () => createIntent(server, { lines: [line(shop.classic)], amount: 3.5 }),
        50,
      );
      expect(answer.status).toBe(200);
      await expectPaymentInvariant(server.database.db);
    });
  });
});
