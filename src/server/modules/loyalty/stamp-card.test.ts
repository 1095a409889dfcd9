/**
 * The stamp card through real HTTP on each database: paid cups earn stamps on the card of the order's address; the
 * data page's code unlocks the free drink, which takes a drink's REG price off and is spent with the paid order; two
 * checkouts racing for one reward cannot both have it; a wrong code and a used reward are refused; a refund takes the
 * stamps back; erasure deletes the card.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { REWARD_BUSY, REWARD_GONE } from '@domain/contracts/loyalty';
import { shopDate } from '@domain/opening-hours';
import { FREE_DRINK_LINE } from '@domain/pricing';
import { mailOutbox, orders, stampCards, stampEntries } from '../../db/schema';
import { call } from '../../test/build';
import { codeSentTo, privacyAccess } from '../../test/privacy-support';
import {
  CARDS,
  confirmCard,
  describeCheckoutShop,
  intentBody,
  line,
  newToken,
  payInPage,
  sessionIdOf,
} from '../../test/checkout-support';

await describeCheckoutShop('the stamp card on %s', { staff: true, invariant: true }, (ctx) => {
  const db = () => ctx.server.database.db;
  const address = (name: string) => `${name}-${newToken().slice(0, 8)}@example.com`;
  const stampsOf = async (email: string) =>
    (await db().select().from(stampCards).where(eq(stampCards.email, email)))[0]?.stamps ?? null;

  /** Nine REG Classic Milk Teas (£3.50 each): a full card. */
  const fillCard = (email: string) =>
    payInPage(ctx.server, { lines: [line(ctx.shop.classic, 9)], amount: 31.5, email: `  ${email.toUpperCase()} ` });

  const unlock = async (email: string) => {
    expect((await call(ctx.server, 'POST', '/api/stamp-card/code', { body: { email } })).status).toBe(202);
    const code = await codeSentTo(db(), email);
    const unlocked = await call(ctx.server, 'POST', '/api/stamp-card/unlock', { body: { email, code } });
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    return unlocked.body.rewardToken as string;
  };

  /** One LRG Taro Milk Tea (£4.60, REG £3.90) with the free drink: £0.70 to pay. */
  const freeTaro = (email: string, rewardToken: string) =>
    call(ctx.server, 'POST', '/api/create-payment-intent', {
      body: { ...intentBody({ lines: [line(ctx.shop.taro, 1, 'lrg')], amount: 0.7, email }), rewardToken },
    });

  it('earns a stamp per paid cup under the address, and the order page says a free drink is waiting', async () => {
    const email = address('earner');
    const paid = await fillCard(email);
    expect(await stampsOf(email)).toBe(9);
    const [order] = await db().select().from(orders).where(eq(orders.id, paid.orderId));
    const tracked = await call(ctx.server, 'GET', `/api/track/${order!.trackingToken}`);
    expect(tracked.body.stampCard).toEqual({ stamps: 9, of: 9, rewardsWaiting: 1 });
    const reward = await call(ctx.server, 'POST', '/api/stamp-card/reward', { body: { email } });
    expect(reward.body.rewardWaiting).toBe(true);
    await ctx.server.services.mailer.flush();
    const [receipt] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `receipt:${paid.orderId}`));
    expect(receipt!.text).toContain('Stamps: 9 of 9');
    expect(receipt!.text).toContain('A free drink is waiting for you.');
    expect(receipt!.text).toContain(`/order-again/${order!.trackingToken}`);
  });

  it('refuses a wrong code, then spends the reward once with the paid order and refuses it after', async () => {
    const email = address('redeemer');
    await fillCard(email);
    expect((await call(ctx.server, 'POST', '/api/stamp-card/code', { body: { email } })).status).toBe(202);
    const right = await codeSentTo(db(), email);
    const wrong = right === '000000' ? '111111' : '000000';
    const refused = await call(ctx.server, 'POST', '/api/stamp-card/unlock', { body: { email, code: wrong } });
    expect(refused.status).toBe(400);
    const unlocked = await call(ctx.server, 'POST', '/api/stamp-card/unlock', { body: { email, code: right } });
    const token = unlocked.body.rewardToken as string;

    const started = await freeTaro(email, token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.total).toBe(70);
    expect((await confirmCard(ctx.server, started.body, CARDS.succeeds)).status).toBe(200);

    const [order] = await db().select().from(orders).where(eq(orders.id, started.body.orderId));
    expect(order).toMatchObject({ paymentStatus: 'paid', subtotal: 460, discount: 0, freeDrink: 390, totalAmount: 70 });
    // The free drink earns no stamp: the card is back to 0.
    expect(await stampsOf(email)).toBe(0);
    const staffOrders = await call(ctx.server, 'GET', '/api/admin/orders', { headers: ctx.staff });
    const card = (staffOrders.body as { id: string; freeDrink: number }[]).find((o) => o.id == order!.id);
    expect(card?.freeDrink).toBe(390);
    await ctx.server.services.mailer.flush();
    const [receipt] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `receipt:${order!.id}`));
    expect(receipt!.text).toContain(`${FREE_DRINK_LINE}: -£3.90`);

    const again = await freeTaro(email, token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REWARD_GONE);

    // The sales report counts the reward and what it cost.
    const today = shopDate(new Date());
    const report = await call(ctx.server, 'GET', `/api/admin/reports?from=${today}&to=${today}`, {
      headers: ctx.staff,
    });
    expect(report.body.summary.freeDrinks.current).toBeGreaterThanOrEqual(1);
    expect(report.body.summary.freeDrinksCost.current % 390).toBe(0);
  });

  it('lets only one of two checkouts racing for one reward have it', async () => {
    const email = address('racer');
    await fillCard(email);
    const token = await unlock(email);
    const [a, b] = await Promise.all([freeTaro(email, token), freeTaro(email, token)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.error).toBe(REWARD_BUSY);
    const winner = a.status === 200 ? a : b;
    expect((await confirmCard(ctx.server, winner.body, CARDS.succeeds)).status).toBe(200);
    expect(await stampsOf(email)).toBe(0);
    const redeemed = await db().select().from(stampEntries).where(eq(stampEntries.email, email));
    expect(redeemed.filter((entry) => entry.kind === 'redeemed')).toHaveLength(1);
  });

  it('takes the free drink on the hosted checkout too: its page names it, and the paid order spends it', async () => {
    const email = address('hosted');
    await fillCard(email);
    const token = await unlock(email);
    const started = await call(ctx.server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [line(ctx.shop.taro, 1, 'lrg')], reward: { email, token } },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.total).toBe(70);
    const sessionId = sessionIdOf(started.body.url as string);
    const session = await call(ctx.server, 'GET', `/api/sandbox/checkout-sessions/${sessionId}`);
    expect(session.body.discount).toEqual({ amount: 390, promotions: [FREE_DRINK_LINE] });
    const paid = await call(ctx.server, 'POST', `/api/sandbox/checkout-sessions/${sessionId}/pay`, {
      body: { email, name: 'Hosted Regular', card: { number: CARDS.succeeds, expiry: '12/34', cvc: '123' } },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await stampsOf(email)).toBe(0);
  });

  it('keeps the reward when the payment fails', async () => {
    const email = address('declined');
    await fillCard(email);
    const token = await unlock(email);
    const started = await freeTaro(email, token);
    expect(started.status).toBe(200);
    expect((await confirmCard(ctx.server, started.body, CARDS.declined)).status).not.toBe(200);
    expect(await stampsOf(email)).toBe(9);
  });

  it('takes back the stamps of a refunded order', async () => {
    const email = address('refunded');
    const paid = await payInPage(ctx.server, { lines: [line(ctx.shop.classic, 3)], amount: 10.5, email });
    expect(await stampsOf(email)).toBe(3);
    const refunded = await call(ctx.server, 'POST', `/api/admin/orders/${paid.orderId}/refund`, { headers: ctx.staff });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(await stampsOf(email)).toBe(0);
  });

  it('shows the card on the data page and deletes it with the data', async () => {
    const email = address('eraser');
    await payInPage(ctx.server, { lines: [line(ctx.shop.classic, 2)], amount: 7, email });
    const { accessToken } = await privacyAccess(ctx.server, email);
    const headers = { authorization: `Bearer ${accessToken}` };
    const data = await call(ctx.server, 'GET', '/api/privacy/data', { headers });
    expect(data.body.stampCard).toEqual({ stamps: 2, of: 9, rewardsWaiting: 0 });
    expect((await call(ctx.server, 'DELETE', '/api/privacy/data', { headers })).status).toBe(200);
    expect(await stampsOf(email)).toBeNull();
  });
});
