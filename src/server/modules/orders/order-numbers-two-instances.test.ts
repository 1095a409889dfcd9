/**
 * Order numbers given by two server instances sharing one PostgreSQL database: 200 orders paid at once, half through
 * each, are numbered #1 to #200 for the day, none twice and none skipped.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../test/build';
import { CARDS, confirmCard, createIntent, line, makeShop } from '../../test/checkout-support';
import { testDatabaseKinds } from '../../test/test-database';
import { twoInstances } from '../../test/server-fixtures';

const kinds = await testDatabaseKinds();
const ORDERS = 200;

describe.skipIf(!kinds.includes('postgres'))('order numbers across two server instances on postgres', () => {
  const two = twoInstances();

  it(`numbers ${ORDERS} orders paid at once through both #1 … #${ORDERS}, none twice, none skipped`, async () => {
    const { shared, a, b, staff } = two;
    const shop = await makeShop(shared.database.db);
    const instanceFor = (index: number) => (index % 2 ? b : a);
    // The checkouts are started first (ten at a time), then every card is confirmed at once.
    const intents: Array<{ orderId: string; paymentIntentId: string; clientSecret: string }> = [];
    for (let start = 0; start < ORDERS; start += 10) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(10, ORDERS - start) }, (_, offset) =>
          createIntent(instanceFor(start + offset), {
            lines: [line(shop.taro)],
            amount: 3.9,
            email: `rush-${start + offset}@example.com`,
          }),
        ),
      );
      for (const created of batch) {
        expect(created.status, JSON.stringify(created.body)).toBe(200);
        intents.push(created.body);
      }
    }

    const confirmed = await Promise.all(
      intents.map((intent, index) => confirmCard(instanceFor(index), intent, CARDS.succeeds)),
    );
    expect(confirmed.map((answer) => answer.status)).toEqual(intents.map(() => 200));

    // What the dashboard shows, read on either instance.
    const listed = await call(b, 'GET', '/api/admin/orders', { headers: staff });
    expect(listed.status).toBe(200);
    const ours = new Set(intents.map((intent) => intent.orderId));
    const numbers = (listed.body as Array<{ id: string; dayNumber: number | null }>)
      .filter((order) => ours.has(order.id))
      .map((order) => order.dayNumber);
    expect(numbers).toHaveLength(ORDERS);
    expect([...numbers].sort((x, y) => x! - y!)).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
  }, 180_000);
});
