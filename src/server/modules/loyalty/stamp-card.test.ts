/**
 * The stamp card through real HTTP on each database: paid cups earn stamps on the card of the order's address; the
 * data page's code unlocks the free drink, which takes a drink's REG price off and is spent with the paid order (paid
 * by card, by a wallet, or on the hosted checkout); two checkouts racing for one reward cannot both have it; a wrong
 * code, a used reward and a reward unlocked for another address are refused; a refund takes the stamps back; erasure
 * deletes the card.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { REWARD_BUSY, REWARD_GONE, REWARD_OTHER_ADDRESS } from '@domain/contracts/loyalty';
import { shopDate } from '@domain/opening-hours';
import { FREE_DRINK_LINE } from '@domain/pricing';
import { mailOutbox, orders, stampEntries } from '../../db/schema';
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
import { stampCardReads } from '../../test/stamp-card-support';

await describeCheckoutShop('the stamp card on %s', { staff: true, invariant: true }, (ctx) => {
  const db = () => ctx.server.database.db;
  const { address, stampsOf } = stampCardReads(ctx);

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
    expect(reward.body).toMatchObject({ stampCardOn: true });
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

  /** The same LRG Taro Milk Tea paid with a wallet: created at confirm with the wallet's e-mail. */
  const walletTaro = (email: string, rewardToken: string, total = 70) =>
    call(ctx.server, 'POST', '/api/checkout/create-at-confirm', {
      body: {
        total,
        cartItems: [line(ctx.shop.taro, 1, 'lrg')],
        name: 'Wallet Regular',
        email,
        checkoutToken: newToken(),
        rewardToken,
      },
    });
  const payWithWallet = (started: { paymentIntentId: string; clientSecret: string }) =>
    call(ctx.server, 'POST', `/api/sandbox/payment-intents/${started.paymentIntentId}/wallet`, {
      body: { clientSecret: started.clientSecret },
    });

  it('takes the free drink with a wallet: priced by the server, spent once with the paid order', async () => {
    const email = address('wallet');
    await fillCard(email);
    const token = await unlock(email);
    // The wallet sheet showed the full price: the server's total with the free drink is the answer.
    const stale = await walletTaro(email, token, 460);
    expect(stale.status).toBe(409);
    expect(stale.body.total).toBe(70);
    // Created but not paid: nothing is spent.
    const started = await walletTaro(email.toUpperCase(), token);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ amount: 70, total: 70 });
    expect(await stampsOf(email)).toBe(9);

    expect((await payWithWallet(started.body)).status).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, started.body.orderId));
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'test_wallet',
      freeDrink: 390,
      totalAmount: 70,
    });
    expect(await stampsOf(email)).toBe(0);
    const again = await walletTaro(email, token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REWARD_GONE);
  });

  it('refuses a wallet whose e-mail is not the address the free drink was unlocked for, and a made-up token', async () => {
    const owner = address('owner');
    await fillCard(owner);
    const token = await unlock(owner);
    // Another address with a full card of its own: the owner's token still does not unlock it.
    const other = address('other');
    await fillCard(other);
    const foreign = await walletTaro(other, token);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error).toBe(REWARD_OTHER_ADDRESS);
    const madeUp = await walletTaro(owner, newToken());
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.error).toBe('The free drink could not be unlocked. Please ask for a new code.');
    expect([await stampsOf(owner), await stampsOf(other)]).toEqual([9, 9]);
    // The owner's own wallet still has it.
    expect((await walletTaro(owner, token)).status).toBe(200);
  });

  it('lets only one of two wallets racing for one reward have it', async () => {
    const email = address('wallet-racer');
    await fillCard(email);
    const token = await unlock(email);
    const [a, b] = await Promise.all([walletTaro(email, token), walletTaro(email, token)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((a.status === 409 ? a : b).body.error).toBe(REWARD_BUSY);
    expect((await payWithWallet((a.status === 200 ? a : b).body)).status).toBe(200);
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
    // The checkout is for the free drink's address: the page shows it, and paying with another is refused.
    expect(session.body).toMatchObject({ customerEmail: email, emailFixed: true });
    const card = { number: CARDS.succeeds, expiry: '12/34', cvc: '123' };
    const otherAddress = await call(ctx.server, 'POST', `/api/sandbox/checkout-sessions/${sessionId}/pay`, {
      body: { email: address('someone-else'), name: 'Hosted Regular', card },
    });
    expect(otherAddress.status).toBe(400);
    expect(otherAddress.body.error).toBe(`This checkout is for ${email}. Pay with that e-mail address.`);
    expect(await stampsOf(email)).toBe(9);
    const paid = await call(ctx.server, 'POST', `/api/sandbox/checkout-sessions/${sessionId}/pay`, {
      body: { email: email.toUpperCase(), name: 'Hosted Regular', card },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await stampsOf(email)).toBe(0);
    const [order] = await db().select().from(orders).where(eq(orders.providerRef, sessionId));
    expect(order).toMatchObject({ paymentStatus: 'paid', freeDrink: 390, totalAmount: 70 });
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
