/**
 * The kiosk with Stripe Terminal (the Stripe stand-in, on each database): a kiosk with no reader set offers only Pay at
 * the counter, and refuses a card; once a Manager sets the reader beside it on Counter devices, Pay by card sends the
 * order's one payment intent (card_present) to that reader, however often it is pressed, and Stripe's paid event,
 * delivered twice, pays the kiosk order once. When the customer walks away from the reader, the reader's action is
 * cancelled and so is the payment intent; asked twice it changes nothing, and a card that paid first is never undone.
 * In Stripe's test mode the kiosk offers test cards for the simulated reader; in live mode it offers none and refuses
 * one.
 */
import { expect, it } from 'vitest';
import { call } from '../../test/build';
import { line, newToken, orderRow } from '../../test/checkout-support';
import { makeSession, makeUser } from '../../test/factories';
import { deliverStripeEvent, describeStripeShop, stripeEvent, type StripeShop } from '../../test/stripe-shop';
import { DEVICE_COOKIE } from '../accounts';

/** A tablet made a kiosk with a newly registered reader beside it; its calls with its device cookie. */
async function kioskBesideReader(ctx: StripeShop, name: string) {
  const db = ctx.server.database.db;
  const registered = await call(ctx.server, 'POST', '/api/admin/payments/readers', {
    body: { registrationCode: 'simulated-wpe', label: name },
    headers: ctx.staff.headers,
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const readerId = registered.body.readers.at(-1).id as string;
  const setUp = await makeSession(db, await makeUser(db, { role: 'manager' }));
  const device = await call(ctx.server, 'POST', '/api/admin/counter-devices', {
    body: { name },
    headers: setUp.headers,
  });
  const cookie = device.headers
    .getSetCookie()
    .find((header) => header.startsWith(`${DEVICE_COOKIE}=`))!
    .split(';')[0]!;
  const mode = await call(ctx.server, 'PUT', `/api/admin/counter-devices/${device.body.id}/mode`, {
    body: { mode: 'kiosk', readerId },
    headers: ctx.staff.headers,
  });
  expect(mode.status).toBe(204);
  const kiosk = (path: string, body: unknown = {}) => call(ctx.server, 'POST', path, { headers: { cookie }, body });
  const state = () => call(ctx.server, 'GET', '/api/kiosk', { headers: { cookie } });
  return { readerId, kiosk, state };
}

await describeStripeShop(
  'the kiosk’s card reader with Stripe Terminal on %s',
  (ctx) => {
    it('charges the reader set beside the kiosk, and records the card from Stripe’s events once', async () => {
      const db = ctx.server.database.db;
      const post = (path: string, body: unknown = {}) =>
        call(ctx.server, 'POST', path, { body, headers: ctx.staff.headers });
      const registered = await post('/api/admin/payments/readers', {
        registrationCode: 'simulated-wpe',
        label: 'Door',
      });
      const readerId = registered.body.readers[0].id as string;

      const setUp = await makeSession(db, await makeUser(db, { role: 'manager' }));
      const device = await call(ctx.server, 'POST', '/api/admin/counter-devices', {
        body: { name: 'Door kiosk' },
        headers: setUp.headers,
      });
      const token = device.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!
        .split(';')[0]!;
      const kiosk = (method: string, path: string, body?: unknown) =>
        call(ctx.server, method, path, { headers: { cookie: token }, ...(body === undefined ? {} : { body }) });
      const mode = (body: unknown) =>
        call(ctx.server, 'PUT', `/api/admin/counter-devices/${device.body.id}/mode`, {
          body,
          headers: ctx.staff.headers,
        });
      expect((await mode({ mode: 'kiosk' })).status).toBe(204);

      // No reader beside it yet: Pay at the counter only.
      expect((await kiosk('GET', '/api/kiosk')).body).toEqual({
        device: { name: 'Door kiosk' },
        cards: 'none',
        testCards: false,
      });
      const placed = await kiosk('POST', '/api/kiosk/orders', {
        saleKey: newToken(),
        cartItems: [line(ctx.shop.taro, 1)],
      });
      const orderId = placed.body.orderId as string;
      const refused = await kiosk('POST', `/api/kiosk/orders/${orderId}/charge`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('This kiosk has no card reader: please pay at the counter.');

      expect((await mode({ mode: 'kiosk', readerId })).status).toBe(204);
      // Stripe's test mode: the kiosk offers test cards for Stripe's simulated reader.
      expect((await kiosk('GET', '/api/kiosk')).body).toMatchObject({ cards: 'stripe', testCards: true });
      const [first, second] = await Promise.all([
        kiosk('POST', `/api/kiosk/orders/${orderId}/charge`),
        kiosk('POST', `/api/kiosk/orders/${orderId}/charge`),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const intents = [...ctx.standIn.paymentIntents.values()].filter(
        (intent) => (intent.metadata as Record<string, string>).orderId === orderId,
      );
      expect(intents).toHaveLength(1);
      expect(intents[0]!.payment_method_types).toEqual(['card_present']);
      expect((intents[0]!.metadata as Record<string, string>).channel).toBe('kiosk');
      expect(ctx.standIn.readers.get(readerId)!.action).toMatchObject({
        process_payment_intent: { payment_intent: intents[0]!.id },
      });

      // The card on the reader: Stripe's paid event, delivered twice, pays it once.
      await kiosk('POST', `/api/kiosk/orders/${orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });
      const paidEvent = stripeEvent(
        'payment_intent.succeeded',
        ctx.standIn.paymentIntents.get(String(intents[0]!.id))!,
      );
      const outcomes = [];
      for (let i = 0; i < 2; i++) outcomes.push((await deliverStripeEvent(ctx.server, paidEvent)).body.outcome);
      expect(outcomes).toEqual(['paid', 'duplicate']);
      expect((await kiosk('GET', `/api/kiosk/orders/${orderId}`)).body).toMatchObject({ paid: true, atCounter: false });
      expect(await orderRow(db, orderId)).toMatchObject({ channel: 'kiosk', paymentStatus: 'paid' });
    });

    it('cancels the reader and the payment when the customer walks away, and never undoes a card that paid', async () => {
      const db = ctx.server.database.db;
      const { readerId, kiosk } = await kioskBesideReader(ctx, 'Window kiosk');
      const charged = async () => {
        const placed = await kiosk('/api/kiosk/orders', { saleKey: newToken(), cartItems: [line(ctx.shop.taro, 1)] });
        const orderId = placed.body.orderId as string;
        expect((await kiosk(`/api/kiosk/orders/${orderId}/charge`)).status).toBe(200);
        const intentId = String(
          [...ctx.standIn.paymentIntents.values()].find(
            (intent) => (intent.metadata as Record<string, string>).orderId === orderId,
          )!.id,
        );
        return { orderId, intentId };
      };
      const reader = () => ctx.standIn.readers.get(readerId)!;

      // Waiting for the card: Start over clears the reader and cancels the payment intent; again, nothing changes.
      const left = await charged();
      expect(reader().action).toMatchObject({ process_payment_intent: { payment_intent: left.intentId } });
      for (let i = 0; i < 2; i++) {
        const stopped = await kiosk(`/api/kiosk/orders/${left.orderId}/stop-card`);
        expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
        expect(stopped.body).toMatchObject({ paid: false, orderNumber: null });
        expect(reader().action).toBeNull();
        expect(ctx.standIn.paymentIntents.get(left.intentId)!.status).toBe('canceled');
      }
      const cancels = ctx.standIn.requests.filter((request) => request.path.endsWith(`/${readerId}/cancel_action`));
      expect(cancels).toHaveLength(2);
      // A card presented now finds nothing to pay.
      const late = await kiosk(`/api/kiosk/orders/${left.orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });
      expect(late.status).not.toBe(200);
      expect(await orderRow(db, left.orderId)).toMatchObject({ paymentStatus: 'awaiting_payment', dayNumber: null });

      // The card paid on the reader just before Start over (Stripe's event not here yet): it stands, and is recorded.
      const won = await charged();
      await kiosk(`/api/kiosk/orders/${won.orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });
      const stopped = await kiosk(`/api/kiosk/orders/${won.orderId}/stop-card`);
      expect(stopped.body).toMatchObject({ paid: true, orderNumber: expect.stringMatching(/^#\d+$/) });
      expect(ctx.standIn.paymentIntents.get(won.intentId)!.status).toBe('succeeded');
      const paidEvent = stripeEvent('payment_intent.succeeded', ctx.standIn.paymentIntents.get(won.intentId)!);
      // Stripe's event comes after: the order is paid already, once.
      expect((await deliverStripeEvent(ctx.server, paidEvent)).body.outcome).toBe('already_paid');
      expect(await orderRow(db, won.orderId)).toMatchObject({ paymentStatus: 'paid' });
    });
  },
  { STRIPE_TERMINAL_LOCATION: 'tml_pearl_counter' },
);

await describeStripeShop(
  'the kiosk’s card reader in Stripe’s live mode on %s',
  (ctx) => {
    it('offers no test cards, and refuses one handed to the reader', async () => {
      const { kiosk, state } = await kioskBesideReader(ctx, 'Live kiosk');
      expect((await state()).body).toEqual({ device: { name: 'Live kiosk' }, cards: 'stripe', testCards: false });
      const placed = await kiosk('/api/kiosk/orders', { saleKey: newToken(), cartItems: [line(ctx.shop.taro, 1)] });
      const orderId = placed.body.orderId as string;
      expect((await kiosk(`/api/kiosk/orders/${orderId}/charge`)).status).toBe(200);
      const tapped = await kiosk(`/api/kiosk/orders/${orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });
      expect(tapped.status).toBe(400);
      expect(tapped.body.error).toBe('Test cards are tapped only in test mode.');
      expect(await orderRow(ctx.server.database.db, orderId)).toMatchObject({ paymentStatus: 'awaiting_payment' });
      // Stopped as the customer leaves, so the invariant finds no payment taken.
      expect((await kiosk(`/api/kiosk/orders/${orderId}/stop-card`)).body).toMatchObject({ paid: false });
    });
  },
  { STRIPE_TERMINAL_LOCATION: 'tml_pearl_counter', STRIPE_SECRET_KEY: 'sk_live_pearl' },
);
