/**
 * "a late payment event never puts the personal data back". The customer starts an in-page payment
 * (the order holds their name and e-mail while it awaits payment), erases their data on the data page, and only then
 * does the payment succeed. Everything goes through the real API and the real fulfilment.
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, orders, sandboxObjects } from '../../db/schema';
import { call } from '../../test/build';
import { privacyAccess } from '../../test/privacy-support';
import { CARDS, confirmCard, createIntent, describeCheckoutShop, line } from '../../test/checkout-support';

await describeCheckoutShop('erasure before a late payment on %s', {}, (ctx) => {
  const accessTokenFor = async (email: string) => (await privacyAccess(ctx.server, email)).accessToken;

  it('keeps the order anonymous and sends no receipt when the payment succeeds after the erasure', async () => {
    const email = `late-${Date.now().toString(36)}@example.com`;
    const intent = await createIntent(ctx.server, {
      lines: [line(ctx.shop.classic, 2)],
      amount: 7,
      name: 'Late Payer',
      email,
    });
    expect(intent.status).toBe(200);
    const [awaiting] = await ctx.server.database.db.select().from(orders).where(eq(orders.id, intent.body.orderId));
    expect(awaiting).toMatchObject({
      paymentStatus: 'awaiting_payment',
      customerEmail: email,
      customerName: 'Late Payer',
    });

    const token = await accessTokenFor(email);
    const erased = await call(ctx.server, 'DELETE', '/api/privacy/data', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(erased.body).toEqual({ message: 'Your data has been deleted.', anonymisedOrders: 1 });

    const paid = await confirmCard(ctx.server, intent.body, CARDS.succeeds);
    expect(paid.status).toBe(200);

    const [order] = await ctx.server.database.db.select().from(orders).where(eq(orders.id, intent.body.orderId));
    // The money is recorded (one paid order with the payment's amount), the person is not.
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
      totalAmount: 700,
      customerEmail: null,
      customerName: null,
    });
    expect(order!.anonymisedAt).toBeInstanceOf(Date);
    await ctx.server.services.mailer.flush();
    const mail = await ctx.server.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} ilike ${`%${email}%`}`);
    expect(mail.filter((message) => !message.text.includes('Your code:'))).toEqual([]);

    // Nor does the sandbox provider's record of the payment name them.
    const [payment] = await ctx.server.database.db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.id, intent.body.paymentIntentId));
    expect(JSON.stringify(payment!.metadata)).not.toContain(email);

    // The data page finds nothing under the address.
    const again = await accessTokenFor(email);
    const view = await call(ctx.server, 'GET', '/api/privacy/data', { headers: { authorization: `Bearer ${again}` } });
    expect(view.body).toMatchObject({ orders: [], unpaidAttempts: 0 });
  });

  it('erases the name and e-mail a hosted checkout recorded, on the order and on the sandbox session', async () => {
    const email = `hosted-${Date.now().toString(36)}@example.com`;
    const session = await call(ctx.server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [line(ctx.shop.taro, 1)] },
    });
    expect(session.status).toBe(200);
    const sessionId = new URL(session.body.url).pathname.split('/').pop()!;
    const paid = await call(ctx.server, 'POST', `/api/sandbox/checkout-sessions/${sessionId}/pay`, {
      body: { email, name: 'Hosted Payer', card: { number: CARDS.succeeds, expiry: '12/34', cvc: '123' } },
    });
    expect(paid.status).toBe(200);
    const [before] = await ctx.server.database.db.select().from(orders).where(eq(orders.providerRef, sessionId));
    expect(before).toMatchObject({ paymentStatus: 'paid', customerEmail: email, customerName: 'Hosted Payer' });

    const token = await accessTokenFor(email);
    const view = await call(ctx.server, 'GET', '/api/privacy/data', { headers: { authorization: `Bearer ${token}` } });
    expect(view.body.orders).toHaveLength(1);
    expect(
      (await call(ctx.server, 'DELETE', '/api/privacy/data', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);

    const [after] = await ctx.server.database.db.select().from(orders).where(eq(orders.id, before!.id));
    expect(after).toMatchObject({
      paymentStatus: 'paid',
      totalAmount: before!.totalAmount,
      customerEmail: null,
      customerName: null,
    });
    const sandbox = await ctx.server.database.db.select().from(sandboxObjects);
    expect(sandbox.filter((row) => JSON.stringify(row.metadata).toLowerCase().includes(email))).toEqual([]);
    expect(sandbox.filter((row) => JSON.stringify(row.metadata).includes('Hosted Payer'))).toEqual([]);
  });
});
