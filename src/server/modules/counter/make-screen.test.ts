/**
 * The make screen's moves through real HTTP on each database: Ready on an order whose cups are all made makes it ready
 * in one call whatever its state (a pending one is confirmed on the way, the customer e-mailed as by the dashboard's
 * two buttons, both audited); Recall brings the last order made ready back; wrong states are refused with 409 and a
 * sentence.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { line, orderRow, payInPage, type Shop } from '../../test/checkout-support';
import { makeSession, makeUser } from '../../test/factories';
import { makeShopWithOptions } from '../../test/makers-support';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

interface QueueAnswer {
  prepMinutes: number;
  orders: Array<{
    id: string;
    status: string;
    clockFrom: string;
    cups: Array<{ index: number; options: string[]; optionIds: string[]; made: boolean }>;
  }>;
  recall: { id: string; number: string } | null;
}

describe.each(kinds)('the make screen’s Ready and Recall on %s', (kind) => {
  let server: TestServer;
  let shop: Shop;
  let admin: Record<string, string>;
  const as = (method: string, path: string) => call(server, method, path, { headers: admin });
  const queue = async () => (await as('GET', '/api/admin/queue')).body as QueueAnswer;
  const order = async (id: string) =>
    (await as('GET', `/api/admin/orders/${id}`)).body as { status: string; dayNumber: number | null };
  const history = async (id: string) =>
    ((await as('GET', `/api/admin/orders/${id}/history`)).body as Array<{ action: string; actorEmail: string }>).map(
      (entry) => [entry.action, entry.actorEmail],
    );
  const mailTo = async (to: string) =>
    (await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((mail) => mail.subject);
  const payTwoCups = (email: string) =>
    payInPage(server, {
      lines: [line(shop.classic, 2, 'reg', { options: ['sugar-25', 'ice-less'] })],
      amount: 7,
      name: 'Rush Customer',
      email,
    });
  const makeBoth = async (orderId: string) => {
    for (const cup of [1, 2])
      expect((await as('POST', `/api/admin/queue/${orderId}/cups/${cup}/made`)).status).toBe(200);
  };

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    shop = await makeShopWithOptions(server);
    const db = server.database.db;
    admin = (await makeSession(db, await makeUser(db, { isAdmin: true, email: 'barista@pearl.example' }))).headers;
  });
  afterAll(() => server.close());

  it('gives each ticket its clock, the shop’s prep time and each option’s id', async () => {
    const paid = await payTwoCups('clock@example.com');
    const answer = await queue();
    expect(answer.prepMinutes).toBe(10);
    const ticket = answer.orders.find((candidate) => candidate.id === paid.orderId)!;
    // An ASAP order's clock runs from its payment: a moment ago.
    expect(Date.now() - Date.parse(ticket.clockFrom)).toBeGreaterThanOrEqual(0);
    expect(Date.now() - Date.parse(ticket.clockFrom)).toBeLessThan(60_000);
    expect(ticket.cups[0]!.options).toEqual(['25% sugar', 'Less ice']);
    expect(ticket.cups[0]!.optionIds).toEqual(['sugar-25', 'ice-less']);
  });

  it('makes a pending order whose cups are all made ready in one call, and the customer is told', async () => {
    const paid = await payTwoCups('ready-now@example.com');
    expect((await order(paid.orderId)).status).toBe('pending');
    await makeBoth(paid.orderId);

    const ready = await as('POST', `/api/admin/queue/${paid.orderId}/ready`);
    expect(ready.status).toBe(200);
    const answer = ready.body as QueueAnswer;
    expect(answer.orders.map((ticket) => ticket.id)).not.toContain(paid.orderId);
    expect(answer.recall?.id).toBe(paid.orderId);
    expect((await order(paid.orderId)).status).toBe('ready');
    // As Confirm & Notify then Mark as Ready: both e-mails, both moves audited with who made them.
    // The order is called by its number for the day, in the e-mails as everywhere.
    const number = `#${(await order(paid.orderId)).dayNumber}`;
    expect(await mailTo('ready-now@example.com')).toEqual(
      expect.arrayContaining([
        `Your Pearl order ${number} is confirmed`,
        `Your Pearl order ${number} is ready for pickup`,
      ]),
    );
    // Each cup's Made is recorded under whoever tapped it.
    expect(await history(paid.orderId)).toEqual([
      ['order.paid', null],
      ['order.cup_made', 'barista@pearl.example'],
      ['order.cup_made', 'barista@pearl.example'],
      ['order.confirm', 'barista@pearl.example'],
      ['order.ready', 'barista@pearl.example'],
    ]);
    // The customer's order page says so.
    const { trackingToken } = await orderRow(server.database.db, paid.orderId);
    const track = await call(server, 'GET', `/api/track/${trackingToken}`);
    expect(track.status).toBe(200);
    expect(track.body.status).toBe('ready');
  });

  it('refuses Ready with 409 and a sentence while a cup waits, or once the order is ready', async () => {
    const paid = await payTwoCups('not-yet@example.com');
    await as('POST', `/api/admin/queue/${paid.orderId}/cups/1/made`);
    const early = await as('POST', `/api/admin/queue/${paid.orderId}/ready`);
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(
      `Order #${(await order(paid.orderId)).dayNumber} still has a cup to make: tap Made on it first.`,
    );
    expect((await order(paid.orderId)).status).toBe('pending');

    await as('POST', `/api/admin/queue/${paid.orderId}/cups/2/made`);
    expect((await as('POST', `/api/admin/queue/${paid.orderId}/ready`)).status).toBe(200);
    const again = await as('POST', `/api/admin/queue/${paid.orderId}/ready`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This order is already ready for pickup.');

    expect((await as('POST', `/api/admin/queue/${crypto.randomUUID()}/ready`)).status).toBe(404);
    expect((await as('POST', '/api/admin/queue/not-an-id/ready')).status).toBe(400);
    expect((await call(server, 'POST', `/api/admin/queue/${paid.orderId}/ready`)).status).toBe(401);
  });

  it('makes a confirmed order ready with the ready e-mail only', async () => {
    const paid = await payTwoCups('confirmed-first@example.com');
    await call(server, 'POST', `/api/admin/orders/${paid.orderId}/confirm`, { headers: admin, body: {} });
    await makeBoth(paid.orderId);
    expect((await as('POST', `/api/admin/queue/${paid.orderId}/ready`)).status).toBe(200);
    expect((await order(paid.orderId)).status).toBe('ready');
    const confirmations = (await mailTo('confirmed-first@example.com')).filter((subject) =>
      subject.endsWith('confirmed'),
    );
    expect(confirmations).toHaveLength(1);
  });

  it('Recall brings the last order made ready back onto the queue, confirmed, its cups still made', async () => {
    const first = await payTwoCups('first-ready@example.com');
    const second = await payTwoCups('second-ready@example.com');
    for (const paid of [first, second]) {
      await makeBoth(paid.orderId);
      expect((await as('POST', `/api/admin/queue/${paid.orderId}/ready`)).status).toBe(200);
    }
    expect((await queue()).recall?.id).toBe(second.orderId);

    const recalled = await as('POST', `/api/admin/queue/${second.orderId}/recall`);
    expect(recalled.status).toBe(200);
    const answer = recalled.body as QueueAnswer;
    const ticket = answer.orders.find((candidate) => candidate.id === second.orderId)!;
    expect(ticket.status).toBe('confirmed');
    expect(ticket.cups.map((cup) => cup.made)).toEqual([true, true]);
    // The one before is next in line for Recall.
    expect(answer.recall?.id).toBe(first.orderId);
    expect((await order(second.orderId)).status).toBe('confirmed');
    expect((await history(second.orderId)).at(-1)).toEqual(['order.recall', 'barista@pearl.example']);

    const twice = await as('POST', `/api/admin/queue/${second.orderId}/recall`);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe('Only an order ready for pickup can be recalled; this one is confirmed.');
    // Made ready again, straight from the ticket.
    expect((await as('POST', `/api/admin/queue/${second.orderId}/ready`)).status).toBe(200);

    await call(server, 'POST', `/api/admin/orders/${first.orderId}/complete`, { headers: admin, body: {} });
    const collected = await as('POST', `/api/admin/queue/${first.orderId}/recall`);
    expect(collected.status).toBe(409);
    expect(collected.body.error).toBe('Only an order ready for pickup can be recalled; this one is completed.');
  });
});
