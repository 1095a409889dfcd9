/**
 * Load: 100 concurrent checkouts → 100 orders, none lost, none doubled; and Pay pressed twice → one
 * charge, one order, also when both presses arrive at the same moment among everyone else's.
 *
 * A hundred customers start their checkout at once and pay with the sandbox's 4242 card at once; every tenth presses
 * Pay twice at the same moment (two checkouts of the same basket and token, then two card confirmations).
 */
import { inArray, like } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailOutbox, orders, sandboxObjects } from '../../db/schema';
import { CARDS, confirmCard, createIntent, describeCheckoutShop, line, newToken } from '../../test/checkout-support';

const CUSTOMERS = 100;

await describeCheckoutShop('100 concurrent checkouts on %s', { invariant: true }, (ctx, kind) => {
  it(
    'make 100 paid orders with one payment and one receipt each, none lost, none doubled',
    { timeout: 120_000 },
    async () => {
      const customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
        lines: [line(i % 2 ? ctx.shop.classic : ctx.shop.taro, 1 + (i % 3))],
        amount: ((i % 2 ? 350 : 390) * (1 + (i % 3))) / 100,
        name: `Customer ${i}`,
        email: `hundred-${kind}-${i}@example.com`,
        checkoutToken: newToken(),
        twice: i % 10 === 0,
      }));

      const started = await Promise.all(
        customers.map(async (customer) => {
          const presses = await Promise.all(
            Array.from({ length: customer.twice ? 2 : 1 }, () => createIntent(ctx.server, customer)),
          );
          for (const press of presses) expect(press.status, JSON.stringify(press.body)).toBe(200);
          // Pressed twice: the same order and the same payment.
          expect(new Set(presses.map((press) => `${press.body.orderId}/${press.body.paymentIntentId}`)).size).toBe(1);
          return presses[0]!.body as { orderId: string; paymentIntentId: string; clientSecret: string; total: number };
        }),
      );
      expect(new Set(started.map((intent) => intent.orderId)).size).toBe(CUSTOMERS);

      const confirmations = await Promise.all(
        started.map((intent, i) =>
          Promise.all(
            Array.from({ length: customers[i]!.twice ? 2 : 1 }, () => confirmCard(ctx.server, intent, CARDS.succeeds)),
          ),
        ),
      );
      for (const presses of confirmations) {
        // One confirmation pays; a second at the same moment finds the payment already made.
        expect(presses.filter((press) => press.status === 200)).toHaveLength(1);
        for (const press of presses.filter((candidate) => candidate.status !== 200)) {
          expect(press.status).toBe(409);
          expect(press.body.code).toBe('payment_intent_unexpected_state');
        }
      }

      const db = ctx.server.database.db;
      const rows = await db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.id,
            started.map((intent) => intent.orderId),
          ),
        );
      expect(rows).toHaveLength(CUSTOMERS);
      expect(rows.every((row) => row.paymentStatus === 'paid' && row.status === 'pending')).toBe(true);
      expect(rows.map((row) => row.customerEmail).sort()).toEqual(customers.map((customer) => customer.email).sort());
      for (const [i, intent] of started.entries()) {
        expect(rows.find((row) => row.id === intent.orderId)!.totalAmount).toBe(Math.round(customers[i]!.amount * 100));
      }
      const payments = await db
        .select()
        .from(sandboxObjects)
        .where(
          inArray(
            sandboxObjects.id,
            started.map((intent) => intent.paymentIntentId),
          ),
        );
      expect(payments.filter((payment) => payment.status === 'succeeded')).toHaveLength(CUSTOMERS);
      const receipts = await db.select().from(mailOutbox).where(like(mailOutbox.dedupeKey, 'receipt:%'));
      expect(receipts).toHaveLength(CUSTOMERS);
    },
  );
});
