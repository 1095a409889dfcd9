/**
 * Refunds and the stamp card through real HTTP on each database: the stamps are counted net of what was taken back,
 * whichever order the refunds come in. Refunding the order that earned a free drink after the drink was spent leaves
 * the card owing those stamps, so refunding the order that spent it then never leaves a free drink paid for by nobody,
 * and the stamps bought next pay the debt first.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { call } from '../../test/build';
import { codeSentTo } from '../../test/privacy-support';
import { CARDS, confirmCard, describeCheckoutShop, intentBody, line, payInPage } from '../../test/checkout-support';
import { stampCardReads } from '../../test/stamp-card-support';

await describeCheckoutShop('refunds and the stamp card on %s', { staff: true, invariant: true }, (ctx) => {
  const db = () => ctx.server.database.db;
  const { address, stampsOf } = stampCardReads(ctx);

  /** Nine REG Classic Milk Teas (£3.50 each) paid by card: the order that fills the card. */
  const earn = (email: string, cups = 9) =>
    payInPage(ctx.server, { lines: [line(ctx.shop.classic, cups)], amount: 3.5 * cups, email });

  /** The free drink unlocked with the e-mailed code and spent on a paid LRG Taro Milk Tea (£0.70 to pay). */
  const spend = async (email: string) => {
    expect((await call(ctx.server, 'POST', '/api/stamp-card/code', { body: { email } })).status).toBe(202);
    const code = await codeSentTo(db(), email);
    const unlocked = await call(ctx.server, 'POST', '/api/stamp-card/unlock', { body: { email, code } });
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    const started = await call(ctx.server, 'POST', '/api/create-payment-intent', {
      body: {
        ...intentBody({ lines: [line(ctx.shop.taro, 1, 'lrg')], amount: 0.7, email }),
        rewardToken: unlocked.body.rewardToken,
      },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await confirmCard(ctx.server, started.body, CARDS.succeeds)).status).toBe(200);
    return started.body as { orderId: string };
  };

  const refund = async (orderId: string) => {
    const refunded = await call(ctx.server, 'POST', `/api/admin/orders/${orderId}/refund`, { headers: ctx.staff });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  };

  /** What the customer is shown of the card (on an order's page), and whether Use it still e-mails a code. */
  const cardShown = async (email: string, orderId: string) => {
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    const tracked = await call(ctx.server, 'GET', `/api/track/${order!.trackingToken}`);
    expect((await call(ctx.server, 'POST', '/api/stamp-card/code', { body: { email } })).status).toBe(202);
    const code = await codeSentTo(db(), email).catch(() => null);
    return { card: tracked.body.stampCard, codeSent: code !== null };
  };

  /** No stamps left, nothing waiting on the order's page, and Use it sends no code. */
  const expectEmptyCard = async (email: string, orderId: string) => {
    expect(await stampsOf(email)).toBe(0);
    expect(await cardShown(email, orderId)).toEqual({
      card: { stamps: 0, of: 9, rewardsWaiting: 0 },
      codeSent: false,
    });
  };

  it('leaves no free drink when the earning order is refunded first, then the spending one', async () => {
    const email = address('earner-first');
    const earned = await earn(email);
    const spent = await spend(email);
    expect(await stampsOf(email)).toBe(0);
    await refund(earned.orderId);
    await refund(spent.orderId);
    await expectEmptyCard(email, spent.orderId);
  });

  it('leaves no free drink when the spending order is refunded first, then the earning one', async () => {
    const email = address('spender-first');
    const earned = await earn(email);
    const spent = await spend(email);
    await refund(spent.orderId);
    // The spent drink is back while the order that earned it stands.
    expect(await stampsOf(email)).toBe(9);
    await refund(earned.orderId);
    await expectEmptyCard(email, earned.orderId);
  });

  it('makes the stamps bought after an early refund pay back what the spent drink owes', async () => {
    const email = address('owing');
    const earned = await earn(email);
    await spend(email);
    await refund(earned.orderId);
    // The card owes the nine stamps of the drink it gave: nine more cups only pay that back.
    const next = await earn(email);
    expect(await stampsOf(email)).toBe(0);
    expect((await cardShown(email, next.orderId)).card).toEqual({ stamps: 0, of: 9, rewardsWaiting: 0 });
    const more = await earn(email, 2);
    expect((await cardShown(email, more.orderId)).card).toEqual({ stamps: 2, of: 9, rewardsWaiting: 0 });
  });
});
