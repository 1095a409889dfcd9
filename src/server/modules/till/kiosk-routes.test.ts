/**
 * The self-order kiosk through real HTTP on each database: a Manager switches a counter device to kiosk mode; only
 * that device's cookie opens the kiosk's calls, and nobody's session is honoured on it (no PIN, no password). A kiosk
 * order is priced and recorded as the till's sales are (channel kiosk); a declined card then 4242 gives one paid order;
 * Pay at the counter leaves it on the till's Awaiting payment list, off the make screen and the printers, until staff
 * take cash for it. Exactly once: a walk-in, a kiosk order and an online order for the same drink, every call retried
 * (Charge twice, the provider's event repeated, a dropped answer sent again), give three tickets and three labels.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { KIOSK_ONLY, NOT_A_KIOSK } from '@domain/kiosk';
import { categoryOptionGroups, orders, printers, printJobs, sessions } from '../../db/schema';
import { seedOptions } from '../../seed/seed-options';
import { call } from '../../test/build';
import { describeCheckoutShop, line, newToken, sandboxEventsAbout } from '../../test/checkout-support';
import { makeSession, makeUser } from '../../test/factories';
import { expectOnePrintEach, threeOrdersRetried, ticketAndLabelPrinter } from '../../test/till-support';
import { DEVICE_COOKIE, SESSION_COOKIE } from '../accounts';

/** A cookie's value from a Set-Cookie answer. */
function cookieFrom(headers: Headers, name: string): string | undefined {
  const header = headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return header?.split(';')[0]!.slice(name.length + 1);
}

await describeCheckoutShop('the self-order kiosk on %s', { staff: true, invariant: true }, (ctx) => {
  const db = () => ctx.server.database.db;
  const staffPost = (path: string, body: unknown = {}) => call(ctx.server, 'POST', path, { body, headers: ctx.staff });
  const staffGet = (path: string) => call(ctx.server, 'GET', path, { headers: ctx.staff });

  /** A tablet signed in as a counter device by a Manager (whose session there ends); its device cookie. */
  async function tablet(name: string): Promise<{ id: string; cookie: string }> {
    const manager = await makeSession(db(), await makeUser(db(), { role: 'manager' }));
    const answer = await call(ctx.server, 'POST', '/api/admin/counter-devices', {
      body: { name },
      headers: manager.headers,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.mode).toBe('counter');
    return { id: answer.body.id, cookie: `${DEVICE_COOKIE}=${cookieFrom(answer.headers, DEVICE_COOKIE)!}` };
  }

  async function kioskTablet(name = `Kiosk ${newToken().slice(0, 6)}`) {
    const device = await tablet(name);
    const manager = (await makeSession(db(), await makeUser(db(), { role: 'manager' }))).headers;
    const switched = await call(ctx.server, 'PUT', `/api/admin/counter-devices/${device.id}/mode`, {
      body: { mode: 'kiosk' },
      headers: manager,
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(204);
    const kiosk = (method: string, path: string, body?: unknown) =>
      call(ctx.server, method, path, { headers: { cookie: device.cookie }, ...(body === undefined ? {} : { body }) });
    return { ...device, kiosk };
  }

  const printsOf = (orderId: string) => db().select().from(printJobs).where(eq(printJobs.orderId, orderId));
  const queueIds = async () =>
    ((await staffGet('/api/admin/queue')).body.orders as { id: string; cups: unknown[] }[]).map((ticket) => ticket.id);

  // The milk teas are drinks (they offer sugar and ice), so each cup gets a label.
  beforeAll(async () => {
    await seedOptions(db());
    await db()
      .insert(categoryOptionGroups)
      .values(['sugar', 'ice'].map((groupId) => ({ category: ctx.shop.classic.category, groupId })));
    await ctx.server.services.menu.changed();
  });

  it('opens the kiosk’s calls only to a device in kiosk mode, and honours nobody’s session on it', async () => {
    const device = await tablet('Door tablet');
    // A person switched in on it while it is still a till.
    const barista = await makeUser(db(), { role: 'barista' });
    const pin = String(100_000 + Math.floor(Math.random() * 800_000));
    expect(
      (await call(ctx.server, 'PUT', `/api/admin/staff/${barista.id}/pin`, { body: { pin }, headers: ctx.staff }))
        .status,
    ).toBe(204);
    const switched = await call(ctx.server, 'POST', '/api/counter-device/switch', {
      body: { pin },
      headers: { cookie: device.cookie },
    });
    expect(switched.status).toBe(200);
    const pinSession = `${device.cookie}; ${SESSION_COOKIE}=${cookieFrom(switched.headers, SESSION_COOKIE)!}`;
    expect((await call(ctx.server, 'GET', '/api/admin/orders', { headers: { cookie: pinSession } })).status).toBe(200);

    // Not a kiosk yet, or no device at all: the kiosk's calls are refused.
    for (const headers of [{ cookie: device.cookie }, {}] as Record<string, string>[]) {
      const refused = await call(ctx.server, 'GET', '/api/kiosk', { headers });
      expect(refused.status).toBe(401);
      expect(refused.body.error).toBe(NOT_A_KIOSK);
    }
    const order = await call(ctx.server, 'POST', '/api/kiosk/orders', {
      body: { saleKey: newToken(), cartItems: [line(ctx.shop.classic, 1)] },
      headers: { cookie: device.cookie },
    });
    expect(order.status).toBe(401);

    // A Barista may not switch it; a Manager may.
    const baristaHeaders = (await makeSession(db(), await makeUser(db(), { role: 'barista' }))).headers;
    const path = `/api/admin/counter-devices/${device.id}/mode`;
    expect((await call(ctx.server, 'PUT', path, { body: { mode: 'kiosk' }, headers: baristaHeaders })).status).toBe(
      403,
    );
    expect((await call(ctx.server, 'PUT', path, { body: { mode: 'till' }, headers: ctx.staff })).status).toBe(400);
    expect((await call(ctx.server, 'PUT', path, { body: { mode: 'kiosk' }, headers: ctx.staff })).status).toBe(204);
    const listed = (await staffGet('/api/admin/counter-devices')).body as { id: string; mode: string }[];
    expect(listed.find((row) => row.id === device.id)?.mode).toBe('kiosk');

    // Whoever was switched in is out, and nobody can switch in, nor bring a password session to it.
    expect((await call(ctx.server, 'GET', '/api/admin/orders', { headers: { cookie: pinSession } })).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.deviceId, device.id))).toEqual([]);
    const again = await call(ctx.server, 'POST', '/api/counter-device/switch', {
      body: { pin },
      headers: { cookie: device.cookie },
    });
    expect(again.status).toBe(403);
    expect(again.body.error).toBe(KIOSK_ONLY);
    const owner = await makeSession(db(), await makeUser(db(), { role: 'owner' }));
    const carried = { cookie: `${device.cookie}; ${owner.headers.cookie}`, 'x-csrf-token': owner.csrfToken };
    expect((await call(ctx.server, 'GET', '/api/admin/orders', { headers: carried })).status).toBe(401);
    expect((await call(ctx.server, 'GET', '/api/admin/orders', { headers: owner.headers })).status).toBe(200);

    // The kiosk itself: its state, and its PIN screen sends it to /kiosk.
    const state = await call(ctx.server, 'GET', '/api/kiosk', { headers: { cookie: device.cookie } });
    expect(state.body).toEqual({ device: { name: 'Door tablet' }, cards: 'sandbox', testCards: true });
    const screen = await call(ctx.server, 'GET', '/api/counter-device', { headers: { cookie: device.cookie } });
    expect(screen.body.device).toEqual({ name: 'Door tablet', mode: 'kiosk' });

    // It reaches only its own orders: a counter sale is no kiosk order.
    const walkIn = await staffPost('/api/admin/till/sales', {
      saleKey: newToken(),
      cartItems: [line(ctx.shop.classic, 1)],
    });
    const foreign = await call(ctx.server, 'GET', `/api/kiosk/orders/${walkIn.body.orderId}`, {
      headers: { cookie: device.cookie },
    });
    expect(foreign.status).toBe(404);
  });

  it('records a kiosk order once, and pays it once on the Sandbox reader after a declined card', async () => {
    const { kiosk } = await kioskTablet();
    const body = {
      saleKey: newToken(),
      cartItems: [line(ctx.shop.taro, 1), line(ctx.shop.mango, 2, 'lrg')],
      cupName: 'Kim',
    };
    // A dropped answer: the same order sent again.
    const [first, second] = await Promise.all([
      kiosk('POST', '/api/kiosk/orders', body),
      kiosk('POST', '/api/kiosk/orders', body),
    ]);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // £3.90 + two large fruit teas for £8.00 (the deal, as online).
    expect(first.body).toMatchObject({ total: 1190, paid: false, orderNumber: null, atCounter: false });
    expect(first.body.reference).toMatch(/^[0-9A-F]{4}$/);
    expect(second.body.orderId).toBe(first.body.orderId);
    const orderId = first.body.orderId as string;
    expect(await queueIds()).not.toContain(orderId);

    await Promise.all([
      kiosk('POST', `/api/kiosk/orders/${orderId}/charge`),
      kiosk('POST', `/api/kiosk/orders/${orderId}/charge`),
    ]);
    const declined = await kiosk('POST', `/api/kiosk/orders/${orderId}/sandbox-reader`, {
      card: '4000 0000 0000 0002',
    });
    expect(declined.body).toMatchObject({ paid: false, cardMessage: 'Your card was declined.' });
    expect((await kiosk('GET', `/api/kiosk/orders/${orderId}`)).body.cardMessage).toBe('Your card was declined.');
    await kiosk('POST', `/api/kiosk/orders/${orderId}/charge`);
    const paid = await kiosk('POST', `/api/kiosk/orders/${orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });
    expect(paid.body).toMatchObject({ paid: true, paymentMethod: 'Visa •••• 4242', cardMessage: null });
    expect(paid.body.orderNumber).toMatch(/^#\d+$/);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ channel: 'kiosk', checkoutKind: 'kiosk', paymentStatus: 'paid', customerName: 'Kim' });
    expect(await queueIds()).toContain(orderId);
    // Placed again after it is paid: the same order, paid.
    expect((await kiosk('POST', '/api/kiosk/orders', body)).body).toMatchObject({ orderId, paid: true });
    // The kiosk takes no cash, and a kiosk's order is no business of the kiosk's staff routes.
    expect((await kiosk('POST', `/api/admin/till/sales/${orderId}/cash`, { tendered: 5000 })).status).toBe(401);
  });

  it('leaves nothing to pay once the customer walks away from the reader, and never undoes a card that paid', async () => {
    const { kiosk } = await kioskTablet();
    const place = async () =>
      (await kiosk('POST', '/api/kiosk/orders', { saleKey: newToken(), cartItems: [line(ctx.shop.classic, 1)] })).body
        .orderId as string;
    const intentOf = async (orderId: string) =>
      (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!.providerPaymentId!;
    const tap4242 = (orderId: string) =>
      kiosk('POST', `/api/kiosk/orders/${orderId}/sandbox-reader`, { card: '4242 4242 4242 4242' });

    // Waiting for the card, the customer presses Start over (twice, as a kiosk left alone may ask again).
    const left = await place();
    await kiosk('POST', `/api/kiosk/orders/${left}/charge`);
    const stops = await Promise.all([
      kiosk('POST', `/api/kiosk/orders/${left}/stop-card`),
      kiosk('POST', `/api/kiosk/orders/${left}/stop-card`),
    ]);
    for (const stop of stops) expect(stop.body, JSON.stringify(stop.body)).toMatchObject({ paid: false });
    expect(await sandboxEventsAbout(db(), 'payment_intent.canceled', await intentOf(left))).toHaveLength(1);
    const late = await tap4242(left);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('This payment was stopped. Please choose how to pay again.');
    expect((await kiosk('POST', `/api/kiosk/orders/${left}/stop-card`)).body).toMatchObject({ paid: false });
    expect((await kiosk('GET', `/api/kiosk/orders/${left}`)).body).toMatchObject({ paid: false, orderNumber: null });
    expect(await queueIds()).not.toContain(left);

    // Paid, then Start over: the payment stands, and the answer says paid with its number.
    const paidFirst = await place();
    await kiosk('POST', `/api/kiosk/orders/${paidFirst}/charge`);
    const paid = await tap4242(paidFirst);
    expect(paid.body.paid).toBe(true);
    const stopped = await kiosk('POST', `/api/kiosk/orders/${paidFirst}/stop-card`);
    expect(stopped.body).toMatchObject({ paid: true, orderNumber: paid.body.orderNumber });
    expect(await sandboxEventsAbout(db(), 'payment_intent.canceled', await intentOf(paidFirst))).toEqual([]);
    expect((await queueIds()).filter((id) => id === paidFirst)).toHaveLength(1);

    // A card tapped at the same moment as Start over: whichever comes first, the kiosk is told what happened.
    for (let round = 0; round < 3; round++) {
      const orderId = await place();
      await kiosk('POST', `/api/kiosk/orders/${orderId}/charge`);
      const [tapped, stop] = await Promise.all([
        tap4242(orderId),
        kiosk('POST', `/api/kiosk/orders/${orderId}/stop-card`),
      ]);
      const now = (await kiosk('GET', `/api/kiosk/orders/${orderId}`)).body;
      expect(stop.body.paid, JSON.stringify({ tapped: tapped.body, stop: stop.body })).toBe(now.paid);
      expect((await queueIds()).filter((id) => id === orderId)).toHaveLength(now.paid ? 1 : 0);
    }
  });

  it('keeps a Pay at the counter order off the make screen until the till takes its cash', async () => {
    const { kiosk } = await kioskTablet();
    const placed = await kiosk('POST', '/api/kiosk/orders', {
      saleKey: newToken(),
      cartItems: [line(ctx.shop.classic, 2)],
    });
    const orderId = placed.body.orderId as string;
    const [atCounter] = await Promise.all([
      kiosk('POST', `/api/kiosk/orders/${orderId}/pay-at-counter`),
      kiosk('POST', `/api/kiosk/orders/${orderId}/pay-at-counter`),
    ]);
    expect(atCounter.body).toMatchObject({ orderId, paid: false, atCounter: true, total: 700 });

    const awaiting = (await staffGet('/api/admin/till/awaiting')).body as { orderId: string }[];
    expect(awaiting.filter((order) => order.orderId === orderId)).toEqual([
      {
        orderId,
        reference: atCounter.body.reference,
        total: 700,
        cupName: null,
        items: [{ name: ctx.shop.classic.name, size: 'reg', quantity: 2, options: ['100% sugar', 'Regular ice'] }],
        since: expect.any(String),
      },
    ]);
    expect(await queueIds()).not.toContain(orderId);
    expect(await printsOf(orderId)).toEqual([]);

    // Paid in cash at the till (Complete pressed twice): once.
    const [cash, twice] = await Promise.all([
      staffPost(`/api/admin/till/sales/${orderId}/cash`, { tendered: 1000 }),
      staffPost(`/api/admin/till/sales/${orderId}/cash`, { tendered: 1000 }),
    ]);
    expect(cash.body).toMatchObject({ paid: true, change: 300, paymentMethod: 'Cash' });
    expect(twice.body).toMatchObject({ paid: true, orderNumber: cash.body.orderNumber });
    const after = (await staffGet('/api/admin/till/awaiting')).body as { orderId: string }[];
    expect(after.map((order) => order.orderId)).not.toContain(orderId);
    expect(await queueIds()).toContain(orderId);
    expect((await kiosk('GET', `/api/kiosk/orders/${orderId}`)).body).toMatchObject({ paid: true, atCounter: false });
  });

  it('gives three tickets and three labels for a walk-in, a kiosk order and an online order, every call retried', async () => {
    const printer = await ticketAndLabelPrinter(ctx.server);
    const { kiosk } = await kioskTablet();
    const card = { send: kiosk, salesPath: '/api/kiosk/orders' };
    const ids = await threeOrdersRetried(ctx.server, ctx.staff, card, ctx.shop.classic);
    // One ticket a cup on the make screen, whichever way each order came.
    const queue = (await staffGet('/api/admin/queue')).body.orders as { id: string; cups: unknown[] }[];
    const tickets = queue.filter((ticket) => ids.includes(ticket.id));
    expect(tickets.map((ticket) => ticket.id).sort()).toEqual([...ids].sort());
    expect(tickets.map((ticket) => ticket.cups.length)).toEqual([1, 1, 1]);
    await expectOnePrintEach(ctx.server, printer.id, ids, ['counter', 'kiosk', 'online']);
    await db().delete(printers).where(eq(printers.id, printer.id));
  });
});
