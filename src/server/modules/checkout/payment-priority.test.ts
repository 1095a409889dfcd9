/**
 * During a rush, a payment that completes goes ahead of checkouts that are only starting (db/work-lanes.ts).
 * The lanes' places are filled here on purpose, as a burst of checkouts would fill them, and the test watches what a
 * customer and the staff would see: the checkout waits its turn, the payment does not.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders } from '../../db/schema';
import {
  CARDS,
  confirmCard,
  createIntent,
  describeCheckoutShop,
  intentBody,
  line,
  listenToOrders,
  settle,
  waitFor,
} from '../../test/checkout-support';

// A shop of its own for each test: nothing one test leaves under way can hold up the next.
await describeCheckoutShop('payments before new checkouts on %s', { eachTest: true }, (ctx) => {
  /** Fills every place, as checkout steps under way would; returns what frees them. */
  function fillPlaces() {
    const { lanes } = ctx.server.services;
    let free!: () => void;
    const freed = new Promise<void>((resolve) => (free = resolve));
    const holders: Promise<void>[] = [];
    while (lanes.running < 20) holders.push(lanes.urgent(() => freed));
    return async () => {
      free();
      await Promise.all(holders);
    };
  }

  it('pays a card and tells the dashboards while new checkouts wait for a place, then starts the checkouts', async () => {
    const first = await createIntent(ctx.server, { lines: [line(ctx.shop.classic)], amount: 3.5 });
    expect(first.status).toBe(200);
    const dashboard = listenToOrders(ctx.server);
    try {
      const freePlaces = fillPlaces();
      let started = false;
      const waiting = createIntent(ctx.server, {
        lines: [line(ctx.shop.classic, 2)],
        amount: 7,
        email: 'next@example.com',
      }).then((answer) => ((started = true), answer));
      await waitFor(() => ctx.server.services.lanes.waiting > 0);

      // The card is paid at once: the order is paid and the staff told, while the new checkout still waits.
      const paid = await confirmCard(ctx.server, first.body, CARDS.succeeds);
      expect(paid.status).toBe(200);
      expect(paid.body.paymentIntent.status).toBe('succeeded');
      await waitFor(() => dashboard.messages.some((message) => message.orderId === first.body.orderId));
      const [order] = await ctx.server.database.db.select().from(orders).where(eq(orders.id, first.body.orderId));
      expect(order?.paymentStatus).toBe('paid');
      await settle(100);
      expect(started).toBe(false);

      // Once places free up, the waiting checkout starts as usual.
      await freePlaces();
      const next = await waiting;
      expect(next.status).toBe(200);
      expect(next.body.total).toBe(700);
    } finally {
      dashboard.stop();
    }
  });

  it('starts no order for a customer who gives up while their checkout waits for a place', async () => {
    const freePlaces = fillPlaces();
    const before = await ctx.server.database.db.select({ id: orders.id }).from(orders);
    const leaving = new AbortController();
    const body = intentBody({ lines: [line(ctx.shop.classic)], amount: 3.5, email: 'gave-up@example.com' });
    const attempt = fetch(`${ctx.server.url}/api/create-payment-intent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: leaving.signal,
    } as RequestInit).catch((error: unknown) => error);
    await waitFor(() => ctx.server.services.lanes.waiting > 0);
    leaving.abort();
    await attempt;
    await waitFor(() => ctx.server.services.lanes.waiting === 0);
    await freePlaces();
    await settle(200);
    const after = await ctx.server.database.db.select({ id: orders.id, email: orders.customerEmail }).from(orders);
    expect(after).toHaveLength(before.length);
    expect(after.some((order) => order.email === 'gave-up@example.com')).toBe(false);
  });
});
