/**
 * A checkout keeps neither the price nor the availability of the moment it started. A price raised,
 * a drink sold out or removed, a promotion ended, or 30 minutes gone by after the payment was started: the payment
 * is not taken, the customer is told in words, and the next checkout starts from the refreshed basket. A payment that
 * succeeds nonetheless is still recorded.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_EXPIRED, PRICES_CHANGED } from '@domain/contracts/checkout';
import { orders, products, promotions, sandboxObjects } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { testDatabaseKinds } from '../../test/test-database';
import {
  CARDS,
  confirmCard,
  createIntent,
  deliverSandboxEvent,
  expectPaymentInvariant,
  line,
  makeShop,
  newToken,
  orderRow,
  paymentSucceededEvent,
  sessionIdOf,
} from '../../test/checkout-support';

const kinds = await testDatabaseKinds();

describe.each(kinds)('a checkout started before the menu changed, on %s', (kind) => {
  let server: TestServer;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await buildTestServer({ kind });
  });
  afterAll(async () => {
    await expectPaymentInvariant(server.database.db);
    await server.close();
  });

  async function started(lines: unknown[], amount: number, checkoutToken = newToken()) {
    const created = await createIntent(server, { lines, amount, checkoutToken });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body as { orderId: string; paymentIntentId: string; clientSecret: string; receiptToken: string };
  }
  const intentRow = async (id: string) =>
    (await db().select().from(sandboxObjects).where(eq(sandboxObjects.id, id)))[0]!;
  const recheck = (orderId: string, receiptToken: string) =>
    call(server, 'POST', '/api/checkout/recheck', { body: { orderId }, headers: { 'x-receipt-token': receiptToken } });

  it('refuses the card payment when a price rose after the payment started, and says so in words', async () => {
    const shop = await makeShop(db());
    const intent = await started([line(shop.classic, 1)], 3.5);
    await db().update(products).set({ priceReg: 999 }).where(eq(products.id, shop.classic.id));

    const confirmed = await confirmCard(server, intent, CARDS.succeeds);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body.error).toBe(PRICES_CHANGED);
    expect(PRICES_CHANGED).toBe('Prices have changed since you started checkout — please review your basket');
    // Nothing taken: the intent is cancelled and so is the order, by the one fulfilment path.
    expect((await intentRow(intent.paymentIntentId)).status).toBe('canceled');
    expect(await orderRow(db(), intent.orderId)).toMatchObject({ paymentStatus: 'cancelled' });
    expect((await confirmCard(server, intent, CARDS.succeeds)).status).toBe(409);

    // The refreshed basket pays at today's price.
    const again = await started([line({ ...shop.classic, priceReg: 999 }, 1)], 9.99);
    expect(again.orderId).not.toBe(intent.orderId);
    expect((await confirmCard(server, again, CARDS.succeeds)).status).toBe(200);
    expect(await orderRow(db(), again.orderId)).toMatchObject({ paymentStatus: 'paid', totalAmount: 999 });
  });

  it('refuses the card payment when a drink was sold out or removed after the payment started', async () => {
    const shop = await makeShop(db());
    const soldOut = await started([line(shop.taro, 1)], 3.9);
    await db().update(products).set({ soldOut: true }).where(eq(products.id, shop.taro.id));
    const answer = await confirmCard(server, soldOut, CARDS.succeeds);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(PRICES_CHANGED);

    const removed = await started([line(shop.classic, 1)], 3.5);
    await db().delete(products).where(eq(products.id, shop.classic.id));
    expect((await confirmCard(server, removed, CARDS.succeeds)).body.error).toBe(PRICES_CHANGED);
    for (const { orderId } of [soldOut, removed])
      expect(await orderRow(db(), orderId)).toMatchObject({ paymentStatus: 'cancelled' });
  });

  it('refuses the card payment when the promotion it was priced with has ended', async () => {
    const shop = await makeShop(db());
    const intent = await started([line(shop.mango, 2, 'lrg')], 8);
    await db().update(promotions).set({ active: false }).where(eq(promotions.category, shop.mango.category));
    expect((await confirmCard(server, intent, CARDS.succeeds)).body.error).toBe(PRICES_CHANGED);
  });

  it('refuses a card payment started more than 30 minutes ago, and the same basket starts a new checkout', async () => {
    const shop = await makeShop(db());
    const token = newToken();
    const intent = await started([line(shop.classic, 1)], 3.5, token);
    const thirtyOneMinutesAgo = new Date(Date.now() - 31 * 60_000);
    await db().update(orders).set({ createdAt: thirtyOneMinutesAgo }).where(eq(orders.id, intent.orderId));

    const answer = await confirmCard(server, intent, CARDS.succeeds);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(CHECKOUT_EXPIRED);
    expect(await orderRow(db(), intent.orderId)).toMatchObject({ paymentStatus: 'cancelled' });

    const again = await started([line(shop.classic, 1)], 3.5, token);
    expect(again.orderId).not.toBe(intent.orderId);
    expect((await confirmCard(server, again, CARDS.succeeds)).status).toBe(200);
  });

  it('does not hand out an unpaid checkout older than 30 minutes again, even before anyone tried to pay it', async () => {
    const shop = await makeShop(db());
    const token = newToken();
    const first = await started([line(shop.classic, 1)], 3.5, token);
    await db()
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.id, first.orderId));
    const second = await started([line(shop.classic, 1)], 3.5, token);
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
  });

  describe('POST /api/checkout/recheck (called by the browser right before Stripe.js confirms the card)', () => {
    it('answers ok while nothing changed, and 409 with the words (the payment cancelled) once a price changed', async () => {
      const shop = await makeShop(db());
      const intent = await started([line(shop.classic, 2)], 7);
      const ok = await recheck(intent.orderId, intent.receiptToken);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body).toEqual({ ok: true, total: 700 });

      await db().update(products).set({ priceReg: 400 }).where(eq(products.id, shop.classic.id));
      const changed = await recheck(intent.orderId, intent.receiptToken);
      expect(changed.status).toBe(409);
      expect(changed.body.error).toBe(PRICES_CHANGED);
      expect((await intentRow(intent.paymentIntentId)).status).toBe('canceled');
      expect(await orderRow(db(), intent.orderId)).toMatchObject({ paymentStatus: 'cancelled' });
    });

    it('tells nobody but the paying browser anything', async () => {
      const shop = await makeShop(db());
      const intent = await started([line(shop.classic, 1)], 3.5);
      expect((await recheck(intent.orderId, 'not-the-token')).status).toBe(404);
      expect((await recheck('not-an-order', intent.receiptToken)).status).toBe(404);
    });
  });

  it('still records a payment that succeeded at the provider after the checkout was refused (never lose a paid order)', async () => {
    const shop = await makeShop(db());
    const intent = await started([line(shop.classic, 1)], 3.5);
    await db().update(products).set({ priceReg: 500 }).where(eq(products.id, shop.classic.id));
    expect((await recheck(intent.orderId, intent.receiptToken)).status).toBe(409);
    // The provider took the money anyway (Stripe.js confirmed before the cancel landed): its event still counts.
    await db().update(sandboxObjects).set({ status: 'succeeded' }).where(eq(sandboxObjects.id, intent.paymentIntentId));
    const event = paymentSucceededEvent(`evt_late_${newToken()}`, intent.paymentIntentId, 350, {
      orderId: intent.orderId,
    });
    const delivered = await deliverSandboxEvent(server, event);
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(await orderRow(db(), intent.orderId)).toMatchObject({ paymentStatus: 'paid', totalAmount: 350 });
  });

  describe('hosted checkout', () => {
    const pay = (sessionId: string) =>
      call(server, 'POST', `/api/sandbox/checkout-sessions/${sessionId}/pay`, {
        body: { email: 'bea@example.com', name: 'Bea', card: { number: CARDS.succeeds, expiry: '12/34', cvc: '123' } },
      });

    it('refuses Pay when a price changed after the session opened, and the session is over', async () => {
      const shop = await makeShop(db());
      const { body } = await call(server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(shop.classic, 1)] },
      });
      const sessionId = sessionIdOf(body.url);
      await db().update(products).set({ priceReg: 999 }).where(eq(products.id, shop.classic.id));
      const answer = await pay(sessionId);
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe(PRICES_CHANGED);
      expect((await call(server, 'GET', `/api/sandbox/checkout-sessions/${sessionId}`)).body.status).toBe('expired');
      const verified = await call(server, 'GET', `/api/verify-session?session_id=${sessionId}`);
      expect(verified.body).toMatchObject({ paid: false, paymentStatus: 'cancelled' });
    });

    it('opens sessions for 30 minutes, not 24 hours', async () => {
      const shop = await makeShop(db());
      const { body } = await call(server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(shop.classic, 1)] },
      });
      const row = await intentRow(sessionIdOf(body.url));
      const lifetime = (row.metadata as { expiresAt: number }).expiresAt - Date.now();
      expect(lifetime).toBeGreaterThan(29 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(31 * 60_000);
    });
  });
});
