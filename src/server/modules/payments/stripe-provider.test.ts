import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRICES_CHANGED } from '@domain/contracts/checkout';
import { orders, products } from '../../db/schema';
import { call } from '../../test/build';
import { createIntent, line, makeShop, newToken, orderRow, receiptsFor } from '../../test/checkout-support';
import { deliverStripeEvent, describeStripeShop, expectStripeInvariant, stripeEvent } from '../../test/stripe-shop';

await describeStripeShop('the Stripe provider on %s', (ctx) => {
  describe('GET /api/payments/config', () => {
    it('tells the browser to load Stripe.js with the publishable key, and nothing secret', async () => {
      const { body } = await call(ctx.server, 'GET', '/api/payments/config');
      expect(body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_pearl', testMode: false });
    });
  });

  describe('POST /api/create-payment-intent', () => {
    it('creates the payment intent at Stripe with the total and an idempotency key from the order id', async () => {
      const token = newToken();
      const { status, body } = await createIntent(ctx.server, {
        lines: [line(ctx.shop.classic, 2)],
        amount: 7,
        checkoutToken: token,
      });
      expect(status).toBe(200);
      expect(body.clientSecret).toBe(`${body.paymentIntentId}_secret_standin`);
      const created = ctx.standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
      const mine = created.find((r) => r.params.get('metadata[orderId]') === body.orderId)!;
      expect(mine.idempotencyKey).toBe(`pearl-order-${body.orderId}-payment`);
      expect(mine.params.get('amount')).toBe('700');
      expect(mine.params.get('currency')).toBe('gbp');

      // Pay pressed twice: the same intent, not a second one.
      const again = await createIntent(ctx.server, {
        lines: [line(ctx.shop.classic, 2)],
        amount: 7,
        checkoutToken: token,
      });
      expect(again.body.paymentIntentId).toBe(body.paymentIntentId);
      expect(
        ctx.standIn.requests.filter((r) => r.method === 'POST' && r.params.get('metadata[orderId]') === body.orderId),
      ).toHaveLength(1);
    });

    it('answers 503 with a clear message when Stripe is failing, and works again after', async () => {
      ctx.standIn.failing = true;
      try {
        const { status, body } = await createIntent(ctx.server, { lines: [line(ctx.shop.taro)], amount: 3.9 });
        expect(status).toBe(503);
        expect(body.error).toBe('The payment service is not answering. Please try again in a moment.');
      } finally {
        ctx.standIn.failing = false;
      }
      expect((await createIntent(ctx.server, { lines: [line(ctx.shop.taro)], amount: 3.9 })).status).toBe(200);
    });
  });

  describe('POST /api/webhooks/stripe', () => {
    it('marks the order paid once for payment_intent.succeeded, however often it is delivered', async () => {
      const { body } = await createIntent(ctx.server, { lines: [line(ctx.shop.mango)], amount: 3.8 });
      const intent = ctx.standIn.succeed(body.paymentIntentId);
      const event = stripeEvent('payment_intent.succeeded', intent);
      const outcomes = [];
      for (let i = 0; i < 10; i++) {
        const answer = await deliverStripeEvent(ctx.server, event);
        expect(answer.status).toBe(200);
        outcomes.push(answer.body.outcome);
      }
      expect(outcomes).toEqual(['paid', ...Array(9).fill('duplicate')]);
      expect(await orderRow(ctx.server.database.db, body.orderId)).toMatchObject({
        paymentStatus: 'paid',
        status: 'pending',
        provider: 'stripe',
      });
      expect(await receiptsFor(ctx.server.database.db, body.orderId)).toHaveLength(1);
      await expectStripeInvariant(ctx);
    });

    it('keeps the order unpaid on payment_intent.payment_failed, with the message', async () => {
      const { body } = await createIntent(ctx.server, { lines: [line(ctx.shop.classic)], amount: 3.5 });
      const failed = {
        ...ctx.standIn.paymentIntents.get(body.paymentIntentId)!,
        last_payment_error: {
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      };
      expect(
        (await deliverStripeEvent(ctx.server, stripeEvent('payment_intent.payment_failed', failed))).body.outcome,
      ).toBe('failed');
      expect(await orderRow(ctx.server.database.db, body.orderId)).toMatchObject({
        paymentStatus: 'failed',
        failureMessage: 'Your card was declined.',
      });
      await expectStripeInvariant(ctx);
    });

    it('refuses a bad signature, a changed body, a missing header and an old timestamp; nothing changes', async () => {
      const { body } = await createIntent(ctx.server, { lines: [line(ctx.shop.taro, 2)], amount: 7.8 });
      const event = stripeEvent('payment_intent.succeeded', {
        ...ctx.standIn.paymentIntents.get(body.paymentIntentId)!,
        status: 'succeeded',
      });
      const refused = await Promise.all([
        deliverStripeEvent(ctx.server, event, { secret: 'whsec_somebody_else' }),
        deliverStripeEvent(ctx.server, event, { tamper: (raw) => raw.replace('"amount":780', '"amount":1') }),
        deliverStripeEvent(ctx.server, event, { header: null }),
        deliverStripeEvent(ctx.server, event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      ]);
      expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
      for (const answer of refused) expect(answer.body.error).toMatch(/^Webhook refused: /);
      expect(await orderRow(ctx.server.database.db, body.orderId)).toMatchObject({ paymentStatus: 'awaiting_payment' });
      await expectStripeInvariant(ctx);
    });
  });

  describe('POST /api/create-checkout-session', () => {
    it("opens Stripe Checkout with the basket's lines at their promotion prices and the spec's return addresses", async () => {
      const { status, body } = await call(ctx.server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(ctx.shop.classic), line(ctx.shop.mango, 2, 'lrg')] },
      });
      expect(status).toBe(200);
      expect(body.total).toBe(1150);
      expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
      const sessionId = body.url.split('/').pop();
      const session = ctx.standIn.sessions.get(sessionId)!;
      expect(session.amount_total).toBe(1150);
      expect(session.success_url).toBe(`${ctx.server.url}/success?session_id={CHECKOUT_SESSION_ID}`);
      expect(session.cancel_url).toBe(`${ctx.server.url}/cancel?session_id={CHECKOUT_SESSION_ID}`);
      const request = ctx.standIn.requests.find(
        (r) => r.path === '/v1/checkout/sessions' && r.params.get('metadata[orderId]') === session.client_reference_id,
      )!;
      expect(request.idempotencyKey).toBe(`pearl-order-${session.client_reference_id}-session`);
      expect(request.params.get('payment_intent_data[metadata][orderId]')).toBe(session.client_reference_id);
      // The pickup time shows above Stripe's Pay button.
      expect(request.params.get('custom_text[submit][message]')).toBe('Pickup time: As soon as possible');
    });

    it('shows the lines at their menu prices and the promotion as a one-off coupon on the session', async () => {
      const { body } = await call(ctx.server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(ctx.shop.classic, 2), line(ctx.shop.mango, 2, 'lrg')] },
      });
      const session = ctx.standIn.sessions.get(body.url.split('/').pop())!;
      const request = ctx.standIn.requests.find(
        (r) => r.path === '/v1/checkout/sessions' && r.params.get('metadata[orderId]') === session.client_reference_id,
      )!;
      const items = [0, 1].map((i) => ({
        name: request.params.get(`line_items[${i}][price_data][product_data][name]`),
        quantity: request.params.get(`line_items[${i}][quantity]`),
        unitAmount: request.params.get(`line_items[${i}][price_data][unit_amount]`),
      }));
      expect(items).toEqual([
        { name: `${ctx.shop.classic.name} (REG)`, quantity: '2', unitAmount: '350' },
        { name: `${ctx.shop.mango.name} (LRG)`, quantity: '2', unitAmount: '450' },
      ]);
      const coupon = ctx.standIn.coupons.get(request.params.get('discounts[0][coupon]')!)!;
      expect(coupon).toMatchObject({ amount_off: 100, currency: 'gbp', duration: 'once', max_redemptions: 1 });
      const couponRequest = ctx.standIn.requests.find(
        (r) => r.path === '/v1/coupons' && r.params.get('metadata[orderId]') === session.client_reference_id,
      )!;
      expect(couponRequest.idempotencyKey).toBe(`pearl-order-${session.client_reference_id}-session-coupon`);
      // The same total as the order page: £7.00 + £9.00 − £1.00.
      expect(body.total).toBe(1500);
      expect(session).toMatchObject({ amount_subtotal: 1600, amount_total: 1500 });
    });

    it('sends no coupon when no promotion applies', async () => {
      const { body } = await call(ctx.server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(ctx.shop.taro, 3)] },
      });
      const session = ctx.standIn.sessions.get(body.url.split('/').pop())!;
      expect(session).toMatchObject({ amount_total: 1170, discounts: [] });
    });
  });

  describe('a checkout that changed before Stripe.js confirms the card', () => {
    it('POST /api/checkout/recheck refuses with the words and cancels the intent at Stripe', async () => {
      const own = await makeShop(ctx.server.database.db);
      const { body } = await createIntent(ctx.server, { lines: [line(own.classic, 1)], amount: 3.5 });
      const recheck = () =>
        call(ctx.server, 'POST', '/api/checkout/recheck', {
          body: { orderId: body.orderId },
          headers: { 'x-receipt-token': body.receiptToken },
        });
      expect((await recheck()).body).toEqual({ ok: true, total: 350 });
      await ctx.server.database.db.update(products).set({ priceReg: 999 }).where(eq(products.id, own.classic.id));
      const refused = await recheck();
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(PRICES_CHANGED);
      expect(
        ctx.standIn.requests.some(
          (r) => r.method === 'POST' && r.path === `/v1/payment_intents/${body.paymentIntentId}/cancel`,
        ),
      ).toBe(true);
      expect(await orderRow(ctx.server.database.db, body.orderId)).toMatchObject({ paymentStatus: 'cancelled' });
    });

    it('opens Stripe Checkout sessions that expire after 30 minutes (Stripe’s shortest), not 24 hours', async () => {
      const { body } = await call(ctx.server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(ctx.shop.taro)], checkoutToken: newToken() },
      });
      const session = ctx.standIn.sessions.get(body.url.split('/').pop())!;
      const left = Number(session.expires_at) - Date.now() / 1000;
      expect(left).toBeGreaterThanOrEqual(30 * 60);
      expect(left).toBeLessThanOrEqual(31 * 60 + 5);
    });
  });

  describe('GET /api/verify-session', () => {
    it('reads a completed session back from Stripe and records the order once, without waiting for the webhook', async () => {
      const { body } = await call(ctx.server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(ctx.shop.taro)] },
      });
      const sessionId = body.url.split('/').pop();
      expect((await call(ctx.server, 'GET', `/api/verify-session?session_id=${sessionId}`)).body).toMatchObject({
        paid: false,
        paymentStatus: 'awaiting_payment',
      });
      const session = ctx.standIn.completeSession(sessionId, { email: 'dee@example.com', name: 'Dee' });
      const verified = await call(ctx.server, 'GET', `/api/verify-session?session_id=${sessionId}`);
      expect(verified.body).toMatchObject({ paid: true, paymentStatus: 'paid' });
      const [order] = await ctx.server.database.db.select().from(orders).where(eq(orders.providerRef, sessionId));
      expect(order).toMatchObject({
        customerEmail: 'dee@example.com',
        customerName: 'Dee',
        providerPaymentId: session.payment_intent,
      });
      // The webhook arriving afterwards changes nothing.
      expect(
        (await deliverStripeEvent(ctx.server, stripeEvent('checkout.session.completed', session))).body.outcome,
      ).toBe('already_paid');
      expect(await receiptsFor(ctx.server.database.db, order!.id)).toHaveLength(1);
      await expectStripeInvariant(ctx);
    });
  });

  describe('services.payments.refund', () => {
    it('refunds through Stripe with the idempotency key given', async () => {
      const { body } = await createIntent(ctx.server, { lines: [line(ctx.shop.classic)], amount: 3.5 });
      ctx.standIn.succeed(body.paymentIntentId);
      const refund = await ctx.server.services.payments.refund({
        paymentIntentId: body.paymentIntentId,
        idempotencyKey: `refund:${body.orderId}`,
      });
      expect(refund).toMatchObject({ status: 'succeeded', amount: 350, paymentIntentId: body.paymentIntentId });
      const request = ctx.standIn.requests.find(
        (r) => r.path === '/v1/refunds' && r.params.get('payment_intent') === body.paymentIntentId,
      )!;
      expect(request.idempotencyKey).toBe(`refund:${body.orderId}`);
      // Recorded by the order confirmation reading the payment back, then refunded by Stripe's event.
      await call(ctx.server, 'GET', `/api/order-confirmation/${body.orderId}`, {
        headers: { 'x-receipt-token': body.receiptToken },
      });
      const charge = {
        id: 'ch_1',
        object: 'charge',
        amount: 350,
        amount_refunded: 350,
        refunded: true,
        currency: 'gbp',
        payment_intent: body.paymentIntentId,
        metadata: {},
      };
      expect((await deliverStripeEvent(ctx.server, stripeEvent('charge.refunded', charge))).body.outcome).toBe(
        'refunded',
      );
      expect(await orderRow(ctx.server.database.db, body.orderId)).toMatchObject({
        paymentStatus: 'refunded',
        status: 'refunded',
      });
      await expectStripeInvariant(ctx);
    });
  });
});
