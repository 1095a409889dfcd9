/**
 * The Stripe path of wallets and of what happens at Stripe outside Pearl, against the Stripe stand-in with the real
 * `stripe` client, on both databases: a wallet's payment created at confirm (the intent takes the methods the account
 * enables), the charge telling how it was paid, a dispute opened and closed, and a refund made in Stripe's Dashboard.
 * Each event replayed five times has one effect.
 */
import { and, eq, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { shopDate } from '@domain/opening-hours';
import { mailOutbox, orders } from '../../db/schema';
import { call } from '../../test/build';
import { line, newToken, orderRow } from '../../test/checkout-support';
import { deliverStripeEvent, describeStripeShop, stripeEvent } from '../../test/stripe-shop';
import { registerPaymentDomain } from './payment-domains';

await describeStripeShop('wallets and events from outside Pearl at Stripe on %s', (ctx) => {
  const deliver = (type: string, object: object, id: string) =>
    deliverStripeEvent(ctx.server, stripeEvent(type, object, id));
  /** The same event delivered five times (Stripe retrying): the outcomes in order. */
  const fiveTimes = async (type: string, object: object) => {
    const id = `evt_${newToken()}`;
    const outcomes = [];
    for (let i = 0; i < 5; i++) {
      const answer = await deliver(type, object, id);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      outcomes.push(answer.body.outcome);
    }
    return outcomes;
  };
  const charge = (paymentIntentId: string, amount: number, extra: object = {}) => ({
    id: `ch_${paymentIntentId}`,
    object: 'charge',
    amount,
    currency: 'gbp',
    status: 'succeeded',
    paid: true,
    payment_intent: paymentIntentId,
    metadata: {},
    payment_method_details: {
      type: 'card',
      card: { brand: 'visa', last4: '4242', wallet: { type: 'apple_pay', apple_pay: {} } },
    },
    ...extra,
  });

  /** A wallet payment as Stripe.js makes it: created at confirm, then paid, then its charge and payment events. */
  async function payWithApplePay(email = `wallet-${newToken()}@example.com`) {
    const before = await ctx.server.database.db.select().from(orders).where(eq(orders.customerEmail, email));
    expect(before).toHaveLength(0);
    const created = await call(ctx.server, 'POST', '/api/checkout/create-at-confirm', {
      body: {
        total: 800,
        cartItems: [line(ctx.shop.mango, 2, 'lrg')],
        name: 'Apple Wallet',
        email,
        checkoutToken: newToken(),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const intent = ctx.standIn.succeed(created.body.paymentIntentId);
    expect(await fiveTimes('charge.succeeded', charge(String(intent.id), 800))).toEqual([
      'method_recorded',
      ...Array(4).fill('duplicate'),
    ]);
    expect((await fiveTimes('payment_intent.succeeded', intent))[0]).toBe('paid');
    return created.body as { orderId: string; paymentIntentId: string };
  }

  it('creates the payment intent only at confirm, for the methods the account enables, and keeps how it was paid', async () => {
    const paid = await payWithApplePay();
    const request = ctx.standIn.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.params.get('metadata[orderId]') === paid.orderId,
    )!;
    expect(request.idempotencyKey).toBe(`pearl-order-${paid.orderId}-payment`);
    expect(request.params.get('amount')).toBe('800');
    expect(request.params.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(await orderRow(ctx.server.database.db, paid.orderId)).toMatchObject({
      paymentStatus: 'paid',
      customerName: 'Apple Wallet',
      paymentMethod: 'apple_pay',
      paymentMethodDetail: 'Visa •••• 4242',
    });
    const list = await call(ctx.server, 'GET', '/api/admin/orders', { headers: ctx.staff.headers });
    const card = (list.body as Array<Record<string, unknown>>).find((row) => row.id === paid.orderId);
    expect(card).toMatchObject({ paymentMethod: 'Apple Pay (Visa •••• 4242)', dispute: null });
  });

  it('marks a disputed order once with its reason and due date, e-mails the admins once, and records the close', async () => {
    const paid = await payWithApplePay();
    const due = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
    const dispute = disputeOf(paid.paymentIntentId, 'product_not_received', due);
    expect(await fiveTimes('charge.dispute.created', dispute)).toEqual(['disputed', ...Array(4).fill('duplicate')]);
    const row = await orderRow(ctx.server.database.db, paid.orderId);
    expect(row).toMatchObject({ disputeStatus: 'open', disputeReason: 'product_not_received' });
    expect(row.disputeEvidenceDue?.getTime()).toBe(due * 1000);
    const mails = await ctx.server.database.db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.dedupeKey, `dispute:${paid.orderId}:%`), eq(mailOutbox.to, ctx.staff.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Reason: Product not received');

    const list = await call(ctx.server, 'GET', '/api/admin/orders', { headers: ctx.staff.headers });
    const card = (list.body as Array<Record<string, unknown>>).find((r) => r.id === paid.orderId);
    expect(card).toMatchObject({
      dispute: { status: 'open', reason: 'Product not received', evidenceDue: new Date(due * 1000).toISOString() },
    });

    expect(await fiveTimes('charge.dispute.closed', { ...dispute, status: 'lost' })).toEqual([
      'dispute_closed',
      ...Array(4).fill('duplicate'),
    ]);
    expect(await orderRow(ctx.server.database.db, paid.orderId)).toMatchObject({ disputeStatus: 'lost' });
  });

  it('opens a dispute whose evidence due date is out of range with 200 and no date, rather than failing for ever', async () => {
    // Seconds past any date a database or a Date holds, before 1970, or past the year 9999.
    for (const due of [1e15, 8e12, -1e14, 253402300800, 1.5]) {
      const paid = await payWithApplePay();
      const dispute = disputeOf(paid.paymentIntentId, 'fraudulent', due);
      const answer = await deliver('charge.dispute.created', dispute, `evt_${newToken()}`);
      expect(answer.status, `due_by ${due}: ${JSON.stringify(answer.body)}`).toBe(200);
      expect(answer.body.outcome).toBe('disputed');
      expect(await orderRow(ctx.server.database.db, paid.orderId)).toMatchObject({
        disputeStatus: 'open',
        disputeReason: 'fraudulent',
        disputeEvidenceDue: null,
      });
    }
  });

  it('makes an order refunded in Stripe’s Dashboard refunded once, in the report’s refunds too', async () => {
    const today = shopDate(new Date());
    const report = async () =>
      (await call(ctx.server, 'GET', `/api/admin/reports?from=${today}&to=${today}`, { headers: ctx.staff.headers }))
        .body.summary.refunds.current as number;
    const refundsBefore = await report();
    const paid = await payWithApplePay();
    const refunded = charge(paid.paymentIntentId, 800, { amount_refunded: 800, refunded: true });
    expect(await fiveTimes('charge.refunded', refunded)).toEqual(['refunded', ...Array(4).fill('duplicate')]);
    const row = await orderRow(ctx.server.database.db, paid.orderId);
    expect(row).toMatchObject({ paymentStatus: 'refunded', status: 'refunded' });
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(await report()).toBe(refundsBefore + 800);

    // A second refund event (another id) for the same payment changes nothing either.
    expect(await fiveTimes('charge.refunded', refunded)).toEqual(['no_change', ...Array(4).fill('duplicate')]);
    expect(await report()).toBe(refundsBefore + 800);
  });

  it('registers the shop’s host for the wallets once, and the Payments section shows each wallet’s status', async () => {
    const host = new URL(ctx.server.services.config.publicUrl).hostname;
    const status = () => call(ctx.server, 'GET', '/api/admin/payments', { headers: ctx.staff.headers });
    expect((await call(ctx.server, 'GET', '/api/admin/payments')).status).toBe(401);
    const before = await status();
    expect(before.body).toMatchObject({ provider: 'stripe', mode: 'test', domain: host });
    expect(before.body.wallets.map((w: { status: string }) => w.status)).toEqual(Array(3).fill('not_registered'));

    const settings = { secretKey: 'sk_test_pearl', apiBase: ctx.standIn.url };
    expect(await registerPaymentDomain(settings, host)).toEqual([
      { wallet: 'Apple Pay', status: 'active', message: null },
      { wallet: 'Google Pay', status: 'active', message: null },
      { wallet: 'Link', status: 'active', message: null },
    ]);
    // Run again: checked again at Stripe, not registered twice.
    await registerPaymentDomain(settings, host);
    expect([...ctx.standIn.domains.values()].filter((d) => d.domain_name === host)).toHaveLength(1);
    expect(ctx.standIn.requests.some((r) => r.path.endsWith('/validate'))).toBe(true);
    expect((await status()).body.wallets.map((w: { status: string }) => w.status)).toEqual(Array(3).fill('active'));
  });
});

/** A Stripe dispute of a payment, as its charge.dispute.* events carry it, with its evidence due at `due` (seconds). */
function disputeOf(paymentIntentId: string, reason: string, due: number) {
  return {
    id: `du_${newToken()}`,
    object: 'dispute',
    amount: 800,
    currency: 'gbp',
    charge: `ch_${paymentIntentId}`,
    payment_intent: paymentIntentId,
    reason,
    status: 'needs_response',
    evidence_details: { due_by: due },
    metadata: {},
  };
}
