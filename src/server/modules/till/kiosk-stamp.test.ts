/**
 * The stamp card at the self-order kiosk, through real HTTP on each database: the customer types the counter code
 * from their order page; the kiosk shows "Stamps: N of 9" and whether a free drink waits (never the card's address);
 * the kiosk's order then earns on that card and, with its free drink, is priced with it by the server and holds the
 * reward, spent exactly once when the card on the reader pays, as at the till. Wrong codes are refused, then throttled.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { COUNTER_CODE_THROTTLED, COUNTER_CODE_UNKNOWN } from '@domain/stamp-code';
import { orders, stampEntries } from '../../db/schema';
import { call } from '../../test/build';
import { describeCheckoutShop, line, newToken, payInPage } from '../../test/checkout-support';
import { makeSession, makeUser } from '../../test/factories';
import { stampCardReads } from '../../test/stamp-card-support';
import { DEVICE_COOKIE } from '../accounts';
import { WRONG_CODES_PER_MINUTE } from './till-stamp-card';

await describeCheckoutShop('the stamp card at the kiosk on %s', { staff: true, invariant: true }, (ctx) => {
  const db = () => ctx.server.database.db;
  const { address, stampsOf } = stampCardReads(ctx);
  const redeemedBy = (orderId: string) =>
    db()
      .select()
      .from(stampEntries)
      .where(and(eq(stampEntries.orderId, orderId), eq(stampEntries.kind, 'redeemed')));

  /** A counter device a Manager signed in and switched to kiosk mode; its calls, made with its cookie. */
  async function kioskTablet() {
    const manager = (await makeSession(db(), await makeUser(db(), { role: 'manager' }))).headers;
    const made = await call(ctx.server, 'POST', '/api/admin/counter-devices', {
      body: { name: `Kiosk ${newToken().slice(0, 6)}` },
      headers: manager,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const set = made.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!;
    const cookie = set.split(';')[0]!;
    const again = (await makeSession(db(), await makeUser(db(), { role: 'manager' }))).headers;
    const switched = await call(ctx.server, 'PUT', `/api/admin/counter-devices/${made.body.id}/mode`, {
      body: { mode: 'kiosk' },
      headers: again,
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(204);
    return (path: string, body: unknown = {}) => call(ctx.server, 'POST', path, { headers: { cookie }, body });
  }

  /** Nine REG Classic Milk Teas (£3.50 each) paid online: a full card, and the code its order page shows. */
  async function fullCard(name: string) {
    const email = address(name);
    const paid = await payInPage(ctx.server, { lines: [line(ctx.shop.classic, 9)], amount: 31.5, email });
    const [order] = await db().select().from(orders).where(eq(orders.id, paid.orderId));
    const tracked = await call(ctx.server, 'GET', `/api/track/${order!.trackingToken}`);
    return { email, code: (tracked.body as { stampCode: { code: string } }).stampCode.code };
  }

  it('looks the card up by the typed code, without its address, and only for a kiosk', async () => {
    const kiosk = await kioskTablet();
    const { email, code } = await fullCard('kiosk-lookup');
    // Typed on the kiosk's keyboard in lower case, without the hyphen.
    const found = await kiosk('/api/kiosk/stamp-card', { code: code.replace('-', '').toLowerCase() });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body).toMatchObject({ code, stamps: 9, of: 9, rewardsWaiting: 1 });
    expect(JSON.stringify(found.body), 'the address stays on the server').not.toContain(email);

    const stranger = await call(ctx.server, 'POST', '/api/kiosk/stamp-card', { body: { code } });
    expect(stranger.status).toBe(401);
  });

  it('prices a kiosk order with the free drink, holds the reward, and spends it once when the card pays', async () => {
    const kiosk = await kioskTablet();
    const { email, code } = await fullCard('kiosk-spender');
    const body = { saleKey: newToken(), cartItems: [line(ctx.shop.classic, 2)], stampCode: code, freeDrink: true };
    const placed = await kiosk('/api/kiosk/orders', body);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    // Two £3.50 teas, one of them free.
    expect(placed.body).toMatchObject({ total: 350, paid: false });
    expect(JSON.stringify(placed.body)).not.toContain(email);
    const orderId = placed.body.orderId as string;
    expect((await kiosk('/api/kiosk/orders', body)).body.orderId, 'Pay pressed again: the same order').toBe(orderId);

    // Held: the same reward at the till is refused while the kiosk's customer pays.
    const till = await call(ctx.server, 'POST', '/api/admin/till/sales', {
      body: { ...body, saleKey: newToken(), cash: { tendered: 350 } },
      headers: ctx.staff,
    });
    expect(till.status).toBe(409);

    const tap = () =>
      kiosk(`/api/kiosk/orders/${orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' }).then((answer) => {
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body;
      });
    expect(await tap()).toMatchObject({ paid: true, total: 350 });
    await tap();
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ channel: 'kiosk', freeDrink: 350, totalAmount: 350, customerEmail: email });
    expect(await redeemedBy(orderId), 'one reward spent').toHaveLength(1);
    // 9 − 9 for the free drink + 1 for the cup paid for.
    expect(await stampsOf(email)).toBe(1);
    const tracked = await call(ctx.server, 'GET', `/api/track/${order!.trackingToken}`);
    expect(tracked.body).toMatchObject({ freeDrink: 350, total: 350, stampCard: { stamps: 1, of: 9 } });
  });

  it('lets the free drink go when the customer leaves the reader, so their next order may use it', async () => {
    const kiosk = await kioskTablet();
    const { code } = await fullCard('kiosk-changed-mind');
    const body = () => ({
      saleKey: newToken(),
      cartItems: [line(ctx.shop.classic, 2)],
      stampCode: code,
      freeDrink: true,
    });
    const first = await kiosk('/api/kiosk/orders', body());
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((await kiosk(`/api/kiosk/orders/${first.body.orderId}/charge`)).status).toBe(200);
    // Change my order: the card stopped, the payment cancelled.
    const stopped = await kiosk(`/api/kiosk/orders/${first.body.orderId}/stop-card`);
    expect(stopped.body).toMatchObject({ paid: false });
    const next = await kiosk('/api/kiosk/orders', body());
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body).toMatchObject({ total: 350, paid: false });
    const paid = await kiosk(`/api/kiosk/orders/${next.body.orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });
    expect(paid.body).toMatchObject({ paid: true });
    expect(await redeemedBy(next.body.orderId)).toHaveLength(1);
    expect(await redeemedBy(first.body.orderId)).toHaveLength(0);
  });

  it('earns on the card without the free drink, and refuses a free drink without a card', async () => {
    const kiosk = await kioskTablet();
    const { email, code } = await fullCard('kiosk-earner');
    const earning = await kiosk('/api/kiosk/orders', {
      saleKey: newToken(),
      cartItems: [line(ctx.shop.classic, 2)],
      stampCode: code,
    });
    expect(earning.body).toMatchObject({ total: 700, paid: false });
    await kiosk(`/api/kiosk/orders/${earning.body.orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });
    expect(await stampsOf(email)).toBe(11);
    expect(await redeemedBy(earning.body.orderId)).toHaveLength(0);

    const noCard = await kiosk('/api/kiosk/orders', {
      saleKey: newToken(),
      cartItems: [line(ctx.shop.classic, 1)],
      freeDrink: true,
    });
    expect(noCard.status).toBe(400);
  });

  it('refuses a wrong code, then throttles the lookup and the order from there for the minute', async () => {
    const kiosk = await kioskTablet();
    const { code } = await fullCard('kiosk-guessed');
    const wrong = code.startsWith('Z') ? 'YYYY-YYYY' : 'ZZZZ-ZZZZ';
    let refused = 0;
    for (let i = 0; i <= WRONG_CODES_PER_MINUTE; i++) {
      const answer = await kiosk('/api/kiosk/stamp-card', { code: wrong });
      if (answer.status === 429) break;
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(COUNTER_CODE_UNKNOWN);
      refused++;
    }
    expect(refused).toBe(WRONG_CODES_PER_MINUTE);
    const throttled = await kiosk('/api/kiosk/stamp-card', { code });
    expect(throttled.status).toBe(429);
    expect(throttled.body.error).toBe(COUNTER_CODE_THROTTLED);
    const order = await kiosk('/api/kiosk/orders', {
      saleKey: newToken(),
      cartItems: [line(ctx.shop.classic, 2)],
      stampCode: code,
      freeDrink: true,
    });
    expect(order.status).toBe(429);
  });
});
