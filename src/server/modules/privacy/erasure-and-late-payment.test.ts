/**
 * "a late payment event never puts the personal data back". The customer starts an in-page payment
 * (the order holds their name and e-mail while it awaits payment), erases their data on the data page, and only then
 * does the payment succeed. Everything goes through the real API and the real fulfilment.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orders, sandboxObjects } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { privacyAccess } from '../../test/privacy-support';
import { testDatabaseKinds } from '../../test/test-database';
import { CARDS, confirmCard, createIntent, line, useCheckoutShop, type Shop } from '../../test/checkout-support';

const kinds = await testDatabaseKinds();

describe.each(kinds)('erasure before a late payment on %s', (kind) => {
  let server: TestServer;
  let shop: Shop;
  useCheckoutShop(kind, (built) => ({ server, shop } = built));

  const accessTokenFor = async (email: string) => (await privacyAccess(server, email)).accessToken;

  it('keeps the order anonymous and sends no receipt when the payment succeeds after the erasure', async () => {
    const email = `late-${Date.now().toString(36)}@example.com`;
    const intent = await createIntent(server, { lines: [line(shop.classic, 2)], amount: 7, name: 'Late Payer', email });
    expect(intent.status).toBe(200);
    const [awaiting] = await server.database.db.select().from(orders).where(eq(orders.id, intent.body.orderId));
    expect(awaiting).toMatchObject({
      paymentStatus: 'awaiting_payment',
      customerEmail: email,
      customerName: 'Late Payer',
    });

    const token = await accessTokenFor(email);
    const erased = await call(server, 'DELETE', '/api/privacy/data', { headers: { authorization: `Bearer ${token}` } });
    expect(erased.body).toEqual({ message: 'Your data has been deleted.', anonymisedOrders: 1 });

    const paid = await confirmCard(server, intent.body, CARDS.succeeds);
    expect(paid.status).toBe(200);

    const [order] = await server.database.db.select().from(orders).where(eq(orders.id, intent.body.orderId));
    // The money is recorded (one paid order with the payment's amount), the person is not.
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
      totalAmount: 700,
      customerEmail: null,
      customerName: null,
    });
    expect(order!.anonymisedAt).toBeInstanceOf(Date);
    await server.services.mailer.flush();
    const mail = await server.database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.to} ilike ${`%${email}%`}`);
    expect(mail.filter((message) => !message.text.includes('Your code:'))).toEqual([]);

    // Nor does the sandbox provider's record of the payment name them.
    const [payment] = await server.database.db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.id, intent.body.paymentIntentId));
    expect(JSON.stringify(payment!.metadata)).not.toContain(email);

    // The data page finds nothing under the address.
    const again = await accessTokenFor(email);
    const view = await call(server, 'GET', '/api/privacy/data', { headers: { authorization: `Bearer ${again}` } });
    expect(view.body).toMatchObject({ orders: [], unpaidAttempts: 0 });
  });

  it('erases the name and e-mail a hosted checkout recorded, on the order and on the sandbox session', async () => {
    const email = `hosted-${Date.now().toString(36)}@example.com`;
    const session = await call(server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [line(shop.taro, 1)] },
    });
    expect(session.status).toBe(200);
    const sessionId = new URL(session.body.url).pathname.split('/').pop()!;
    const paid = await call(server, 'POST', `/api/sandbox/checkout-sessions/${sessionId}/pay`, {
      body: { email, name: 'Hosted Payer', card: { number: CARDS.succeeds, expiry: '12/34', cvc: '123' } },
    });
    expect(paid.status).toBe(200);
    const [before] = await server.database.db.select().from(orders).where(eq(orders.providerRef, sessionId));
    expect(before).toMatchObject({ paymentStatus: 'paid', customerEmail: email, customerName: 'Hosted Payer' });

    const token = await accessTokenFor(email);
    const view = await call(server, 'GET', '/api/privacy/data', { headers: { authorization: `Bearer ${token}` } });
    expect(view.body.orders).toHaveLength(1);
    expect(
      (await call(server, 'DELETE', '/api/privacy/data', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(200);

    const [after] = await server.database.db.select().from(orders).where(eq(orders.id, before!.id));
    expect(after).toMatchObject({
      paymentStatus: 'paid',
      totalAmount: before!.totalAmount,
      customerEmail: null,
      customerName: null,
    });
    const sandbox = await server.database.db.select().from(sandboxObjects);
    expect(sandbox.filter((row) => JSON.stringify(row.metadata).toLowerCase().includes(email))).toEqual([]);
    expect(sandbox.filter((row) => JSON.stringify(row.metadata).includes('Hosted Payer'))).toEqual([]);
  });
});
