import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, sandboxObjects } from '../../db/schema';
import { call } from '../../test/build';
import {
  authenticateCard,
  CARDS,
  countWrites,
  describeCheckoutShop,
  expectPaymentInvariant,
  line,
  newToken,
  receiptsFor,
  sessionIdOf,
} from '../../test/checkout-support';

await describeCheckoutShop('hosted checkout on %s', { invariant: true }, (ctx) => {
  const startCheckout = (cartItems: unknown[], checkoutToken?: string) =>
    call(ctx.server, 'POST', '/api/create-checkout-session', {
      body: { cartItems, ...(checkoutToken ? { checkoutToken } : {}) },
    });
  const pay = (sessionId: string, number: string, extra: Record<string, string> = {}) =>
    call(ctx.server, 'POST', `/api/sandbox/checkout-sessions/${sessionId}/pay`, {
      body: { email: 'Bea@Example.com', name: 'Bea Example', card: { number, expiry: '12/34', cvc: '123', ...extra } },
    });
  /** Starts a hosted checkout of these lines and gives back its session's id. */
  const startSession = async (cartItems: unknown[]) => sessionIdOf((await startCheckout(cartItems)).body.url);
  const verify = (sessionId: string) =>
    call(ctx.server, 'GET', `/api/verify-session?session_id=${encodeURIComponent(sessionId)}`);

  describe('POST /api/create-checkout-session', () => {
    it('answers the total and the hosted page, and records an order awaiting payment without a customer yet', async () => {
      const { status, body } = await startCheckout([line(ctx.shop.classic, 1), line(ctx.shop.mango, 2, 'lrg')]);
      expect(status).toBe(200);
      expect(body.total).toBe(1150);
      expect(body.url).toMatch(new RegExp(`^${ctx.server.url}/checkout/sandbox/cs_sbx_\\w+$`));
      const [order] = await ctx.server.database.db
        .select()
        .from(orders)
        .where(eq(orders.providerRef, sessionIdOf(body.url)));
      expect(order).toMatchObject({
        checkoutKind: 'hosted',
        paymentStatus: 'awaiting_payment',
        totalAmount: 1150,
        customerEmail: null,
      });

      const page = await call(ctx.server, 'GET', `/api/sandbox/checkout-sessions/${sessionIdOf(body.url)}`);
      expect(page.body).toMatchObject({
        status: 'open',
        amount: 1150,
        lines: [
          { name: `${ctx.shop.classic.name} (REG)`, quantity: 1, unitAmount: 350, amount: 350 },
          { name: `${ctx.shop.mango.name} (LRG)`, quantity: 2, unitAmount: 450, amount: 900 },
        ],
      });
      expect(page.body.successUrl).toBe(`${ctx.server.url}/success?session_id=${sessionIdOf(body.url)}`);
      expect(page.body.cancelUrl).toBe(`${ctx.server.url}/cancel?session_id=${sessionIdOf(body.url)}`);
    });

    it('refuses a basket with no valid lines', async () => {
      const before = await countWrites(ctx.server.database.db);
      const { status, body } = await startCheckout([{ ...line(ctx.shop.classic), quantity: 0 }]);
      expect(status).toBe(400);
      expect(body).toEqual({ error: 'No valid items in cart' });
      expect(await countWrites(ctx.server.database.db)).toEqual(before);
    });

    it('ignores the prices a browser sends', async () => {
      const { body } = await startCheckout([line(ctx.shop.taro, 2, 'reg', { price: 0.01 })]);
      expect(body.total).toBe(780);
    });

    it('refuses unknown fields, unknown products and impossible quantities, writing nothing', async () => {
      const before = await countWrites(ctx.server.database.db);
      const cases: Array<[unknown, string]> = [
        [{ cartItems: [line(ctx.shop.classic)], status: 'paid' }, 'Unknown field: status'],
        [{ cartItems: [line(ctx.shop.classic, 1, 'reg', { paid: true })] }, 'Unknown field in a basket item: paid'],
        [
          { cartItems: [{ id: '00000000-0000-4000-8000-000000000001', name: 'Old Favourite', quantity: 1 }] },
          "'Old Favourite' is no longer on the menu. Please remove it from your basket.",
        ],
        [
          { cartItems: [line(ctx.shop.classic, 2.5)] },
          `The quantity of '${ctx.shop.classic.name}' must be a whole number.`,
        ],
        [
          { cartItems: [line(ctx.shop.classic, 1e9)] },
          `You can order at most 50 of '${ctx.shop.classic.name}' at once.`,
        ],
        [{ cartItems: 'all of it' }, 'cartItems must be a list of basket lines.'],
      ];
      for (const [body, message] of cases) {
        const answer = await call(ctx.server, 'POST', '/api/create-checkout-session', { body });
        expect(answer.status, message).toBe(400);
        expect(answer.body.error).toBe(message);
      }
      expect(await countWrites(ctx.server.database.db)).toEqual(before);
    });

    it('gives the same session to the same basket and token (two tabs), and a new one after it was paid', async () => {
      const token = newToken();
      const [a, b] = await Promise.all([
        startCheckout([line(ctx.shop.taro)], token),
        startCheckout([line(ctx.shop.taro)], token),
      ]);
      expect(a.body.url).toBe(b.body.url);
      expect((await pay(sessionIdOf(a.body.url), CARDS.succeeds)).status).toBe(200);
      const after = await startCheckout([line(ctx.shop.taro)], token);
      expect(after.body.url).not.toBe(a.body.url);
      await expectPaymentInvariant(ctx.server.database.db);
    });
  });

  describe('the hosted page shows what the order page shows', () => {
    it('lists the lines at their menu prices and the promotion as its own discount, with the same total', async () => {
      const { body } = await startCheckout([line(ctx.shop.classic, 2), line(ctx.shop.mango, 2, 'lrg')]);
      const page = await call(ctx.server, 'GET', `/api/sandbox/checkout-sessions/${sessionIdOf(body.url)}`);
      expect(page.body).toMatchObject({
        lines: [
          { name: `${ctx.shop.classic.name} (REG)`, quantity: 2, unitAmount: 350, amount: 700 },
          { name: `${ctx.shop.mango.name} (LRG)`, quantity: 2, unitAmount: 450, amount: 900 },
        ],
        subtotal: 1600,
        discount: { amount: 100, promotions: ['Two large fruit teas for £8.00'] },
        amount: 1500,
      });
      expect(body.total).toBe(1500);
    });

    it('has no discount when no promotion applies', async () => {
      const { body } = await startCheckout([line(ctx.shop.taro, 2)]);
      const page = await call(ctx.server, 'GET', `/api/sandbox/checkout-sessions/${sessionIdOf(body.url)}`);
      expect(page.body).toMatchObject({ subtotal: 780, discount: null, amount: 780 });
    });
  });

  describe('checkouts without a token', () => {
    it("gives every checkout its own session: a second caller never sees the first one's e-mail or is told paid", async () => {
      const first = await startCheckout([line(ctx.shop.classic, 2)]);
      const second = await startCheckout([line(ctx.shop.classic, 2)]);
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(second.body.url).not.toBe(first.body.url);
      expect((await pay(sessionIdOf(first.body.url), CARDS.succeeds)).status).toBe(200);
      const page = await call(ctx.server, 'GET', `/api/sandbox/checkout-sessions/${sessionIdOf(second.body.url)}`);
      expect(page.body).toMatchObject({ status: 'open', customerEmail: null });
      expect((await verify(sessionIdOf(second.body.url))).body).toMatchObject({ paid: false });
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('builds the hosted page and return addresses from PUBLIC_URL only, never from the Host header', async () => {
      const answer = await rawPost('/api/create-checkout-session', { cartItems: [line(ctx.shop.mango)] }, 'evil.test');
      expect(answer.status).toBe(200);
      const { url } = JSON.parse(answer.text) as { url: string };
      expect(url.startsWith(`${ctx.server.config.publicUrl}/checkout/sandbox/`)).toBe(true);
      const page = await call(ctx.server, 'GET', `/api/sandbox/checkout-sessions/${sessionIdOf(url)}`);
      expect(page.body.successUrl).toBe(`${ctx.server.config.publicUrl}/success?session_id=${sessionIdOf(url)}`);
      expect(page.body.cancelUrl).toBe(`${ctx.server.config.publicUrl}/cancel?session_id=${sessionIdOf(url)}`);
      expect(JSON.stringify(page.body)).not.toContain('evil.test');
    });
  });

  /** A POST with a Host header of the caller's choosing (fetch does not let one set it). */
  const rawPost = (path: string, body: unknown, host: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const target = new URL(path, ctx.server.url);
      const request = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          headers: { host, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.end(payload);
    });

  describe('POST /api/sandbox/checkout-sessions/:id/pay', () => {
    it('pays: back to /success, the order paid with the customer from the checkout page and one receipt', async () => {
      const sessionId = await startSession([line(ctx.shop.classic, 2)]);
      const paid = await pay(sessionId, CARDS.succeeds);
      expect(paid.status).toBe(200);
      expect(paid.body.redirectUrl).toBe(`${ctx.server.url}/success?session_id=${sessionId}`);
      const [order] = await ctx.server.database.db.select().from(orders).where(eq(orders.providerRef, sessionId));
      expect(order).toMatchObject({
        paymentStatus: 'paid',
        status: 'pending',
        customerEmail: 'bea@example.com',
        customerName: 'Bea Example',
        totalAmount: 700,
      });
      expect(await receiptsFor(ctx.server.database.db, order!.id)).toHaveLength(1);
      // Paying again is not a second charge.
      const again = await pay(sessionId, CARDS.succeeds);
      expect(again.body.redirectUrl).toBe(`${ctx.server.url}/success?session_id=${sessionId}`);
      const intents = await ctx.server.database.db
        .select()
        .from(sandboxObjects)
        .where(eq(sandboxObjects.paymentIntentId, order!.providerPaymentId!));
      expect(intents.filter((row) => row.kind === 'checkout_session')).toHaveLength(1);
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('shows a decline on the page and lets the customer pay with another card', async () => {
      const sessionId = await startSession([line(ctx.shop.mango)]);
      const declined = await pay(sessionId, CARDS.insufficientFunds);
      expect(declined.status).toBe(402);
      expect(declined.body.error).toBe('Your card has insufficient funds.');
      expect((await verify(sessionId)).body).toMatchObject({ paid: false, error: 'Your card has insufficient funds.' });
      expect((await pay(sessionId, CARDS.succeeds)).status).toBe(200);
      expect((await verify(sessionId)).body).toMatchObject({ paid: true, paymentStatus: 'paid' });
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('asks for authentication with 4000 0025 0000 3155 and returns to /success once completed', async () => {
      const sessionId = await startSession([line(ctx.shop.mango)]);
      const challenged = await pay(sessionId, CARDS.authentication);
      expect(challenged.status).toBe(200);
      expect(challenged.body.paymentIntent.status).toBe('requires_action');
      const completed = await authenticateCard(
        ctx.server,
        { paymentIntentId: challenged.body.paymentIntent.id, clientSecret: challenged.body.clientSecret },
        'complete',
      );
      expect(completed.body.redirectUrl).toBe(`${ctx.server.url}/success?session_id=${sessionId}`);
      expect((await verify(sessionId)).body.paid).toBe(true);
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('refuses a session that does not exist', async () => {
      expect((await pay('cs_sbx_nope', CARDS.succeeds)).status).toBe(404);
    });
  });

  describe('GET /api/verify-session', () => {
    it('says paid with the order number after a payment', async () => {
      const sessionId = await startSession([line(ctx.shop.classic)]);
      await pay(sessionId, CARDS.succeeds);
      const verified = await verify(sessionId);
      expect(verified.status).toBe(200);
      const [order] = await ctx.server.database.db.select().from(orders).where(eq(orders.providerRef, sessionId));
      expect(order!.dayNumber).toBeGreaterThan(0);
      expect(verified.body).toEqual({
        sessionId,
        paid: true,
        paymentStatus: 'paid',
        orderNumber: `#${order!.dayNumber}`,
        // The order's private page.
        trackingToken: order!.trackingToken,
        // The summary /order-confirmation shows for an order paid in the page: lines, totals, pickup time.
        order: expect.objectContaining({
          orderId: order!.id,
          orderNumber: `#${order!.dayNumber}`,
          paid: true,
          lines: [expect.objectContaining({ name: ctx.shop.classic.name, size: 'reg', quantity: 1, options: [] })],
          total: order!.totalAmount,
          pickupAsap: true,
          pickupAt: expect.any(String),
          trackingToken: order!.trackingToken,
        }),
      });
      // Verifying again changes nothing.
      expect((await verify(sessionId)).body).toEqual(verified.body);
      expect(await receiptsFor(ctx.server.database.db, order!.id)).toHaveLength(1);
    });

    it('says not paid, without an error, when the customer cancelled on the checkout page', async () => {
      const { body } = await startCheckout([line(ctx.shop.classic)]);
      const verified = await verify(sessionIdOf(body.url));
      expect(verified.status).toBe(200);
      expect(verified.body).toEqual({
        sessionId: sessionIdOf(body.url),
        paid: false,
        paymentStatus: 'awaiting_payment',
      });
    });

    it('records a payment the event did not deliver, reading it back from the provider', async () => {
      const sessionId = await startSession([line(ctx.shop.taro)]);
      await pay(sessionId, CARDS.succeeds);
      // As if the event had been lost: the order is put back to awaiting payment.
      await ctx.server.database.db
        .update(orders)
        .set({ paymentStatus: 'awaiting_payment', status: null, paidAt: null })
        .where(eq(orders.providerRef, sessionId));
      expect((await verify(sessionId)).body.paid).toBe(true);
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('refuses a missing session id with 400', async () => {
      const missing = await call(ctx.server, 'GET', '/api/verify-session');
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ error: 'Missing session_id.' });
      const empty = await call(ctx.server, 'GET', '/api/verify-session?session_id=');
      expect(empty.status).toBe(400);
    });

    it('answers 404 for an unknown session id and 400 for one that cannot be a session id', async () => {
      const unknown = await verify('cs_sbx_00000000000000000000000000000000');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ error: 'We could not find that checkout session.' });
      expect((await verify('../../etc/passwd')).status).toBe(400);
    });
  });
});
