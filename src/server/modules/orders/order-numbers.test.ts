/**
 * Order numbers for the day, through real HTTP on each database: an order takes the day's next number when it is
 * paid (an abandoned or declined checkout takes none, a payment event delivered again takes no second one), and the
 * number is what the customer reads (confirmation, order page, e-mails) and what staff search the dashboard by.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import {
  CARDS,
  confirmCard,
  createIntent,
  deliverSandboxEvent,
  line,
  makeShop,
  orderRow,
  payInPage,
  sandboxEventsAbout,
  type Shop,
} from '../../test/checkout-support';
import { useStaffServer } from '../../test/server-fixtures';
import { testDatabaseKinds } from '../../test/test-database';
import { insertDemoOrders } from './index';

const kinds = await testDatabaseKinds();

describe.each(kinds)('order numbers for the day on %s', (kind) => {
  let server: TestServer;
  let staff: Record<string, string>;
  let shop: Shop;
  const paid: Record<string, Awaited<ReturnType<typeof payInPage>>> = {};
  let abandoned: string;

  useStaffServer(kind, (built) => ({ server, staff } = built));

  const listed = async (q?: string) => {
    const answer = await call(
      server,
      'GET',
      `/api/admin/orders${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
      {
        headers: staff,
      },
    );
    expect(answer.status).toBe(200);
    return answer.body as Array<{ id: string; number: string; dayNumber: number | null }>;
  };
  const pay = (who: string) =>
    payInPage(server, { lines: [line(shop.taro)], amount: 3.9, name: `${who} Example`, email: `${who}@example.com` });

  beforeAll(async () => {
    shop = await makeShop(server.database.db);
    // A checkout started and left, and one whose card is declined, before and between the paid ones.
    const left = await createIntent(server, { lines: [line(shop.taro)], amount: 3.9, email: 'left@example.com' });
    abandoned = left.body.orderId;
    paid.ann = await pay('ann');
    const declined = await createIntent(server, { lines: [line(shop.taro)], amount: 3.9, email: 'dee@example.com' });
    expect((await confirmCard(server, declined.body, CARDS.declined)).status).toBe(402);
    paid.bob = await pay('bob');
    paid.cat = await pay('cat');
  });

  it('gives the day’s paid orders #1, #2, #3 in the order they were paid, and an unpaid checkout none', async () => {
    const orders = await listed();
    const numberOf = (id: string) => orders.find((order) => order.id === id)?.dayNumber;
    expect([numberOf(paid.ann!.orderId), numberOf(paid.bob!.orderId), numberOf(paid.cat!.orderId)]).toEqual([1, 2, 3]);
    // The id's first 8 characters stay beside it.
    expect(orders.find((order) => order.id === paid.bob!.orderId)?.number).toBe(paid.bob!.orderId.slice(0, 8));
    expect((await orderRow(server.database.db, abandoned)).dayNumber).toBeNull();
  });

  it('takes no second number for a payment event delivered again, and the next order follows on', async () => {
    const [event] = await sandboxEventsAbout(server.database.db, 'payment_intent.succeeded', paid.cat!.paymentIntentId);
    const again = await deliverSandboxEvent(server, { ...event, id: `${event!.id}_again` });
    expect(again.status).toBe(200);
    expect((await orderRow(server.database.db, paid.cat!.orderId)).dayNumber).toBe(3);
    paid.dan = await pay('dan');
    expect((await orderRow(server.database.db, paid.dan.orderId)).dayNumber).toBe(4);
  });

  it('is what the customer reads: the confirmation, the order page and the receipt', async () => {
    const { orderId, receiptToken } = paid.bob!;
    const confirmation = await call(server, 'GET', `/api/order-confirmation/${orderId}`, {
      headers: { 'x-receipt-token': receiptToken },
    });
    expect(confirmation.status).toBe(200);
    expect(confirmation.body.orderNumber).toBe('#2');

    const { trackingToken } = await orderRow(server.database.db, orderId);
    const page = await call(server, 'GET', `/api/track/${trackingToken}`);
    expect(page.status).toBe(200);
    expect(page.body.number).toBe('#2');

    const [receipt] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'bob@example.com'));
    expect(receipt).toMatchObject({ subject: 'Your Pearl order #2' });
    expect(receipt!.text).toContain('Order number: #2');
  });

  it('is in the e-mail saying the order is ready', async () => {
    const { orderId } = paid.ann!;
    expect(
      (await call(server, 'POST', `/api/admin/orders/${orderId}/confirm`, { headers: staff, body: {} })).status,
    ).toBe(200);
    expect((await call(server, 'POST', `/api/admin/orders/${orderId}/ready`, { headers: staff })).status).toBe(200);
    const mails = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ann@example.com'));
    const ready = mails.find((mail) => mail.subject.endsWith('is ready for pickup'));
    expect(ready?.subject).toBe('Your Pearl order #1 is ready for pickup');
    expect(ready?.text).toContain('Your order #1 is ready for pickup.');
  });

  it('finds an order on the dashboard by its number, typed "#3" or "3"', async () => {
    expect((await listed('#3')).map((order) => order.id)).toEqual([paid.cat!.orderId]);
    expect((await listed(' 3 ')).map((order) => order.id)).toEqual([paid.cat!.orderId]);
    expect(await listed('#99')).toEqual([]);
    // A name is still searched as before.
    expect((await listed('bob')).map((order) => order.id)).toEqual([paid.bob!.orderId]);
  });

  it('numbers orders written in bulk by the shop day they were paid, midnight in London included', async () => {
    const demo = (id: string, paidAt: string) => ({
      id,
      customerName: 'Demo',
      customerEmail: 'demo@example.com',
      subtotal: 390,
      discount: 0,
      total: 390,
      createdAt: new Date(paidAt),
      paidAt: new Date(paidAt),
      pickupAt: new Date(paidAt),
      refundedAt: null,
      status: 'completed' as const,
      lines: [],
    });
    // 15 July is summer time: 22:59 UTC is 23:59 on the 15th, 23:00 UTC is midnight starting the 16th.
    const ids = ['0a000000-0000-4000-8000-000000000001', '0a000000-0000-4000-8000-000000000002'];
    const more = ['0a000000-0000-4000-8000-000000000003'];
    await insertDemoOrders(server.database.db, [
      demo(ids[1]!, '2026-07-15T23:00:00Z'),
      demo(ids[0]!, '2026-07-15T22:59:00Z'),
    ]);
    await insertDemoOrders(server.database.db, [demo(more[0]!, '2026-07-15T12:00:00Z')]);
    const rows = await Promise.all([...ids, ...more].map((id) => orderRow(server.database.db, id)));
    expect(rows.map((row) => [row.numberDay, row.dayNumber])).toEqual([
      ['2026-07-15', 1],
      ['2026-07-16', 1],
      // Written later, it follows the day's numbers already given.
      ['2026-07-15', 2],
    ]);
  });
});
