/**
 * A deal that runs on the shop's clock (Happy hour: Mon–Fri 15:00–17:00), through the API on both databases with a
 * fake clock: priced at 16:59 and not at 17:01, shop time, at checkout, on the menu, and at the moment of payment,
 * where an order priced at 16:59 and paid at 17:01 is refused and the customer told that prices have changed.
 */
import { PRICES_CHANGED } from '@domain/contracts/checkout';
import type { MenuAnswer } from '@domain/contracts/menu';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../test/build';
import { CARDS, confirmCard, createIntent, describeCheckoutShop, line, orderRow } from '../../test/checkout-support';
import { makePromotion } from '../../test/factories';

/** Monday 23 November 2026 in London (GMT, so shop time is UTC). */
const monday = (time: string) => new Date(`2026-11-23T${time}:00Z`);

interface Started {
  orderId: string;
  paymentIntentId: string;
  clientSecret: string;
  receiptToken: string;
  total: number;
}

await describeCheckoutShop(
  'a happy hour on the shop’s clock on %s',
  { invariant: true, clock: monday('12:00') },
  (ctx) => {
    let title: string;
    beforeAll(async () => {
      // Classic Milk Tea is £3.50 regular; in happy hour a regular milk tea is £2.50.
      const happy = await makePromotion(ctx.server.database.db, {
        title: 'Happy hour',
        category: ctx.shop.classic.category,
        size: 'reg',
        requiredQuantity: 1,
        priceReg: 250,
        priceLrg: 300,
        days: [1, 2, 3, 4, 5],
        startTime: '15:00',
        endTime: '17:00',
      });
      title = happy.title;
    });

    const classic = () => [line(ctx.shop.classic, 1)];
    const start = async (amount: number) => {
      const created = await createIntent(ctx.server, { lines: classic(), amount });
      return created;
    };
    const started = async (amount: number) => {
      const created = await start(amount);
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      return created.body as Started;
    };
    /** The card goes through and the order is stored paid at the total it was started with. */
    const expectPaidAt = async (intent: Started, totalAmount: number) => {
      expect((await confirmCard(ctx.server, intent, CARDS.succeeds)).status).toBe(200);
      expect(await orderRow(ctx.server.database.db, intent.orderId)).toMatchObject({
        paymentStatus: 'paid',
        totalAmount,
      });
    };
    const menuDeals = async () => {
      const menu = await call(ctx.server, 'GET', '/api/menu');
      return (menu.body as MenuAnswer).promotions.filter((promotion) => promotion.title === title);
    };

    it('prices the happy hour at 16:59, and at full price at 17:01', async () => {
      ctx.now = monday('16:59');
      expect((await started(2.5)).total).toBe(250);

      ctx.now = monday('17:01');
      const refused = await start(2.5);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ error: PRICES_CHANGED, total: 350 });
      expect((await started(3.5)).total).toBe(350);

      // 14:59 is before it starts; Saturday has none.
      ctx.now = monday('14:59');
      expect((await started(3.5)).total).toBe(350);
      ctx.now = new Date('2026-11-28T16:00:00Z');
      expect((await started(3.5)).total).toBe(350);
    });

    it('reads the hours on the shop’s clock in summer time: 16:59 BST is 15:59 UTC', async () => {
      ctx.now = new Date('2026-07-06T15:59:00Z');
      expect((await started(2.5)).total).toBe(250);
      ctx.now = new Date('2026-07-06T16:01:00Z');
      expect((await started(3.5)).total).toBe(350);
    });

    it('refuses at 17:01 the payment of an order priced at 16:59, and the refreshed basket pays full price', async () => {
      ctx.now = monday('16:59');
      const intent = await started(2.5);

      ctx.now = monday('17:01');
      const confirmed = await confirmCard(ctx.server, intent, CARDS.succeeds);
      expect(confirmed.status).toBe(409);
      expect(confirmed.body.error).toBe(PRICES_CHANGED);
      expect(await orderRow(ctx.server.database.db, intent.orderId)).toMatchObject({ paymentStatus: 'cancelled' });

      const again = await started(3.5);
      await expectPaidAt(again, 350);
    });

    it('refuses at the re-check before a Stripe payment too, and takes an order priced at 16:58 and paid at 16:59', async () => {
      ctx.now = monday('16:59');
      const late = await started(2.5);
      ctx.now = monday('17:01');
      const recheck = await call(ctx.server, 'POST', '/api/checkout/recheck', {
        body: { orderId: late.orderId },
        headers: { 'x-receipt-token': late.receiptToken },
      });
      expect(recheck.status).toBe(409);
      expect(recheck.body.error).toBe(PRICES_CHANGED);

      ctx.now = monday('16:58');
      const inTime = await started(2.5);
      ctx.now = monday('16:59');
      await expectPaidAt(inTime, 250);
    });

    it('shows the deal on the menu with "Until 17:00" while it runs, and not at 17:01', async () => {
      ctx.now = monday('16:59');
      expect(await menuDeals()).toEqual([expect.objectContaining({ until: 'Until 17:00', priceReg: 250 })]);
      ctx.now = monday('17:01');
      expect(await menuDeals()).toEqual([]);
      ctx.now = monday('15:00');
      expect(await menuDeals()).toHaveLength(1);
    });
  },
);
