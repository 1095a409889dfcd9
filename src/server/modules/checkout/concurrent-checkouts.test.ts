import { eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, orders, products } from '../../db/schema';
import {
  CARDS,
  confirmCard,
  countWrites,
  createIntent,
  describeCheckoutShop,
  expectPaymentInvariant,
  line,
} from '../../test/checkout-support';

await describeCheckoutShop('checkouts under load on %s', {}, (ctx) => {
  describe('POST /api/create-payment-intent', () => {
    it('turns 50 concurrent checkouts that all pay into 50 paid orders, none lost, none doubled', async () => {
      const customers = Array.from({ length: 50 }, (_, i) => ({
        name: `Customer ${i}`,
        email: `load-${i}@example.com`,
      }));
      const started = await Promise.all(
        customers.map((customer, i) =>
          createIntent(ctx.server, {
            lines: [line(ctx.shop.classic, 1 + (i % 3))],
            amount: (350 * (1 + (i % 3))) / 100,
            ...customer,
          }),
        ),
      );
      expect(started.map((answer) => answer.status)).toEqual(Array(50).fill(200));
      expect(new Set(started.map((answer) => answer.body.orderId)).size).toBe(50);

      const paid = await Promise.all(started.map((answer) => confirmCard(ctx.server, answer.body, CARDS.succeeds)));
      expect(paid.map((answer) => answer.status)).toEqual(Array(50).fill(200));

      const rows = await ctx.server.database.db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.id,
            started.map((answer) => answer.body.orderId),
          ),
        );
      expect(rows).toHaveLength(50);
      expect(rows.every((row) => row.paymentStatus === 'paid' && row.status === 'pending')).toBe(true);
      expect(rows.map((row) => row.customerEmail).sort()).toEqual(customers.map((c) => c.email).sort());
      const receipts = await ctx.server.database.db
        .select()
        .from(mailOutbox)
        .where(like(mailOutbox.dedupeKey, 'receipt:%'));
      expect(receipts).toHaveLength(50);
      await expectPaymentInvariant(ctx.server.database.db);
    });

    it('refuses every checkout of a product marked sold out while 20 baskets hold it, before any payment', async () => {
      const db = ctx.server.database.db;
      await db.update(products).set({ soldOut: true }).where(eq(products.id, ctx.shop.taro.id));
      const before = await countWrites(db);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          createIntent(ctx.server, {
            lines: [line(ctx.shop.taro), line(ctx.shop.classic)],
            amount: 7.4,
            email: `sold-out-${i}@example.com`,
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(400));
      expect(new Set(answers.map((answer) => answer.body.error))).toEqual(
        new Set([`'${ctx.shop.taro.name}' is sold out. Please remove it from your basket.`]),
      );
      expect(await countWrites(db)).toEqual(before);
      expect(await db.select().from(orders).where(like(orders.customerEmail, 'sold-out-%'))).toHaveLength(0);
      await expectPaymentInvariant(db);
    });
  });
});
