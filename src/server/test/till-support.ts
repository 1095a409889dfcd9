/**
 * What the till's and the kiosk's tests share: sales rung up with every call retried (pressed twice at once, an answer
 * lost, the provider's event delivered again), and the check that each order still gives one ticket and one label.
 */
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { orders, printers, printJobs } from '../db/schema';
import { call, type TestServer } from './build';
import { deliverSandboxEvent, line, newToken, payInPage, sandboxEventsAbout } from './checkout-support';

type Answer = Awaited<ReturnType<typeof call>>;
/** A product of the test shop, as `line` takes it. */
type Product = Parameters<typeof line>[0];
/** A call as one device makes it: a Barista's session at the till, the kiosk's device cookie at the kiosk. */
type Send = (method: string, path: string, body?: unknown) => Promise<Answer>;

/** A call as the till makes it, with the staff member's session. */
export const tillCall =
  (server: TestServer, headers: Record<string, string>): Send =>
  (method, path, body) =>
    call(server, method, path, { headers, ...(body === undefined ? {} : { body }) });

/** A printer that prints both tickets and labels, for a test to find its jobs by. */
export async function ticketAndLabelPrinter(server: TestServer) {
  const [printer] = await server.database.db
    .insert(printers)
    .values({
      name: `Both ${newToken().slice(0, 6)}`,
      jobs: 'both',
      widthMm: 58,
      secret: randomBytes(24).toString('hex'),
    })
    .returning();
  return printer!;
}

/** The provider's paid event about an intent, delivered twice more: each is a duplicate. */
async function redeliverPaid(server: TestServer, intentId: string) {
  const [event] = await sandboxEventsAbout(server.database.db, 'payment_intent.succeeded', intentId);
  for (let i = 0; i < 2; i++) expect((await deliverSandboxEvent(server, event)).body.outcome).toBe('duplicate');
}

/** A walk-in paying £5 cash for one cup: Complete pressed twice at once, then again as if its answer had been lost. */
async function cashSaleRetried(till: Send, product: Product): Promise<string> {
  const cash = { saleKey: newToken(), cartItems: [line(product, 1)], cash: { tendered: 500 } };
  const [walkIn] = await Promise.all([
    till('POST', '/api/admin/till/sales', cash),
    till('POST', '/api/admin/till/sales', cash),
  ]);
  expect((await till('POST', '/api/admin/till/sales', cash)).body.orderId).toBe(walkIn!.body.orderId);
  return walkIn!.body.orderId as string;
}

/**
 * One cup paid by card on the sandbox reader, at the till (`/api/admin/till/sales`) or the kiosk (`/api/kiosk/orders`):
 * the sale sent twice at once and once more, Charge pressed twice at once, the card tapped twice, the provider's paid
 * event delivered again. Its order id.
 */
async function cardSaleRetried(server: TestServer, send: Send, salesPath: string, product: Product): Promise<string> {
  const body = { saleKey: newToken(), cartItems: [line(product, 1)] };
  const [placed] = await Promise.all([send('POST', salesPath, body), send('POST', salesPath, body)]);
  const orderId = placed!.body.orderId as string;
  expect((await send('POST', salesPath, body)).body.orderId).toBe(orderId);
  await Promise.all([send('POST', `${salesPath}/${orderId}/charge`), send('POST', `${salesPath}/${orderId}/charge`)]);
  for (let i = 0; i < 2; i++) {
    const tapped = await send('POST', `${salesPath}/${orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });
    expect(tapped.body.paid).toBe(true);
  }
  const [row] = await server.database.db.select().from(orders).where(eq(orders.id, orderId));
  await redeliverPaid(server, row!.providerPaymentId!);
  return orderId;
}

/** One cup ordered online and paid in the page, its paid event then delivered again. Its order id. */
async function onlineOrderRetried(server: TestServer, product: Product): Promise<string> {
  const online = await payInPage(server, { lines: [line(product, 1)], amount: product.priceReg / 100 });
  await redeliverPaid(server, online.paymentIntentId);
  return online.orderId;
}

/**
 * Three orders for one cup, every call retried: a walk-in paying cash at the till, a card sale where `card` says (the
 * till's own, or the kiosk's), and an online order. Their ids, in that order.
 */
export async function threeOrdersRetried(
  server: TestServer,
  staff: Record<string, string>,
  card: { send: Send; salesPath: string },
  product: Product,
): Promise<string[]> {
  return [
    await cashSaleRetried(tillCall(server, staff), product),
    await cardSaleRetried(server, card.send, card.salesPath, product),
    await onlineOrderRetried(server, product),
  ];
}

/** Each order printed one ticket and one label on the printer, and was placed through the channels given. */
export async function expectOnePrintEach(
  server: TestServer,
  printerId: string,
  ids: readonly string[],
  channels: readonly string[],
) {
  const db = server.database.db;
  expect(new Set(ids).size).toBe(ids.length);
  for (const orderId of ids) {
    const jobs = await db.select().from(printJobs).where(eq(printJobs.orderId, orderId));
    const onPrinter = jobs.filter((job) => job.printerId === printerId);
    expect(onPrinter.map((job) => job.job.kind).sort(), orderId).toEqual(['label', 'ticket']);
  }
  const rows = await db.select().from(orders);
  expect(
    rows
      .filter((row) => ids.includes(row.id))
      .map((row) => row.channel)
      .sort(),
  ).toEqual([...channels].sort());
}
