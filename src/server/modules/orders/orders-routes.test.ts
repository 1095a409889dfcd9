import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import { makePaidOrder } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer } from '../../test/server-fixtures';
import { openStream } from '../../test/event-stream';
import { dayNumberOf, line, makeShop, payInPage, sandboxEvents, sandboxEventsAbout } from '../../test/checkout-support';
import { PaymentProviderError } from '../payments';

const kinds = await testDatabaseKinds();

describe.each(kinds)('staff orders API on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;

  const as = (method: string, path: string, body?: unknown) => call(server, method, path, { body, headers });
  const mailTo = (to: string) => server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  useStaffServer(kind, (built) => ({ server, staff: headers } = built), { email: 'counter@pearl.example' });

  describe('GET /api/admin/orders', () => {
    let listed: Record<string, string>;
    beforeAll(async () => {
      const db = server.database.db;
      await db.delete(orders);
      const at = (minutes: number) => new Date(Date.UTC(2026, 0, 10, 12, minutes, 30));
      listed = {
        cheap: (
          await makePaidOrder(db, { customerName: 'Bea Bubble', customerEmail: 'bea@example.com', createdAt: at(1) }, [
            { name: 'Taro Milk Tea', size: 'reg', quantity: 1, unitPrice: 300 },
          ])
        ).id,
        dear: (
          await makePaidOrder(
            db,
            { customerName: 'Carl 100% Tea', customerEmail: 'carl@example.com', createdAt: at(2) },
            [{ name: 'Mango Slush', size: 'lrg', quantity: 3, unitPrice: 450 }],
          )
        ).id,
        refunded: (
          await makePaidOrder(db, {
            customerName: 'Dee',
            customerEmail: 'dee@example.com',
            createdAt: at(3),
            status: 'refunded',
            paymentStatus: 'refunded',
          })
        ).id,
      };
      // Never customer orders: unpaid attempts and admin test payments.
      await makePaidOrder(db, {
        paymentStatus: 'awaiting_payment',
        status: null,
        paidAt: null,
        customerEmail: 'waiting@example.com',
      });
      await makePaidOrder(db, { paymentStatus: 'failed', status: null, paidAt: null });
      await makePaidOrder(db, { paymentStatus: 'cancelled', status: null, paidAt: null });
      await makePaidOrder(db, { isTest: true, customerEmail: 'test-payment@example.com' });
    });

    it('lists paid customer orders, newest first, with their lines', async () => {
      const { status, body } = await as('GET', '/api/admin/orders');
      expect(status).toBe(200);
      expect(body.map((o: { id: string }) => o.id)).toEqual([listed.refunded, listed.dear, listed.cheap]);
      expect(body[1]).toEqual({
        id: listed.dear,
        number: listed.dear!.slice(0, 8),
        // Written straight to the table rather than paid: no number for the day.
        dayNumber: null,
        customerName: 'Carl 100% Tea',
        customerEmail: 'carl@example.com',
        totalAmount: 1350,
        freeDrink: 0,
        testPayment: true,
        channel: 'online',
        items: [{ name: 'Mango Slush', size: 'lrg', quantity: 3 }],
        status: 'pending',
        paymentStatus: 'paid',
        prepTime: null,
        readyAt: null,
        pickupAt: null,
        pickupAsap: true,
        paidDuringPause: false,
        paidForClosedDay: false,
        paymentMethod: null,
        dispute: null,
        watching: false,
        createdAt: '2026-01-10T12:02:30.000Z',
        paidAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    });

    it.each([
      ['oldest', ['cheap', 'dear', 'refunded']],
      ['highest', ['dear', 'cheap', 'refunded']],
      ['lowest', ['refunded', 'cheap', 'dear']],
    ])('sorts %s first', async (sort, expected) => {
      const { body } = await as('GET', `/api/admin/orders?sort=${sort}`);
      const totals = body.map((o: { id: string }) => Object.entries(listed).find(([, id]) => id === o.id)![0]);
      if (sort === 'lowest' || sort === 'highest') {
        const amounts = body.map((o: { totalAmount: number }) => o.totalAmount);
        expect(amounts).toEqual([...amounts].sort((a, b) => (sort === 'lowest' ? a - b : b - a)));
      } else {
        expect(totals).toEqual(expected);
      }
    });

    it('filters paid and refunded orders', async () => {
      expect((await as('GET', '/api/admin/orders?status=paid')).body.map((o: { id: string }) => o.id)).toEqual([
        listed.dear,
        listed.cheap,
      ]);
      expect((await as('GET', '/api/admin/orders?status=refunded')).body.map((o: { id: string }) => o.id)).toEqual([
        listed.refunded,
      ]);
    });

    it('searches customer e-mail and name, ignoring case, taking % literally', async () => {
      expect((await as('GET', '/api/admin/orders?q=BEA')).body.map((o: { id: string }) => o.id)).toEqual([
        listed.cheap,
      ]);
      expect((await as('GET', '/api/admin/orders?q=carl%40example')).body.map((o: { id: string }) => o.id)).toEqual([
        listed.dear,
      ]);
      expect(
        (await as('GET', `/api/admin/orders?q=${encodeURIComponent('100%')}`)).body.map((o: { id: string }) => o.id),
      ).toEqual([listed.dear]);
      expect(
        (await as('GET', `/api/admin/orders?q=${encodeURIComponent('%')}`)).body.map((o: { id: string }) => o.id),
      ).toEqual([listed.dear]);
      expect((await as('GET', '/api/admin/orders?q=nobody')).body).toEqual([]);
    });

    it('refuses an unknown sort or filter', async () => {
      expect((await as('GET', '/api/admin/orders?sort=cheapest')).status).toBe(400);
      expect((await as('GET', '/api/admin/orders?status=pending')).status).toBe(400);
    });
  });

  describe('GET /api/admin/orders/:id', () => {
    it('answers one customer order, and 404 for an unpaid attempt or a test payment', async () => {
      const paid = await makePaidOrder(server.database.db);
      expect((await as('GET', `/api/admin/orders/${paid.id}`)).body.id).toBe(paid.id);
      const unpaid = await makePaidOrder(server.database.db, {
        paymentStatus: 'awaiting_payment',
        status: null,
        paidAt: null,
      });
      expect((await as('GET', `/api/admin/orders/${unpaid.id}`)).status).toBe(404);
      const test = await makePaidOrder(server.database.db, { isTest: true });
      expect((await as('GET', `/api/admin/orders/${test.id}`)).status).toBe(404);
      expect((await as('GET', '/api/admin/orders/not-an-id')).status).toBe(404);
    });
  });

  describe('POST /api/admin/orders/:id/confirm', () => {
    it('confirms a pending order and e-mails the customer the prep time, escaping what they typed', async () => {
      const order = await makePaidOrder(server.database.db, {
        customerName: '<img src=x onerror=alert(1)>',
        customerEmail: 'eve@example.com',
      });
      const { status, body } = await as('POST', `/api/admin/orders/${order.id}/confirm`, { prepTime: 10 });
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'confirmed', prepTime: 10 });
      expect(new Date(body.readyAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
      const [mail] = await mailTo('eve@example.com');
      expect(mail).toMatchObject({ subject: `Your Pearl order ${order.id.slice(0, 8)} is confirmed` });
      expect(mail!.text).toContain('It will be ready in about 10 minutes, around ');
      expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail!.html).not.toContain('<img');
    });

    it('uses the prep time already set when none is sent, and can confirm without one', async () => {
      const withPrep = await makePaidOrder(server.database.db, { prepTime: 7 });
      expect((await as('POST', `/api/admin/orders/${withPrep.id}/confirm`)).body).toMatchObject({
        status: 'confirmed',
        prepTime: 7,
      });
      const without = await makePaidOrder(server.database.db, { customerEmail: 'nopreptime@example.com' });
      expect((await as('POST', `/api/admin/orders/${without.id}/confirm`, {})).body).toMatchObject({
        status: 'confirmed',
        prepTime: null,
        readyAt: null,
      });
      expect((await mailTo('nopreptime@example.com'))[0]!.text).toContain(
        'We will have it ready for you as soon as we can.',
      );
    });

    it('confirms only a pending order, once', async () => {
      const order = await makePaidOrder(server.database.db, { customerEmail: 'once@example.com' });
      await as('POST', `/api/admin/orders/${order.id}/confirm`, { prepTime: 5 });
      const again = await as('POST', `/api/admin/orders/${order.id}/confirm`, { prepTime: 5 });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('Only a pending order can be confirmed; this one is confirmed.');
      expect(await mailTo('once@example.com')).toHaveLength(1);
    });

    it('refuses a negative or fractional prep time', async () => {
      const order = await makePaidOrder(server.database.db);
      expect((await as('POST', `/api/admin/orders/${order.id}/confirm`, { prepTime: -1 })).status).toBe(400);
      expect((await as('POST', `/api/admin/orders/${order.id}/confirm`, { prepTime: 2.5 })).status).toBe(400);
      expect((await as('GET', `/api/admin/orders/${order.id}`)).body.status).toBe('pending');
    });
  });

  describe('PUT /api/admin/orders/:id/prep-time', () => {
    it('sets the prep time while pending, and moves the ready time while confirmed', async () => {
      const order = await makePaidOrder(server.database.db);
      const pending = await as('PUT', `/api/admin/orders/${order.id}/prep-time`, { prepTime: 0 });
      expect(pending.body).toMatchObject({ prepTime: 0, readyAt: null, status: 'pending' });
      await as('POST', `/api/admin/orders/${order.id}/confirm`);
      const confirmed = await as('PUT', `/api/admin/orders/${order.id}/prep-time`, { prepTime: 25 });
      expect(confirmed.body).toMatchObject({ prepTime: 25, status: 'confirmed' });
      expect(new Date(confirmed.body.readyAt).getTime() - Date.now()).toBeGreaterThan(24 * 60_000);
    });

    it.each([[-1], [1.5], ['10'], [null], [100_000]])('refuses %j', async (prepTime) => {
      const order = await makePaidOrder(server.database.db);
      const { status, body } = await as('PUT', `/api/admin/orders/${order.id}/prep-time`, { prepTime });
      expect(status).toBe(400);
      expect(body.error).toMatch(/Prep time/);
    });

    it('refuses a change once the order is completed', async () => {
      const order = await makePaidOrder(server.database.db, { status: 'completed' });
      const { status, body } = await as('PUT', `/api/admin/orders/${order.id}/prep-time`, { prepTime: 5 });
      expect(status).toBe(409);
      expect(body.error).toBe(
        'Prep time can be changed only while an order is pending or confirmed; this one is completed.',
      );
    });
  });

  describe('POST /api/admin/orders/:id/complete', () => {
    it('completes a pending or confirmed order, once', async () => {
      const pending = await makePaidOrder(server.database.db);
      expect((await as('POST', `/api/admin/orders/${pending.id}/complete`)).body.status).toBe('completed');
      const again = await as('POST', `/api/admin/orders/${pending.id}/complete`);
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('This order is already completed.');
      const confirmed = await makePaidOrder(server.database.db, { status: 'confirmed' });
      expect((await as('POST', `/api/admin/orders/${confirmed.id}/complete`)).body.status).toBe('completed');
    });
  });

  describe('POST /api/admin/orders/:id/refund', () => {
    /** Two classic milk teas (£7.00) a customer of this address paid in-page: an order with a payment to refund. */
    const paidTwoTeas = async (email: string) =>
      payInPage(server, { lines: [line((await makeShop(server.database.db)).classic, 2)], amount: 7, email });
    /** The provider's refund events for one payment. */
    const refundsOf = async (paymentIntentId: string) =>
      (await sandboxEvents(server.database.db, 'charge.refunded')).filter(
        (event) => event.data.object.payment_intent === paymentIntentId,
      );

    it('refunds the whole payment through the provider, once, and tells the customer', async () => {
      const paid = await paidTwoTeas('refund-me@example.com');
      await as('POST', `/api/admin/orders/${paid.orderId}/complete`);
      const { status, body } = await as('POST', `/api/admin/orders/${paid.orderId}/refund`);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
      const refundEvents = await refundsOf(paid.paymentIntentId);
      expect(refundEvents).toHaveLength(1);
      expect(refundEvents[0]!.data.object.amount_refunded).toBe(700);
      const told = (await mailTo('refund-me@example.com')).filter((mail) => mail.subject.includes('refunded'));
      expect(told.map((mail) => mail.subject)).toEqual([
        `Your Pearl order ${await dayNumberOf(server.database.db, paid.orderId)} has been refunded`,
      ]);
      expect(told[0]!.text).toContain('We have refunded £7.00');

      // A repeated refund answers success with the refund already made, and refunds nothing more.
      const again = await as('POST', `/api/admin/orders/${paid.orderId}/refund`);
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body).toMatchObject({ id: paid.orderId, status: 'refunded', paymentStatus: 'refunded' });
      expect(await refundsOf(paid.paymentIntentId)).toHaveLength(1);
      // The factory-made orders of this file have no sandbox payment, so the invariant is checked for this one.
      const [intent] = await sandboxEventsAbout(server.database.db, 'payment_intent.succeeded', paid.paymentIntentId);
      expect(intent!.data.object.amount).toBe(body.totalAmount);
    });

    it('answers 10 concurrent refunds of one order with success and makes exactly one refund', async () => {
      const paid = await paidTwoTeas('refund-ten@example.com');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => as('POST', `/api/admin/orders/${paid.orderId}/refund`)),
      );
      for (const answer of answers) {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
      }
      const refunds = await refundsOf(paid.paymentIntentId);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]!.data.object.amount_refunded).toBe(700);
      const history = (await as('GET', `/api/admin/orders/${paid.orderId}/history`)).body;
      expect(history.filter((entry: { action: string }) => entry.action === 'order.refund')).toHaveLength(1);
      expect((await mailTo('refund-ten@example.com')).filter((mail) => mail.subject.includes('refunded'))).toHaveLength(
        1,
      );
    });

    it('refuses to confirm or complete a refunded order, and keeps it refunded (a refund is final)', async () => {
      const refunded = await makePaidOrder(server.database.db, { status: 'refunded', paymentStatus: 'refunded' });
      const completing = await as('POST', `/api/admin/orders/${refunded.id}/complete`);
      expect(completing.status).toBe(409);
      expect(completing.body.error).toBe('This order has been refunded, so it cannot be completed. A refund is final.');
      const confirming = await as('POST', `/api/admin/orders/${refunded.id}/confirm`);
      expect(confirming.status).toBe(409);
      expect(confirming.body.error).toBe('This order has been refunded, so it cannot be confirmed. A refund is final.');
      // Refunded by the provider's event (payment refunded) while the counter status was still pending.
      const byProvider = await makePaidOrder(server.database.db, { status: 'pending', paymentStatus: 'refunded' });
      expect((await as('POST', `/api/admin/orders/${byProvider.id}/complete`)).status).toBe(409);
      for (const id of [refunded.id, byProvider.id]) {
        expect((await as('GET', `/api/admin/orders/${id}`)).body).toMatchObject({ paymentStatus: 'refunded' });
      }
      expect((await as('GET', `/api/admin/orders/${refunded.id}`)).body.status).toBe('refunded');
    });

    it('leaves the order as it was when the provider refuses, and says why', async () => {
      const { payments } = server.services;
      const real = payments.refund;
      payments.refund = async () => {
        throw new PaymentProviderError('The card issuer is not answering.');
      };
      try {
        const order = await makePaidOrder(server.database.db);
        const { status, body } = await as('POST', `/api/admin/orders/${order.id}/refund`);
        expect(status).toBe(402);
        expect(body.error).toBe('The refund did not go through: The card issuer is not answering.');
        expect((await as('GET', `/api/admin/orders/${order.id}`)).body).toMatchObject({
          status: 'pending',
          paymentStatus: 'paid',
        });
        expect(
          (await as('GET', `/api/admin/orders/${order.id}/history`)).body.map((e: { action: string }) => e.action),
        ).toEqual(['order.paid']);
      } finally {
        payments.refund = real;
      }
    });

    it('refuses an order with no recorded payment', async () => {
      const order = await makePaidOrder(server.database.db, { providerPaymentId: null });
      const { status, body } = await as('POST', `/api/admin/orders/${order.id}/refund`);
      expect(status).toBe(409);
      expect(body.error).toMatch(/no recorded payment/);
    });
  });

  describe('GET /api/admin/orders/:id/history', () => {
    it('shows the payment, then who did what and when', async () => {
      const order = await makePaidOrder(server.database.db);
      await as('PUT', `/api/admin/orders/${order.id}/prep-time`, { prepTime: 8 });
      await as('POST', `/api/admin/orders/${order.id}/confirm`);
      await as('POST', `/api/admin/orders/${order.id}/complete`);
      const { status, body } = await as('GET', `/api/admin/orders/${order.id}/history`);
      expect(status).toBe(200);
      expect(body.map((entry: { action: string }) => entry.action)).toEqual([
        'order.paid',
        'order.prep_time',
        'order.confirm',
        'order.complete',
      ]);
      expect(body[1]).toMatchObject({ actorEmail: 'counter@pearl.example', details: { from: null, to: 8 } });
      expect(body[2]).toMatchObject({
        actorEmail: 'counter@pearl.example',
        details: { from: 'pending', to: 'confirmed', prepTime: 8, notified: true },
      });
      for (const entry of body) expect(Date.parse(entry.at)).not.toBeNaN();
    });
  });

  describe('GET /api/admin/orders/stream', () => {
    it('relays every order event to a signed-in admin', async () => {
      const stream = await openStream(`${server.url}/api/admin/orders/stream`, { cookie: headers.cookie! });
      expect(stream.response.headers.get('content-type')).toContain('text/event-stream');
      await stream.untilReceived('event: ready');
      const order = await makePaidOrder(server.database.db);
      await server.services.live.publish('orders', { orderId: order.id, event: 'paid' });
      await stream.untilReceived(`"orderId":"${order.id}","event":"paid"`);
      await as('POST', `/api/admin/orders/${order.id}/confirm`);
      await stream.untilReceived(`"orderId":"${order.id}","event":"confirmed"`);
      stream.close();
    });
  });
});
