/**
 * The last five bags, sold by two server instances sharing one PostgreSQL database: twenty customers check out and
 * pay at once, half through each. Exactly five orders are paid; every other customer is refused before paying, or
 * paid and refunded at once with an e-mail saying why. The count ends at 0, never below.
 */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, productStock, stockTakes } from '../../db/schema';
import { call } from '../../test/build';
import { CARDS, confirmCard, createIntent, line, makeShop, refundMailFor } from '../../test/checkout-support';
import { testDatabaseKinds } from '../../test/test-database';
import { twoInstances } from '../../test/server-fixtures';

const kinds = await testDatabaseKinds();
const CUSTOMERS = 20;
const BAGS = 5;

describe.skipIf(!kinds.includes('postgres'))('the last bags across two server instances on postgres', () => {
  const two = twoInstances();

  it(`gives ${CUSTOMERS} checkouts at once for the last ${BAGS} bags exactly ${BAGS} paid orders`, async () => {
    const { shared, a, b, staff } = two;
    const db = shared.database.db;
    const { mango: bags } = await makeShop(db);
    expect(
      (
        await call(a, 'PUT', `/api/admin/stock/products/${bags.id}`, {
          headers: staff,
          body: { stock: BAGS, resetTo: null },
        })
      ).status,
    ).toBe(200);
    const instanceFor = (index: number) => (index % 2 ? b : a);

    const started = await Promise.all(
      Array.from({ length: CUSTOMERS }, (_, index) =>
        createIntent(instanceFor(index), { lines: [line(bags)], amount: 3.8, email: `bags-${index}@example.com` }),
      ),
    );
    // Nothing is held before payment: every checkout starts while five are left.
    expect(started.map((answer) => answer.status)).toEqual(Array(CUSTOMERS).fill(200));

    const paid = await Promise.all(
      started.map((answer, index) => confirmCard(instanceFor(index), answer.body, CARDS.succeeds)),
    );
    const refusedBeforePaying = paid.filter((answer) => answer.status === 409);
    for (const answer of refusedBeforePaying) expect(answer.body.error).toMatch(/^(No|Only \d) .* left$/);

    const ids = started.map((answer) => answer.body.orderId as string);
    const rows = await db.select().from(orders).where(inArray(orders.id, ids));
    const byStatus = (status: string) => rows.filter((row) => row.paymentStatus === status);
    expect(byStatus('paid')).toHaveLength(BAGS);
    // Paid after the last bag went: refunded at once, never left holding the customer's money.
    const refunded = byStatus('refunded');
    expect(byStatus('needs_review')).toHaveLength(0);
    expect(refunded.length + refusedBeforePaying.length).toBe(CUSTOMERS - BAGS);
    for (const row of refunded) {
      const mail = await refundMailFor(db, row.id);
      expect(mail?.text).toContain(`Sorry: No ${bags.name} left.`);
    }

    const [stock] = await db.select().from(productStock).where(eq(productStock.productId, bags.id));
    expect(stock!.onHand).toBe(0);
    const takes = await db.select().from(stockTakes).where(eq(stockTakes.productId, bags.id));
    expect(takes.map((take) => take.orderId).sort()).toEqual(
      byStatus('paid')
        .map((row) => row.id)
        .sort(),
    );
  }, 120_000);
});
