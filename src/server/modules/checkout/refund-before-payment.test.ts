/**
 * Neither provider promises the order of its events: a refund (charge.refunded) may arrive before the payment it gives
 * back. A payment's events (the payment, its charge, the hosted page's completed session, the refund) are replayed in
 * every order, through the signed webhook of the sandbox and of Stripe (its stand-in), on each database. Every time
 * the order ends Refunded: off the makers' queue, nothing waiting for the printer, and a resent refund changes nothing.
 * When the refund came before the payment, the order was never queued or printed and no receipt went out.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { orders, printJobs } from '../../db/schema';
import { call, type TestServer } from '../../test/build';
import {
  createIntent,
  deliverSandboxEvent,
  describeCheckoutShop,
  line,
  newToken,
  orderRow,
  paymentSucceededEvent,
  receiptsFor,
  sessionIdOf,
  type Shop,
} from '../../test/checkout-support';
import { deliverStripeEvent, describeStripeShop, stripeEvent } from '../../test/stripe-shop';

type Event = { id: string; type: string };
type Deliver = (event: object) => Promise<{ status: number; body: { outcome?: string } }>;

/** Every order of a list's items. */
function orderings<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, at) =>
    orderings([...items.slice(0, at), ...items.slice(at + 1)]).map((rest) => [item, ...rest]),
  );
}

const PAID_TYPES = ['payment_intent.succeeded', 'checkout.session.completed'];

/** A payment's events as either provider sends them (Stripe's shape), for an order of `amount` pence. */
function paymentEvents(
  wrap: (type: string, object: object) => Event,
  order: { orderId: string; intentId: string; amount: number; sessionId?: string },
): Event[] {
  const { orderId, intentId, amount, sessionId } = order;
  const metadata = { orderId };
  const charge = {
    id: `ch_${intentId}`,
    object: 'charge',
    amount,
    currency: 'gbp',
    payment_intent: intentId,
    metadata,
    payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } },
  };
  const paid = { ...paymentSucceededEvent('unused', intentId, amount, metadata).data.object };
  const events = [
    wrap('payment_intent.succeeded', paid),
    wrap('charge.refunded', { ...charge, amount_refunded: amount, refunded: true }),
  ];
  if (!sessionId) return [...events, wrap('charge.succeeded', charge)];
  const session = {
    id: sessionId,
    object: 'checkout.session',
    payment_status: 'paid',
    payment_intent: intentId,
    amount_total: amount,
    currency: 'gbp',
    metadata,
    customer_details: { email: 'cy@example.com', name: 'Cy Example' },
  };
  return [...events, wrap('checkout.session.completed', session)];
}

/**
 * Replays the events of one new order per ordering and checks where each order ends. `start` begins a checkout at the
 * provider and gives its order, payment and session; `deliver` sends a signed event to the webhook.
 */
/** Starts one payment the replay then pays and refunds. */
type StartPayment = () => Promise<{ orderId: string; intentId: string; amount: number; sessionId?: string }>;

async function replayEveryOrdering(options: {
  server: TestServer;
  staff: Record<string, string>;
  wrap: (type: string, object: object) => Event;
  deliver: Deliver;
  start: StartPayment;
  hosted: boolean;
}) {
  const { server, staff, wrap, deliver, start } = options;
  const { db } = server.database;
  const printer = await call(server, 'POST', '/api/admin/printers', {
    headers: staff,
    body: { name: `Counter ${newToken().slice(0, 6)}`, jobs: 'both', widthMm: 58 },
  });
  expect(printer.status, JSON.stringify(printer.body)).toBe(200);
  const printerUrl = (printer.body.printers as Array<{ cloudPrntUrl: string }>).at(-1)!.cloudPrntUrl;
  const poll = async () =>
    (await fetch(printerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: '23 6 0 0 0 0 0 0 0', printerMAC: '00:11:62:00:00:09', statusCode: '200 OK' }),
    }).then((answer) => answer.json())) as { jobReady: boolean };

  const typeOrderings = orderings([
    'payment_intent.succeeded',
    'charge.refunded',
    options.hosted ? 'checkout.session.completed' : 'charge.succeeded',
  ]);
  expect(typeOrderings).toHaveLength(6);
  for (const typeOrder of typeOrderings) {
    const order = await start();
    const events = paymentEvents(wrap, order);
    const byType = (type: string) => events.find((event) => event.type === type)!;
    const outcomes: string[] = [];
    for (const type of typeOrder) {
      const answer = await deliver(byType(type));
      expect(answer.status, `${typeOrder.join(' → ')}: ${JSON.stringify(answer.body)}`).toBe(200);
      outcomes.push(answer.body.outcome!);
    }
    const resent = await deliver(byType('charge.refunded'));
    expect(resent.body.outcome).toBe('duplicate');
    const sequence = `${typeOrder.join(' → ')} gave ${outcomes.join(', ')}`;

    expect(await orderRow(db, order.orderId), sequence).toMatchObject({
      paymentStatus: 'refunded',
      status: 'refunded',
    });
    const queue = await call(server, 'GET', '/api/admin/queue', { headers: staff });
    expect(queue.status).toBe(200);
    expect(
      (queue.body.orders as Array<{ id: string }>).map((o) => o.id),
      sequence,
    ).not.toContain(order.orderId);
    expect((await poll()).jobReady, sequence).toBe(false);
    const refundFirst = typeOrder.indexOf('charge.refunded') < Math.min(...PAID_TYPES.map(indexIn(typeOrder)));
    if (refundFirst) {
      expect(outcomes[typeOrder.indexOf('charge.refunded')], sequence).toBe('refund_kept');
      expect(await db.select().from(printJobs).where(eq(printJobs.orderId, order.orderId)), sequence).toEqual([]);
      expect(await receiptsFor(db, order.orderId), sequence).toEqual([]);
    }
  }
}

const indexIn = (list: string[]) => (type: string) => (list.includes(type) ? list.indexOf(type) : Infinity);

/** The sandbox's event around an object (as signed and sent by the sandbox's webhook). */
const sandboxWrap = (type: string, object: object): Event =>
  ({
    id: `evt_sbx_${newToken()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  }) as Event;

async function startSandboxInPage(server: TestServer, shop: Shop) {
  const created = await createIntent(server, { lines: [line(shop.classic)], amount: 3.5 });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return { orderId: created.body.orderId as string, intentId: created.body.paymentIntentId as string, amount: 350 };
}

async function startHosted(server: TestServer, shop: Shop) {
  const hosted = await call(server, 'POST', '/api/create-checkout-session', {
    body: { cartItems: [line(shop.taro)], checkoutToken: newToken() },
  });
  expect(hosted.status, JSON.stringify(hosted.body)).toBe(200);
  const sessionId = sessionIdOf(hosted.body.url as string);
  const [order] = await server.database.db.select().from(orders).where(eq(orders.providerRef, sessionId));
  return { sessionId, orderId: order!.id };
}

await describeCheckoutShop('a refund before its payment, through the sandbox, on %s', { staff: true }, (ctx) => {
  const deliver: Deliver = (event) => deliverSandboxEvent(ctx.server, event);
  const replay = (hosted: boolean, start: StartPayment) =>
    replayEveryOrdering({ ...ctx, wrap: sandboxWrap, deliver, hosted, start });

  it('ends a card payment Refunded whatever the order of its events', async () => {
    await replay(false, () => startSandboxInPage(ctx.server, ctx.shop));
  });

  it('keeps the meaning of a partial refund before its payment: the provider records it, the order is paid', async () => {
    const order = await startSandboxInPage(ctx.server, ctx.shop);
    const [paid, refunded] = paymentEvents(sandboxWrap, order);
    const partial = JSON.parse(JSON.stringify(refunded)) as { data: { object: Record<string, unknown> } };
    Object.assign(partial.data.object, { amount_refunded: 100, refunded: false });
    expect((await deliver(partial)).body.outcome).toBe('ignored');
    expect((await deliver(paid!)).body.outcome).toBe('paid');
    expect(await orderRow(ctx.server.database.db, order.orderId)).toMatchObject({
      paymentStatus: 'paid',
      status: 'pending',
      refundedAt: null,
    });
  });

  it('ends a hosted checkout Refunded whatever the order of its events', async () => {
    await replay(true, async () => ({
      ...(await startHosted(ctx.server, ctx.shop)),
      intentId: `pi_sbx_${newToken()}`,
      amount: 390,
    }));
  });
});

await describeStripeShop('a refund before its payment, through Stripe, on %s', (ctx) => {
  const deliver: Deliver = (event) => deliverStripeEvent(ctx.server, event);
  const wrap = (type: string, object: object) => stripeEvent(type, object) as Event;
  const replay = (hosted: boolean, start: StartPayment) =>
    replayEveryOrdering({ server: ctx.server, staff: ctx.staff.headers, wrap, deliver, hosted, start });

  it('ends a card payment Refunded whatever the order of its events', async () => {
    await replay(false, async () => {
      const created = await createIntent(ctx.server, { lines: [line(ctx.shop.classic)], amount: 3.5 });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const intentId = created.body.paymentIntentId as string;
      ctx.standIn.succeed(intentId);
      return { orderId: created.body.orderId as string, intentId, amount: 350 };
    });
  });

  it('ends a hosted checkout Refunded whatever the order of its events', async () => {
    await replay(true, async () => {
      const { sessionId, orderId } = await startHosted(ctx.server, ctx.shop);
      const session = ctx.standIn.completeSession(sessionId, { email: 'cy@example.com', name: 'Cy Example' });
      return { orderId, sessionId, intentId: String(session.payment_intent), amount: 390 };
    });
  });
});
