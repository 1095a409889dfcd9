import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICES_CHANGED } from '@domain/contracts/checkout';
import { orders, products } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { testDatabaseKinds } from '../../test/test-database';
import {
  createIntent,
  expectPaymentInvariant,
  line,
  makeShop,
  newToken,
  orderRow,
  receiptsFor,
  type Shop,
} from '../../test/checkout-support';
import { startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in';

const kinds = await testDatabaseKinds();
const WEBHOOK_SECRET = 'whsec_test_pearl';
// Only for signing test events: generateTestHeaderString needs no key.
const stripe = new Stripe('sk_test_signing_only');

describe.each(kinds)('the Stripe provider on %s', (kind) => {
  let standIn: StripeStandIn;
  let server: TestServer;
  let shop: Shop;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    server = await buildTestServer({
      kind,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_pearl',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_pearl',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: standIn.url,
      },
    });
    shop = await makeShop(server.database.db);
  });
  afterAll(async () => {
    await expectStripeInvariant();
    await server.close();
    await standIn.close();
  });

  /** The invariant, against the stand-in's record of successful payments. */
  const expectStripeInvariant = () =>
    expectPaymentInvariant(
      server.database.db,
      [...standIn.paymentIntents.values()]
        .filter((intent) => intent.status === 'succeeded')
        .map((intent) => ({ id: String(intent.id), amount: Number(intent.amount) })),
    );

  function signedDelivery(
    event: object,
    options: { secret?: string; timestamp?: number; header?: string | null; tamper?: (raw: string) => string } = {},
  ) {
    const payload = JSON.stringify(event);
    const header =
      options.header === undefined
        ? stripe.webhooks.generateTestHeaderString({
            payload,
            secret: options.secret ?? WEBHOOK_SECRET,
            timestamp: options.timestamp,
          })
        : options.header;
    return call(server, 'POST', '/api/webhooks/stripe', {
      raw: options.tamper ? options.tamper(payload) : payload,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(header === null ? {} : { 'stripe-signature': header }),
      },
    });
  }

  const eventFor = (type: string, object: object, id = `evt_${newToken()}`) => ({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });

  describe('GET /api/payments/config', () => {
    it('tells the browser to load Stripe.js with the publishable key, and nothing secret', async () => {
      const { body } = await call(server, 'GET', '/api/payments/config');
      expect(body).toEqual({ provider: 'stripe', publishableKey: 'pk_test_pearl', testMode: false });
    });
  });

  describe('POST /api/create-payment-intent', () => {
    it('creates the payment intent at Stripe with the total and an idempotency key from the order id', async () => {
      const token = newToken();
      const { status, body } = await createIntent(server, {
        lines: [line(shop.classic, 2)],
        amount: 7,
        checkoutToken: token,
      });
      expect(status).toBe(200);
      expect(body.clientSecret).toBe(`${body.paymentIntentId}_secret_standin`);
      const created = standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
      const mine = created.find((r) => r.params.get('metadata[orderId]') === body.orderId)!;
      expect(mine.idempotencyKey).toBe(`pearl-order-${body.orderId}-payment`);
      expect(mine.params.get('amount')).toBe('700');
      expect(mine.params.get('currency')).toBe('gbp');

      // Pay pressed twice: the same intent, not a second one.
      const again = await createIntent(server, { lines: [line(shop.classic, 2)], amount: 7, checkoutToken: token });
      expect(again.body.paymentIntentId).toBe(body.paymentIntentId);
      expect(
        standIn.requests.filter((r) => r.method === 'POST' && r.params.get('metadata[orderId]') === body.orderId),
      ).toHaveLength(1);
    });

    it('answers 503 with a clear message when Stripe is failing, and works again after', async () => {
      standIn.failing = true;
      try {
        const { status, body } = await createIntent(server, { lines: [line(shop.taro)], amount: 3.9 });
        expect(status).toBe(503);
        expect(body.error).toBe('The payment service is not answering. Please try again in a moment.');
      } finally {
        standIn.failing = false;
      }
      expect((await createIntent(server, { lines: [line(shop.taro)], amount: 3.9 })).status).toBe(200);
    });
  });

  describe('POST /api/webhooks/stripe', () => {
    it('marks the order paid once for payment_intent.succeeded, however often it is delivered', async () => {
      const { body } = await createIntent(server, { lines: [line(shop.mango)], amount: 3.8 });
      const intent = standIn.succeed(body.paymentIntentId);
      const event = eventFor('payment_intent.succeeded', intent);
      const outcomes = [];
      for (let i = 0; i < 10; i++) {
        const answer = await signedDelivery(event);
        expect(answer.status).toBe(200);
        outcomes.push(answer.body.outcome);
      }
      expect(outcomes).toEqual(['paid', ...Array(9).fill('duplicate')]);
      expect(await orderRow(server.database.db, body.orderId)).toMatchObject({
        paymentStatus: 'paid',
        status: 'pending',
        provider: 'stripe',
      });
      expect(await receiptsFor(server.database.db, body.orderId)).toHaveLength(1);
      await expectStripeInvariant();
    });

    it('keeps the order unpaid on payment_intent.payment_failed, with the message', async () => {
      const { body } = await createIntent(server, { lines: [line(shop.classic)], amount: 3.5 });
      const failed = {
        ...standIn.paymentIntents.get(body.paymentIntentId)!,
        last_payment_error: {
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      };
      expect((await signedDelivery(eventFor('payment_intent.payment_failed', failed))).body.outcome).toBe('failed');
      expect(await orderRow(server.database.db, body.orderId)).toMatchObject({
        paymentStatus: 'failed',
        failureMessage: 'Your card was declined.',
      });
      await expectStripeInvariant();
    });

    it('refuses a bad signature, a changed body, a missing header and an old timestamp; nothing changes', async () => {
      const { body } = await createIntent(server, { lines: [line(shop.taro, 2)], amount: 7.8 });
      const event = eventFor('payment_intent.succeeded', {
        ...standIn.paymentIntents.get(body.paymentIntentId)!,
        status: 'succeeded',
      });
      const refused = await Promise.all([
        signedDelivery(event, { secret: 'whsec_somebody_else' }),
        signedDelivery(event, { tamper: (raw) => raw.replace('"amount":780', '"amount":1') }),
        signedDelivery(event, { header: null }),
        signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      ]);
      expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
      for (const answer of refused) expect(answer.body.error).toMatch(/^Webhook refused: /);
      expect(await orderRow(server.database.db, body.orderId)).toMatchObject({ paymentStatus: 'awaiting_payment' });
      await expectStripeInvariant();
    });
  });

  describe('POST /api/create-checkout-session', () => {
    it("opens Stripe Checkout with the basket's lines at their promotion prices and the spec's return addresses", async () => {
      const { status, body } = await call(server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(shop.classic), line(shop.mango, 2, 'lrg')] },
      });
      expect(status).toBe(200);
      expect(body.total).toBe(1150);
      expect(body.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
      const sessionId = body.url.split('/').pop();
      const session = standIn.sessions.get(sessionId)!;
      expect(session.amount_total).toBe(1150);
      expect(session.success_url).toBe(`${server.url}/success?session_id={CHECKOUT_SESSION_ID}`);
      expect(session.cancel_url).toBe(`${server.url}/cancel?session_id={CHECKOUT_SESSION_ID}`);
      const request = standIn.requests.find(
        (r) => r.path === '/v1/checkout/sessions' && r.params.get('metadata[orderId]') === session.client_reference_id,
      )!;
      expect(request.idempotencyKey).toBe(`pearl-order-${session.client_reference_id}-session`);
      expect(request.params.get('payment_intent_data[metadata][orderId]')).toBe(session.client_reference_id);
      // The pickup time shows above Stripe's Pay button.
      expect(request.params.get('custom_text[submit][message]')).toBe('Pickup time: As soon as possible');
    });

    it('shows the lines at their menu prices and the promotion as a one-off coupon on the session', async () => {
      const { body } = await call(server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(shop.classic, 2), line(shop.mango, 2, 'lrg')] },
      });
      const session = standIn.sessions.get(body.url.split('/').pop())!;
      const request = standIn.requests.find(
        (r) => r.path === '/v1/checkout/sessions' && r.params.get('metadata[orderId]') === session.client_reference_id,
      )!;
      const items = [0, 1].map((i) => ({
        name: request.params.get(`line_items[${i}][price_data][product_data][name]`),
        quantity: request.params.get(`line_items[${i}][quantity]`),
        unitAmount: request.params.get(`line_items[${i}][price_data][unit_amount]`),
      }));
      expect(items).toEqual([
        { name: `${shop.classic.name} (REG)`, quantity: '2', unitAmount: '350' },
        { name: `${shop.mango.name} (LRG)`, quantity: '2', unitAmount: '450' },
      ]);
      const coupon = standIn.coupons.get(request.params.get('discounts[0][coupon]')!)!;
      expect(coupon).toMatchObject({ amount_off: 100, currency: 'gbp', duration: 'once', max_redemptions: 1 });
      const couponRequest = standIn.requests.find(
        (r) => r.path === '/v1/coupons' && r.params.get('metadata[orderId]') === session.client_reference_id,
      )!;
      expect(couponRequest.idempotencyKey).toBe(`pearl-order-${session.client_reference_id}-session-coupon`);
      // The same total as the order page: £7.00 + £9.00 − £1.00.
      expect(body.total).toBe(1500);
      expect(session).toMatchObject({ amount_subtotal: 1600, amount_total: 1500 });
    });

    it('sends no coupon when no promotion applies', async () => {
      const { body } = await call(server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(shop.taro, 3)] },
      });
      const session = standIn.sessions.get(body.url.split('/').pop())!;
      expect(session).toMatchObject({ amount_total: 1170, discounts: [] });
    });
  });

  describe('a checkout that changed before Stripe.js confirms the card', () => {
    it('POST /api/checkout/recheck refuses with the words and cancels the intent at Stripe', async () => {
      const own = await makeShop(server.database.db);
      const { body } = await createIntent(server, { lines: [line(own.classic, 1)], amount: 3.5 });
      const recheck = () =>
        call(server, 'POST', '/api/checkout/recheck', {
          body: { orderId: body.orderId },
          headers: { 'x-receipt-token': body.receiptToken },
        });
      expect((await recheck()).body).toEqual({ ok: true, total: 350 });
      await server.database.db.update(products).set({ priceReg: 999 }).where(eq(products.id, own.classic.id));
      const refused = await recheck();
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(PRICES_CHANGED);
      expect(
        standIn.requests.some(
          (r) => r.method === 'POST' && r.path === `/v1/payment_intents/${body.paymentIntentId}/cancel`,
        ),
      ).toBe(true);
      expect(await orderRow(server.database.db, body.orderId)).toMatchObject({ paymentStatus: 'cancelled' });
    });

    it('opens Stripe Checkout sessions that expire after 30 minutes (Stripe’s shortest), not 24 hours', async () => {
      const { body } = await call(server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(shop.taro)], checkoutToken: newToken() },
      });
      const session = standIn.sessions.get(body.url.split('/').pop())!;
      const left = Number(session.expires_at) - Date.now() / 1000;
      expect(left).toBeGreaterThanOrEqual(30 * 60);
      expect(left).toBeLessThanOrEqual(31 * 60 + 5);
    });
  });

  describe('GET /api/verify-session', () => {
    it('reads a completed session back from Stripe and records the order once, without waiting for the webhook', async () => {
      const { body } = await call(server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(shop.taro)] },
      });
      const sessionId = body.url.split('/').pop();
      expect((await call(server, 'GET', `/api/verify-session?session_id=${sessionId}`)).body).toMatchObject({
        paid: false,
        paymentStatus: 'awaiting_payment',
      });
      const session = standIn.completeSession(sessionId, { email: 'dee@example.com', name: 'Dee' });
      const verified = await call(server, 'GET', `/api/verify-session?session_id=${sessionId}`);
      expect(verified.body).toMatchObject({ paid: true, paymentStatus: 'paid' });
      const [order] = await server.database.db.select().from(orders).where(eq(orders.providerRef, sessionId));
      expect(order).toMatchObject({
        customerEmail: 'dee@example.com',
        customerName: 'Dee',
        providerPaymentId: session.payment_intent,
      });
      // The webhook arriving afterwards changes nothing.
      expect((await signedDelivery(eventFor('checkout.session.completed', session))).body.outcome).toBe('already_paid');
      expect(await receiptsFor(server.database.db, order!.id)).toHaveLength(1);
      await expectStripeInvariant();
    });
  });

  describe('services.payments.refund', () => {
    it('refunds through Stripe with the idempotency key given', async () => {
      const { body } = await createIntent(server, { lines: [line(shop.classic)], amount: 3.5 });
      standIn.succeed(body.paymentIntentId);
      const refund = await server.services.payments.refund({
        paymentIntentId: body.paymentIntentId,
        idempotencyKey: `refund:${body.orderId}`,
      });
      expect(refund).toMatchObject({ status: 'succeeded', amount: 350, paymentIntentId: body.paymentIntentId });
      const request = standIn.requests.find(
        (r) => r.path === '/v1/refunds' && r.params.get('payment_intent') === body.paymentIntentId,
      )!;
      expect(request.idempotencyKey).toBe(`refund:${body.orderId}`);
      // Recorded by the order confirmation reading the payment back, then refunded by Stripe's event.
      await call(server, 'GET', `/api/order-confirmation/${body.orderId}`, {
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
      expect((await signedDelivery(eventFor('charge.refunded', charge))).body.outcome).toBe('refunded');
      expect(await orderRow(server.database.db, body.orderId)).toMatchObject({
        paymentStatus: 'refunded',
        status: 'refunded',
      });
      await expectStripeInvariant();
    });
  });
});
