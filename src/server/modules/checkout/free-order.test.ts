/**
 * A free order through real HTTP on each database: a basket that the stamp card's free drink takes to £0.00 is placed
 * without a card or a wallet, and is recorded, numbered, shown to staff, queued for the printers, e-mailed its receipt
 * and counted in the report (£0.00 taken, one free drink given) with the method Free (stamp card), as a paid order
 * is; two placements at once give one order and one 409; every other basket under £0.30 is still refused; and
 * refunding a free order gives the free drink back.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { FREE_ORDER_NOT_PAID } from '@domain/contracts/free-order';
import { REWARD_BUSY, REWARD_GONE } from '@domain/contracts/loyalty';
import { UNDER_MINIMUM_CHARGE } from '@domain/free-order';
import { shopDate } from '@domain/opening-hours';
import { randomBytes } from 'node:crypto';
import { orders, printers, printJobs, stampEntries } from '../../db/schema';
import { call } from '../../test/build';
import { codeSentTo } from '../../test/privacy-support';
import {
  describeCheckoutShop,
  intentBody,
  line,
  listenToOrders,
  newToken,
  payInPage,
  receiptsFor,
  waitFor,
  refundMailFor,
} from '../../test/checkout-support';
import { stampCardReads } from '../../test/stamp-card-support';
import { makeProduct } from '../../test/factories';

await describeCheckoutShop('a free order on %s', { staff: true, invariant: true }, (ctx) => {
  const db = () => ctx.server.database.db;
  const { address, stampsOf } = stampCardReads(ctx);

  /** Nine REG Classic Milk Teas paid by card: a full card, then its free drink unlocked with the e-mailed code. */
  const fullCardUnlocked = async (email: string) => {
    await payInPage(ctx.server, { lines: [line(ctx.shop.classic, 9)], amount: 31.5, email });
    expect((await call(ctx.server, 'POST', '/api/stamp-card/code', { body: { email } })).status).toBe(202);
    const code = await codeSentTo(db(), email);
    const unlocked = await call(ctx.server, 'POST', '/api/stamp-card/unlock', { body: { email, code } });
    expect(unlocked.status, JSON.stringify(unlocked.body)).toBe(200);
    return unlocked.body.rewardToken as string;
  };

  /** One REG Taro Milk Tea (£3.90): the free drink takes all of it. */
  const placeFree = (email: string, rewardToken: string, extra: Record<string, unknown> = {}) =>
    call(ctx.server, 'POST', '/api/checkout/free-order', {
      body: {
        cartItems: [line(ctx.shop.taro, 1)],
        name: 'Free Regular',
        email,
        rewardToken,
        checkoutToken: newToken(),
        ...extra,
      },
    });

  const report = async () => {
    const today = shopDate(new Date());
    const answer = await call(ctx.server, 'GET', `/api/admin/reports?from=${today}&to=${today}`, {
      headers: ctx.staff,
    });
    expect(answer.status).toBe(200);
    return answer.body as {
      summary: Record<string, { current: number }>;
      paymentMethods: { method: string; orders: number; takings: number }[];
    };
  };

  it('places a £0.00 basket without a payment: paid, numbered, on the dashboard, printed, receipted, reported', async () => {
    const printer = { name: `Counter ${newToken().slice(0, 6)}`, jobs: 'tickets', widthMm: 58 };
    const [tickets] = await db()
      .insert(printers)
      .values({ ...printer, secret: randomBytes(24).toString('hex') })
      .returning();
    const email = address('free');
    const token = await fullCardUnlocked(email);
    const before = await report();
    const dashboard = listenToOrders(ctx.server);

    const placed = await placeFree(email, token);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderId = placed.body.orderId as string;
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    // Numbered for the day like any paid order: the number the staff call is the one the answer gives.
    expect(order!.dayNumber).toBeGreaterThan(0);
    expect(placed.body).toMatchObject({ total: 0, orderNumber: `#${order!.dayNumber}` });
    expect(order).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
      paymentMethod: 'free',
      subtotal: 390,
      freeDrink: 390,
      totalAmount: 0,
      customerName: 'Free Regular',
    });
    // The reward is spent, once; the free drink earns no stamp.
    expect(await stampsOf(email)).toBe(0);
    const entries = await db().select().from(stampEntries).where(eq(stampEntries.orderId, orderId));
    expect(entries.map((entry) => entry.kind)).toEqual(['redeemed']);

    // The order page the browser goes to, the staff's dashboard, the printer's queue and the receipt.
    const tracked = await call(ctx.server, 'GET', `/api/track/${placed.body.trackingToken}`);
    expect(tracked.status).toBe(200);
    const staffOrders = await call(ctx.server, 'GET', '/api/admin/orders', { headers: ctx.staff });
    const card = (staffOrders.body as { id: string; paymentMethod?: string | null }[]).find((o) => o.id === orderId);
    expect(card?.paymentMethod).toBe('Free (stamp card)');
    const jobs = await db().select().from(printJobs).where(eq(printJobs.orderId, orderId));
    expect(jobs.map((job) => job.job.kind)).toEqual(['ticket']);
    expect(jobs[0]!.printerId).toBe(tickets!.id);
    expect(await receiptsFor(db(), orderId)).toHaveLength(1);
    await waitFor(() => dashboard.messages.some((message) => message.orderId === orderId && message.event === 'paid'));
    dashboard.stop();

    // The report: one more order, nothing more taken, one more free drink given, under its method.
    const after = await report();
    expect(after.summary.orders!.current - before.summary.orders!.current).toBe(1);
    expect(after.summary.netSales!.current).toBe(before.summary.netSales!.current);
    expect(after.summary.freeDrinks!.current - before.summary.freeDrinks!.current).toBe(1);
    expect(after.paymentMethods.find((row) => row.method === 'Free (stamp card)')).toMatchObject({ takings: 0 });
    const today = shopDate(new Date());
    const csv = await call(ctx.server, 'GET', `/api/admin/reports/export.csv?from=${today}&to=${today}`, {
      headers: ctx.staff,
    });
    expect(String(csv.body)).toContain('Free (stamp card)');

    // Placing it again: the reward is gone.
    const again = await placeFree(email, token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(REWARD_GONE);
    await db().delete(printers).where(eq(printers.id, tickets!.id));
  });

  it('gives one order and one 409 to two placements at once, from two tabs or one', async () => {
    for (const sameTab of [false, true]) {
      const email = address(sameTab ? 'one-tab' : 'two-tabs');
      const token = await fullCardUnlocked(email);
      const checkoutToken = newToken();
      const extra = sameTab ? { checkoutToken } : {};
      const [a, b] = await Promise.all([placeFree(email, token, extra), placeFree(email, token, extra)]);
      expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).toEqual([201, 409]);
      const loser = a.status === 409 ? a : b;
      expect([REWARD_BUSY, REWARD_GONE]).toContain(loser.body.error);
      const placed = await db().select().from(orders).where(eq(orders.customerEmail, email));
      expect(placed.filter((order) => order.paymentMethod === 'free')).toHaveLength(1);
      const redeemed = await db().select().from(stampEntries).where(eq(stampEntries.email, email));
      expect(redeemed.filter((entry) => entry.kind === 'redeemed')).toHaveLength(1);
      expect(await stampsOf(email)).toBe(0);
    }
  });

  it('still refuses every other basket under £0.30, and a free basket sent to a way of paying', async () => {
    const email = address('nearly-free');
    const token = await fullCardUnlocked(email);
    // REG £3.00, LRG £3.20: a LRG with the free drink (a REG's price off) comes to £0.20.
    const small = await makeProduct(db(), { category: ctx.shop.taro.category, priceReg: 300, priceLrg: 320 });
    const nearly = await placeFree(email, token, { cartItems: [line(small, 1, 'lrg')] });
    expect(nearly.status).toBe(400);
    expect(nearly.body.error).toBe(UNDER_MINIMUM_CHARGE);
    const byCard = await call(ctx.server, 'POST', '/api/create-payment-intent', {
      body: { ...intentBody({ lines: [line(small, 1, 'lrg')], amount: 0.2, email }), rewardToken: token },
    });
    expect(byCard.body.error).toBe(UNDER_MINIMUM_CHARGE);
    // A basket that costs something is no free order; a free one is no card payment.
    const paying = await placeFree(email, token, { cartItems: [line(ctx.shop.taro, 1, 'lrg')] });
    expect(paying.status).toBe(409);
    expect(paying.body.total).toBe(70);
    const freeByCard = await call(ctx.server, 'POST', '/api/create-payment-intent', {
      body: { ...intentBody({ lines: [line(ctx.shop.taro, 1)], amount: 0, email }), rewardToken: token },
    });
    expect(freeByCard.status).toBe(400);
    expect(freeByCard.body.error).toBe(FREE_ORDER_NOT_PAID);
    // Without the free drink, nothing is free.
    const noReward = await call(ctx.server, 'POST', '/api/checkout/free-order', {
      body: { cartItems: [line(ctx.shop.taro, 1)], email },
    });
    expect(noReward.status).toBe(400);
    expect(await stampsOf(email)).toBe(9);
  });

  it('gives the free drink back when staff refund a free order', async () => {
    const email = address('free-refund');
    const token = await fullCardUnlocked(email);
    const placed = await placeFree(email, token);
    expect(placed.status).toBe(201);
    expect(await stampsOf(email)).toBe(0);
    const refunded = await call(ctx.server, 'POST', `/api/admin/orders/${placed.body.orderId}/refund`, {
      headers: ctx.staff,
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.status).toBe('refunded');
    expect(await stampsOf(email)).toBe(9);
    // The customer is told the drink is back on the card, not that £0.00 went back to a card they never used.
    const told = await refundMailFor(db(), placed.body.orderId);
    expect(told!.text).toContain('the free drink is back on your stamp card');
    expect(told!.text).not.toContain('to the card you paid with');
  });
});
