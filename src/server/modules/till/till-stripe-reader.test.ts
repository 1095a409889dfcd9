/**
 * The till with Stripe Terminal (the Stripe stand-in, on each database): an Owner registers a reader at the shop's
 * Terminal location on /admin/payments; Charge sends the sale's one payment intent (card_present) to it, however often
 * it is pressed; in test mode a test card is handed to the simulated reader; a declined card leaves the sale unpaid
 * with Stripe's message, and the paid event, delivered twice, pays it once.
 */
import { expect, it } from 'vitest';
import { call } from '../../test/build';
import { line, newToken, orderRow } from '../../test/checkout-support';
import { deliverStripeEvent, describeStripeShop, stripeEvent } from '../../test/stripe-shop';

await describeStripeShop(
  'the till’s card reader with Stripe Terminal on %s',
  (ctx) => {
    const post = (path: string, body: unknown = {}) =>
      call(ctx.server, 'POST', path, { body, headers: ctx.staff.headers });

    it('registers a reader, charges one payment on it, and records the card from Stripe’s events once', async () => {
      const registered = await post('/api/admin/payments/readers', {
        registrationCode: 'simulated-wpe',
        label: 'Counter',
      });
      expect(registered.status, JSON.stringify(registered.body)).toBe(200);
      expect(registered.body).toMatchObject({ provider: 'stripe', testCards: true, readers: [{ label: 'Counter' }] });
      const readerId = registered.body.readers[0].id as string;
      const listed = await call(ctx.server, 'GET', '/api/admin/till/readers', { headers: ctx.staff.headers });
      expect(listed.body.readers.map((reader: { id: string }) => reader.id)).toEqual([readerId]);

      const sale = await post('/api/admin/till/sales', { saleKey: newToken(), cartItems: [line(ctx.shop.taro, 1)] });
      const orderId = sale.body.orderId as string;
      expect((await post(`/api/admin/till/sales/${orderId}/charge`)).status).toBe(400);
      const [first, second] = await Promise.all([
        post(`/api/admin/till/sales/${orderId}/charge`, { readerId }),
        post(`/api/admin/till/sales/${orderId}/charge`, { readerId }),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const intents = [...ctx.standIn.paymentIntents.values()].filter((intent) => {
        const metadata = intent.metadata as Record<string, string>;
        return metadata.orderId === orderId;
      });
      expect(intents).toHaveLength(1);
      const intent = intents[0]!;
      expect(intent.payment_method_types).toEqual(['card_present']);
      expect(ctx.standIn.readers.get(readerId)!.action).toMatchObject({
        process_payment_intent: { payment_intent: intent.id },
      });

      // Declined on the simulated reader: Stripe's event says so, and the till reads the reader's message.
      await post(`/api/admin/till/sales/${orderId}/sandbox-reader`, { card: '4000 0000 0000 0002', readerId });
      await deliverStripeEvent(ctx.server, stripeEvent('payment_intent.payment_failed', intent));
      const declined = await call(ctx.server, 'GET', `/api/admin/till/sales/${orderId}`, {
        headers: ctx.staff.headers,
      });
      expect(declined.body).toMatchObject({ paid: false, cardMessage: 'Your card was declined.' });

      // Try again, 4242: the paid event, delivered twice, pays the order once.
      await post(`/api/admin/till/sales/${orderId}/charge`, { readerId });
      await post(`/api/admin/till/sales/${orderId}/sandbox-reader`, { card: '4242 4242 4242 4242', readerId });
      const paidEvent = stripeEvent('payment_intent.succeeded', ctx.standIn.paymentIntents.get(String(intent.id))!);
      const outcomes = [];
      for (let i = 0; i < 2; i++) outcomes.push((await deliverStripeEvent(ctx.server, paidEvent)).body.outcome);
      expect(outcomes).toEqual(['paid', 'duplicate']);
      const paid = await call(ctx.server, 'GET', `/api/admin/till/sales/${orderId}`, { headers: ctx.staff.headers });
      expect(paid.body).toMatchObject({ paid: true, cardMessage: null });
      expect(await orderRow(ctx.server.database.db, orderId)).toMatchObject({
        channel: 'counter',
        paymentStatus: 'paid',
      });
    });
  },
  { STRIPE_TERMINAL_LOCATION: 'tml_pearl_counter' },
);
