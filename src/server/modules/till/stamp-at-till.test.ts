/**
 * The stamp card spent at the till, through real HTTP on each database. The customer's order page shows their card's
 * counter code and its QR; the till looks the code up ("Stamps: 9 of 9", a free drink waiting) and rings the sale up
 * with it: the card's address earns and gets the receipt, and with the free drink one drink's REG price comes off, as
 * online. The till's order holds the reward as a checkout does, so the reward is spent exactly once (however often
 * Complete reaches the server, and when the reader's card pays), a second till or an online checkout is told it is in use (409), an abandoned sale
 * spends nothing, and wrong codes are refused and then throttled.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { REWARD_BUSY, REWARD_GONE } from '@domain/contracts/loyalty';
import { COUNTER_CODE_THROTTLED, COUNTER_CODE_UNKNOWN } from '@domain/stamp-code';
import { orders, stampEntries } from '../../db/schema';
import { call } from '../../test/build';
import { codeSentTo } from '../../test/privacy-support';
import { describeCheckoutShop, intentBody, line, newToken, payInPage } from '../../test/checkout-support';
import { stampCardReads } from '../../test/stamp-card-support';
import { CARD_OR_EMAIL, FREE_DRINK_NEEDS_CARD, WRONG_CODES_PER_MINUTE } from './till-stamp-card';

await describeCheckoutShop('the stamp card at the till on %s', { staff: true, invariant: true }, (ctx) => {
  const db = () => ctx.server.database.db;
  const { address, stampsOf } = stampCardReads(ctx);
  const ringUp = (body: Record<string, unknown>) =>
    call(ctx.server, 'POST', '/api/admin/till/sales', { body, headers: ctx.staff });
  const lookUp = (code: string) =>
    call(ctx.server, 'POST', '/api/admin/till/stamp-card', { body: { code }, headers: ctx.staff });
  const redeemedBy = (orderId: string) =>
    db()
      .select()
      .from(stampEntries)
      .where(and(eq(stampEntries.orderId, orderId), eq(stampEntries.kind, 'redeemed')));

  /** Nine REG Classic Milk Teas (£3.50 each) paid online: a full card. Its order page as the customer opens it. */
  async function fullCard(name: string) {
    const email = address(name);
    const paid = await payInPage(ctx.server, { lines: [line(ctx.shop.classic, 9)], amount: 31.5, email });
    const [order] = await db().select().from(orders).where(eq(orders.id, paid.orderId));
    const page = async () => {
      const tracked = await call(ctx.server, 'GET', `/api/track/${order!.trackingToken}`);
      expect(tracked.status).toBe(200);
      return tracked.body as { stampCard: unknown; stampCode: { code: string; qr: { size: number; path: string } } };
    };
    return { email, page, code: (await page()).stampCode.code };
  }

  /** Two REG Classic Milk Teas with the card's free drink: £3.50 to pay. */
  const freeClassic = (code: string, extra: Record<string, unknown> = {}) => ({
    saleKey: newToken(),
    cartItems: [line(ctx.shop.classic, 2)],
    stampCode: code,
    freeDrink: true,
    ...extra,
  });

  it('shows the card’s code and its QR on the order page, and the till reads the card by it', async () => {
    const { email, page, code } = await fullCard('shown');
    const shown = await page();
    expect(shown.stampCard).toEqual({ stamps: 9, of: 9, rewardsWaiting: 1 });
    expect(shown.stampCode.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(shown.stampCode.code, 'the same code on every visit').toBe(code);
    expect(shown.stampCode.qr.size).toBe(21);
    expect(shown.stampCode.qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);

    // Typed in lower case without its hyphen, as a barista might.
    const found = await lookUp(code.replace('-', '').toLowerCase());
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body).toMatchObject({ code, stamps: 9, of: 9, rewardsWaiting: 1 });
    expect(JSON.stringify(found.body), 'the address stays on the server').not.toContain(email);
  });

  it('spends the free drink once however often Complete reaches the server, and the card earns and gets a new code', async () => {
    const { email, page, code } = await fullCard('spender');
    const body = freeClassic(code, { cash: { tendered: 500 } });
    // Pressed twice at once, then once more after the first answer was lost.
    const [a, b] = await Promise.all([ringUp(body), ringUp(body)]);
    const c = await ringUp(body);
    for (const answer of [a, b, c]) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(new Set([a.body.orderId, b.body.orderId, c.body.orderId]).size).toBe(1);
    expect(c.body).toMatchObject({ total: 350, paid: true, change: 150, paymentMethod: 'Cash' });

    const orderId = a.body.orderId as string;
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ channel: 'counter', freeDrink: 350, totalAmount: 350, customerEmail: email });
    expect(await redeemedBy(orderId)).toHaveLength(1);
    // 9 − 9 for the free drink + 1 for the cup paid for.
    expect(await stampsOf(email)).toBe(1);
    const tracked = await call(ctx.server, 'GET', `/api/track/${order!.trackingToken}`);
    expect(tracked.body).toMatchObject({ freeDrink: 350, total: 350, stampCard: { stamps: 1, of: 9 } });

    // The code shown at the counter spent a reward: it names the card no more, and the order page shows a new one.
    expect((await lookUp(code)).status).toBe(404);
    const next = (await page()).stampCode.code;
    expect(next).not.toBe(code);
    expect((await lookUp(next)).body).toMatchObject({ stamps: 1, rewardsWaiting: 0 });
  });

  it('of two tills using one reward, the second is told it is in use; once paid, it is gone', async () => {
    const { email, code } = await fullCard('two-tills');
    // Till A rings up for the card reader: its order holds the reward while the customer finds their card.
    const first = await ringUp(freeClassic(code));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ total: 350, paid: false });

    const secondBody = freeClassic(code, { cash: { tendered: 350 } });
    const second = await ringUp(secondBody);
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(REWARD_BUSY);
    const recorded = await db().select().from(orders).where(eq(orders.customerEmail, email));
    expect(recorded, 'the refused sale recorded no order').toHaveLength(2);

    // An online checkout for the same card is refused alike.
    expect((await call(ctx.server, 'POST', '/api/stamp-card/code', { body: { email } })).status).toBe(202);
    const unlocked = await call(ctx.server, 'POST', '/api/stamp-card/unlock', {
      body: { email, code: await codeSentTo(db(), email) },
    });
    const online = await call(ctx.server, 'POST', '/api/create-payment-intent', {
      body: {
        ...intentBody({ lines: [line(ctx.shop.classic, 2)], amount: 3.5, email }),
        rewardToken: unlocked.body.rewardToken,
      },
    });
    expect(online.status).toBe(409);
    expect(online.body.error).toBe(REWARD_BUSY);

    const paid = await call(ctx.server, 'POST', `/api/admin/till/sales/${first.body.orderId}/cash`, {
      body: { tendered: 350 },
      headers: ctx.staff,
    });
    expect(paid.body).toMatchObject({ paid: true, change: 0 });
    expect(await redeemedBy(first.body.orderId)).toHaveLength(1);
    const late = await ringUp({ ...secondBody, saleKey: newToken() });
    expect(late.status).toBe(404);
    expect(late.body.error, 'the spent code names the card no more').toBe(COUNTER_CODE_UNKNOWN);
  });

  it('lets exactly one of two tills completing at once have the reward', async () => {
    const { email, code } = await fullCard('racing');
    const [a, b] = await Promise.all([
      ringUp(freeClassic(code, { cash: { tendered: 350 } })),
      ringUp(freeClassic(code, { cash: { tendered: 350 } })),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([REWARD_BUSY, REWARD_GONE]).toContain((a.status === 409 ? a : b).body.error);
    const entries = await db()
      .select()
      .from(stampEntries)
      .where(and(eq(stampEntries.email, email), eq(stampEntries.kind, 'redeemed')));
    expect(entries).toHaveLength(1);
    expect(await stampsOf(email)).toBe(1);
  });

  it('spends nothing for a sale left unpaid, and earns on the card without the free drink', async () => {
    const { email, code } = await fullCard('abandoned');
    const left = await ringUp(freeClassic(code));
    expect(left.body).toMatchObject({ paid: false, total: 350 });
    expect(await redeemedBy(left.body.orderId)).toHaveLength(0);
    expect(await stampsOf(email)).toBe(9);

    // A sale that only earns: no reward held, three stamps on the card.
    const earning = await ringUp({
      saleKey: newToken(),
      cartItems: [line(ctx.shop.classic, 3)],
      stampCode: code,
      cash: { tendered: 1050 },
    });
    expect(earning.body).toMatchObject({ paid: true, total: 1050 });
    expect(await stampsOf(email)).toBe(12);
  });

  it('spends the free drink when the reader’s card pays the sale, not when a card is declined', async () => {
    const { email, code } = await fullCard('reader');
    const post = (path: string, body: Record<string, unknown> = {}) =>
      call(ctx.server, 'POST', path, { body, headers: ctx.staff });
    const rung = await ringUp(freeClassic(code));
    const orderId = rung.body.orderId as string;
    expect((await post(`/api/admin/till/sales/${orderId}/charge`)).body).toMatchObject({ paid: false, total: 350 });
    const declined = await post(`/api/admin/till/sales/${orderId}/sandbox-reader`, { card: '4000 0000 0000 0002' });
    expect(declined.body).toMatchObject({ paid: false, cardMessage: 'Your card was declined.' });
    expect(await redeemedBy(orderId)).toHaveLength(0);
    expect(await stampsOf(email)).toBe(9);

    const paid = await post(`/api/admin/till/sales/${orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });
    expect(paid.body).toMatchObject({ paid: true, paymentMethod: 'Visa •••• 4242' });
    expect(await redeemedBy(orderId)).toHaveLength(1);
    expect(await stampsOf(email)).toBe(1);
  });

  it('refuses a free drink without a card, a card with an e-mail, and a wrong code, then throttles wrong codes', async () => {
    const { code } = await fullCard('guessed');
    const noCard = await ringUp({ saleKey: newToken(), cartItems: [line(ctx.shop.classic, 1)], freeDrink: true });
    expect(noCard.status).toBe(400);
    expect(noCard.body.error).toBe(FREE_DRINK_NEEDS_CARD);
    const both = await ringUp(freeClassic(code, { email: address('other') }));
    expect(both.status).toBe(400);
    expect(both.body.error).toBe(CARD_OR_EMAIL);

    const notACode = await lookUp('hello');
    expect(notACode.status).toBe(400);
    expect(notACode.body.error).toBe(COUNTER_CODE_UNKNOWN);
    const wrong = code.startsWith('Z') ? 'YYYY-YYYY' : 'ZZZZ-ZZZZ';
    // Wrong codes are refused as such until the minute's limit (the spent codes of the tests above counted too).
    let refused = 0;
    for (let i = 0; i < WRONG_CODES_PER_MINUTE; i++) {
      const answer = await lookUp(wrong);
      if (answer.status === 429) break;
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe(COUNTER_CODE_UNKNOWN);
      refused++;
    }
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(WRONG_CODES_PER_MINUTE);
    // Past the limit even the right code is refused for the rest of the minute, at the lookup and at the sale.
    const throttled = await lookUp(code);
    expect(throttled.status).toBe(429);
    expect(throttled.body.error).toBe(COUNTER_CODE_THROTTLED);
    const sale = await ringUp(freeClassic(code, { cash: { tendered: 350 } }));
    expect(sale.status).toBe(429);
  });
});
