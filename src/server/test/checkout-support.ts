/**
 * Helpers for checkout and payment tests: a small menu with known prices, the browser's calls, signed sandbox events,
 * and the invariant every payment test ends with: every successful payment has exactly one paid
 * order with the same amount, and no order is paid without a successful payment.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { unitPrice } from '@domain/unit-price';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect } from 'vitest';
import type { Db } from '../db/client';
import { mailOutbox, orders, paymentEvents, sandboxObjects } from '../db/schema';
import { buildTestServer, call, type BuildTestOptions, type TestServer } from './build';
import { makeCategory, makeProduct, makePromotion, makeSession, makeUser } from './factories';
import { SANDBOX_SIGNATURE_HEADER } from '../modules/payments';
import { testDatabaseKinds, type DatabaseKind } from './test-database';

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
  incorrectCvc: '4000 0000 0000 0127',
  authentication: '4000 0025 0000 3155',
} as const;

export type Shop = Awaited<ReturnType<typeof makeShop>>;

/** Three products with known prices, and a "2 large fruit teas for £8.00" promotion. */
export async function makeShop(db: Db) {
  const suffix = randomBytes(3).toString('hex');
  const milk = await makeCategory(db, { value: `milk-tea-${suffix}`, displayName: 'Milk Tea' });
  const fruit = await makeCategory(db, { value: `fruit-tea-${suffix}`, displayName: 'Fruit Tea' });
  const classic = await makeProduct(db, {
    name: `Classic Milk Tea ${suffix}`,
    category: milk.value,
    priceReg: 350,
    priceLrg: 420,
  });
  const taro = await makeProduct(db, {
    name: `Taro Milk Tea ${suffix}`,
    category: milk.value,
    priceReg: 390,
    priceLrg: 460,
  });
  const mango = await makeProduct(db, {
    name: `Mango Green Tea ${suffix}`,
    category: fruit.value,
    priceReg: 380,
    priceLrg: 450,
  });
  await makePromotion(db, {
    category: fruit.value,
    size: 'lrg',
    requiredQuantity: 2,
    priceLrg: 800,
    title: 'Two large fruit teas for £8.00',
  });
  return { classic, taro, mango };
}

export interface CheckoutShop {
  server: TestServer;
  shop: Shop;
  /** A signed-in admin's headers (session cookie and CSRF token) when asked for with `staff`; otherwise none. */
  staff: Record<string, string>;
}

export interface CheckoutShopOptions extends Omit<BuildTestOptions, 'kind' | 'shared'> {
  /** Check the payments invariant on the server's database before it closes. */
  invariant?: boolean;
  /** A server of its own for each test instead of one for the whole block. */
  eachTest?: boolean;
  /** Sign an admin in too. */
  staff?: boolean;
}

/**
 * For a describe block: a test server on the given database with makeShop's menu, built before the block's tests
 * and closed after them. `give` hands both to the block's own variables, so its tests read as if it had built them.
 */
export function useCheckoutShop(
  kind: DatabaseKind,
  give: (built: CheckoutShop) => void,
  { invariant = false, eachTest = false, staff = false, ...build }: CheckoutShopOptions = {},
): void {
  let server: TestServer | undefined;
  (eachTest ? beforeEach : beforeAll)(async () => {
    server = await buildTestServer({ kind, ...build });
    const { db } = server.database;
    const shop = await makeShop(db);
    give({ server, shop, staff: staff ? (await makeSession(db, await makeUser(db, { isAdmin: true }))).headers : {} });
  });
  (eachTest ? afterEach : afterAll)(async () => {
    if (invariant && server) await expectPaymentInvariant(server.database.db);
    await server?.close();
  });
}

/** A checkout shop whose tests may move its clock. */
export interface ClockedCheckoutShop extends CheckoutShop {
  /** With the `clock` option, the time the server takes for now: a test moves the clock by setting it. */
  now: Date;
}

/**
 * A describe block once for each kind of test database this run tests against (`title` names the kind with %s), each
 * with a test server and makeShop's menu of its own, as useCheckoutShop builds them. The block's tests reach them
 * through `ctx`, which is filled in before they run. `clock` starts the server's clock at that time instead of the
 * real one; the tests move it with `ctx.now`.
 */
export async function describeCheckoutShop(
  title: string,
  { clock, ...options }: CheckoutShopOptions & { clock?: Date },
  block: (ctx: ClockedCheckoutShop, kind: DatabaseKind) => void,
): Promise<void> {
  describe.each(await testDatabaseKinds())(title, (kind) => {
    const ctx = { now: clock } as ClockedCheckoutShop;
    useCheckoutShop(kind, (built) => Object.assign(ctx, built), clock ? { ...options, now: () => ctx.now } : options);
    block(ctx, kind);
  });
}

type Product = { id: string; name: string; priceReg: number; priceLrg: number };

/** A basket line as the browser keeps it (prices in pence, as the menu showed them). */
export function line(product: Product, quantity = 1, size: 'reg' | 'lrg' = 'reg', extra: Record<string, unknown> = {}) {
  return {
    id: product.id,
    name: product.name,
    size,
    price: unitPrice(product, size),
    quantity,
    ...extra,
  };
}

export const newToken = () => randomBytes(16).toString('hex');

/** The id of a hosted checkout session, the last part of the address its page is at. */
export const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

export interface IntentRequest {
  lines: unknown[];
  /** Pounds, as the browser shows the total. */
  amount: number;
  name?: string;
  email?: string;
  checkoutToken?: string;
}

export function intentBody(request: IntentRequest) {
  return {
    amount: request.amount,
    metadata: { cartItems: JSON.stringify(request.lines) },
    name: request.name ?? 'Ann Example',
    email: request.email ?? 'ann@example.com',
    checkoutToken: request.checkoutToken ?? newToken(),
  };
}

export function createIntent(server: TestServer, request: IntentRequest) {
  return call(server, 'POST', '/api/create-payment-intent', { body: intentBody(request) });
}

export function confirmCard(
  server: TestServer,
  intent: { paymentIntentId: string; clientSecret: string },
  number: string,
  card: { expiry?: string; cvc?: string } = {},
) {
  return call(server, 'POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    body: {
      clientSecret: intent.clientSecret,
      card: { number, expiry: card.expiry ?? '12/34', cvc: card.cvc ?? '123' },
    },
  });
}

/** Answers the sandbox's authentication challenge (card 4000 0025 0000 3155) as the customer would. */
export function authenticateCard(
  server: TestServer,
  intent: { paymentIntentId: string; clientSecret: string },
  result: 'complete' | 'fail',
) {
  return call(server, 'POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/authenticate`, {
    body: { clientSecret: intent.clientSecret, result },
  });
}

/** Starts an in-page payment and pays it with the card that succeeds. */
export async function payInPage(server: TestServer, request: IntentRequest) {
  const created = await createIntent(server, request);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const confirmed = await confirmCard(server, created.body, CARDS.succeeds);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return created.body as {
    orderId: string;
    paymentIntentId: string;
    clientSecret: string;
    receiptToken: string;
    total: number;
  };
}

/** A customer's paid order of one large Taro Milk Tea (£4.60) on this server, from a menu made for it. */
export async function payForLargeTaro(server: TestServer, customer: { name: string; email: string }) {
  const shop = await makeShop(server.database.db);
  return payInPage(server, { lines: [line(shop.taro, 1, 'lrg')], amount: 4.6, ...customer });
}

/** The sandbox's recorded events, oldest first (each with its Stripe-shaped JSON). */
export async function sandboxEvents(db: Db, type?: string) {
  const rows = await db.select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'event'));
  return rows
    .map(
      (row) => row.metadata as { id: string; type: string; created: number; data: { object: Record<string, unknown> } },
    )
    .filter((event) => !type || event.type === type)
    .sort((a, b) => a.created - b.created);
}

export type SandboxEvent = Awaited<ReturnType<typeof sandboxEvents>>[number];

/** The sandbox's recorded events of this type about one object (a payment intent, a session…), oldest first. */
export async function sandboxEventsAbout(db: Db, type: string, objectId: string): Promise<SandboxEvent[]> {
  return (await sandboxEvents(db, type)).filter((event) => event.data.object.id === objectId);
}

/** As if the sandbox's own delivery had been lost: the order waits for its payment and nothing was sent. */
export async function forgetFulfilment(db: Db, orderId: string) {
  const order = await orderRow(db, orderId);
  await db
    .update(orders)
    .set({ paymentStatus: 'awaiting_payment', status: null, paidAt: null })
    .where(eq(orders.id, orderId));
  const refs = [order.providerRef, order.providerPaymentId].filter((ref): ref is string => Boolean(ref));
  await db.delete(paymentEvents).where(inArray(paymentEvents.objectRef, refs));
  await db.delete(mailOutbox).where(eq(mailOutbox.dedupeKey, `receipt:${orderId}`));
}

/** A payment_intent.succeeded event as the sandbox (like Stripe) sends it, for a payment of `amount` pence. */
export function paymentSucceededEvent(
  eventId: string,
  intentId: string,
  amount: number,
  metadata: Record<string, string> = {},
) {
  return {
    id: eventId,
    object: 'event',
    type: 'payment_intent.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: amount,
        currency: 'gbp',
        status: 'succeeded',
        metadata,
      },
    },
  };
}

/** Delivers an event to POST /api/webhooks/sandbox, signed as the sandbox signs (or not, as told). */
export function deliverSandboxEvent(
  server: TestServer,
  event: unknown,
  options: { timestamp?: number; signature?: string | null; tamper?: (raw: string) => string } = {},
) {
  const raw = typeof event === 'string' ? event : JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? server.services.payments.sandbox!.sign(raw, options.timestamp)
      : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) headers[SANDBOX_SIGNATURE_HEADER] = signature;
  return call(server, 'POST', '/api/webhooks/sandbox', { raw: options.tamper ? options.tamper(raw) : raw, headers });
}

/** Collects the live 'orders' messages the staff dashboard would hear. */
export function listenToOrders(server: TestServer) {
  const messages: Array<Record<string, unknown>> = [];
  const stop = server.services.live.subscribe('orders', (message) => messages.push(message.data));
  return { messages, stop };
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Lets NOTIFY messages still on their way arrive before counting them. */
export const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

export async function receiptsFor(db: Db, orderId: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `receipt:${orderId}`));
}

/** The e-mail telling the customer their order was refunded, if one was queued. */
export async function refundMailFor(db: Db, orderId: string) {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `order-refunded:${orderId}`));
  return mail;
}

export async function orderRow(db: Db, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

/** How a person reads a paid order: its number for the day, "#12" (failing the test when it has none). */
export async function dayNumberOf(db: Db, id: string): Promise<string> {
  const { dayNumber } = await orderRow(db, id);
  expect(dayNumber, `order ${id} has a number for the day`).toBeGreaterThan(0);
  return `#${dayNumber}`;
}

/**
 * The payments invariant, checked against the provider's own record of payments (the sandbox's, unless the
 * successful payments are given, e.g. by the Stripe stand-in): every successful payment has exactly one paid (or since
 * refunded) order with the same amount, and no order but a free one (£0.00, the stamp card's reward) is paid without a
 * successful payment.
 */
export async function expectPaymentInvariant(
  db: Db,
  succeededPayments?: Array<{ id: string; amount: number }>,
): Promise<void> {
  const succeeded =
    succeededPayments ??
    (await db.select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'payment_intent'))).filter(
      (row) => row.status === 'succeeded',
    );
  const all = await db.select().from(orders);
  for (const payment of succeeded) {
    const settled = all.filter(
      (order) => order.providerPaymentId === payment.id && ['paid', 'refunded'].includes(order.paymentStatus),
    );
    expect(settled, `successful payment ${payment.id} has exactly one paid order`).toHaveLength(1);
    expect(settled[0]!.totalAmount, `order ${settled[0]!.id} has the payment's amount`).toBe(payment.amount);
  }
  // A free order (the stamp card's reward took it to £0.00) is paid without a payment: nothing was charged.
  const free = (row: (typeof all)[number]) => row.paymentMethod === 'free' && row.totalAmount === 0;
  // Cash taken at the till is paid by its own event, one per order (cash:<orderId>), with no provider's payment.
  const cashEvents = new Set((await db.select({ id: paymentEvents.id }).from(paymentEvents)).map((row) => row.id));
  for (const order of all.filter((row) => row.paymentStatus === 'paid' && row.paymentMethod === 'cash')) {
    expect(cashEvents.has(`cash:${order.id}`), `cash order ${order.id} was paid by its cash event`).toBe(true);
    // A card tried first on the reader was cancelled before the cash was taken: never both.
    const charged = succeeded.filter((payment) => payment.id === order.providerPaymentId);
    expect(charged, `cash order ${order.id} was not also paid by card`).toEqual([]);
  }
  const cash = (row: (typeof all)[number]) => row.paymentMethod === 'cash';
  for (const order of all.filter((row) => row.paymentStatus === 'paid' && !free(row) && !cash(row))) {
    const payment = succeeded.find((row) => row.id === order.providerPaymentId);
    expect(payment, `paid order ${order.id} has a successful payment`).toBeDefined();
    expect(payment!.amount).toBe(order.totalAmount);
    expect(order.paidAt, `paid order ${order.id} has its payment time`).not.toBeNull();
    if (!order.isTest) expect(order.status, `paid order ${order.id} is a customer order`).not.toBeNull();
  }
}

/** Orders and payments written so far, to prove a refused request wrote nothing. */
export async function countWrites(db: Db) {
  const [orderRows, objects] = await Promise.all([
    db.select({ id: orders.id }).from(orders),
    db.select({ id: sandboxObjects.id }).from(sandboxObjects),
  ]);
  return { orders: orderRows.length, sandboxObjects: objects.length };
}
