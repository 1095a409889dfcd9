/**
 * Opening hours through the API, on both databases, with a fake clock: the shop's status, the pause (both checkout calls
 * refused, then ordering works again when the clock passes its end), ASAP while closed, the next slot, a full slot,
 * two customers racing for the last place, the staff's hours with validation and audit, and the order's pickup time.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orders } from '../../db/schema';
import { auditRowsOf } from '../../test/audit-support';
import { buildTestServer, call, NOON } from '../../test/build';
import {
  CARDS,
  confirmCard,
  createIntent,
  describeCheckoutShop,
  line,
  makeShop,
  newToken,
  orderRow,
  sessionIdOf,
  waitFor,
} from '../../test/checkout-support';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

const PAUSED = "We're not taking online orders right now";

await describeCheckoutShop(
  'opening hours, pause and pickup times on %s',
  {
    staff: true,
    hours: true,
    clock: NOON,
    // Each customer comes from an address of their own (what one address may hold in slots is limited).
    env: { TRUST_PROXY: '127.0.0.1' },
  },
  (ctx) => {
    beforeEach(async () => {
      ctx.now = NOON;
      await call(ctx.server, 'POST', '/api/admin/shop-resume', { headers: ctx.staff });
      await call(ctx.server, 'PUT', '/api/admin/slot-capacity', { body: { capacity: null }, headers: ctx.staff });
    });

    let customers = 0;
    const address = () => ({ 'x-forwarded-for': `198.51.100.${(customers++ % 250) + 1}` });
    const intent = (pickupTime?: string, email = `c${newToken().slice(0, 8)}@example.com`) =>
      call(ctx.server, 'POST', '/api/create-payment-intent', {
        headers: address(),
        body: {
          amount: 4.6,
          metadata: { cartItems: JSON.stringify([line(ctx.shop.taro, 1, 'lrg')]) },
          name: 'Pat Pickup',
          email,
          checkoutToken: newToken(),
          ...(pickupTime ? { pickupTime } : {}),
        },
      });
    const session = (pickupTime?: string) =>
      call(ctx.server, 'POST', '/api/create-checkout-session', {
        headers: address(),
        body: {
          cartItems: [line(ctx.shop.taro, 1, 'lrg')],
          checkoutToken: newToken(),
          ...(pickupTime ? { pickupTime } : {}),
        },
      });

    it('says the shop is open and offers ASAP, then slots from the prep estimate on', async () => {
      const status = await call(ctx.server, 'GET', '/api/shop-status');
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ open: true, paused: false, text: 'Open until 22:00' });
      expect(status.body.pickup.asap).toBe(true);
      expect(status.body.pickup.slots[0]).toEqual({ start: '2026-11-23T12:15:00.000Z', label: '12:15' });
    });

    it('refuses both checkout calls during a pause and takes orders again 15 minutes later', async () => {
      const paused = await call(ctx.server, 'POST', '/api/admin/shop-pause', {
        body: { minutes: 15 },
        headers: ctx.staff,
      });
      expect(paused.status).toBe(200);
      expect(paused.body.paused).toBe(true);
      const status = await call(ctx.server, 'GET', '/api/shop-status');
      expect(status.body.paused).toBe(true);
      expect(status.body.text).toContain(PAUSED);

      const refusedIntent = await intent();
      expect(refusedIntent.status).toBe(409);
      expect(refusedIntent.body.error).toContain(PAUSED);
      const refusedSession = await session();
      expect(refusedSession.status).toBe(409);
      expect(refusedSession.body.error).toContain(PAUSED);

      ctx.now = new Date(NOON.getTime() + 15 * 60_000);
      expect((await call(ctx.server, 'GET', '/api/shop-status')).body.paused).toBe(false);
      expect((await intent()).status).toBe(200);
      const asap = await session();
      expect(asap.status).toBe(200);
      const page = await call(ctx.server, 'GET', `/api/sandbox/checkout-sessions/${sessionIdOf(asap.body.url)}`);
      expect(page.body.pickup).toBe('Pickup time: As soon as possible');
    });

    it('offers no ASAP and no slot before the resume time while paused, and none at all until resumed', async () => {
      await call(ctx.server, 'POST', '/api/admin/shop-pause', { body: { minutes: 60 }, headers: ctx.staff });
      let status = await call(ctx.server, 'GET', '/api/shop-status');
      expect(status.body.pickup.asap).toBe(false);
      expect(status.body.pickup.slots[0]).toEqual({ start: '2026-11-23T13:00:00.000Z', label: '13:00' });
      const early = await intent('2026-11-23T12:30:00.000Z');
      expect(early.status).toBe(409);
      expect(early.body.error).toContain(PAUSED);
      expect((await intent('2026-11-23T13:00:00.000Z')).status).toBe(200);

      await call(ctx.server, 'POST', '/api/admin/shop-pause', { body: { minutes: null }, headers: ctx.staff });
      status = await call(ctx.server, 'GET', '/api/shop-status');
      expect(status.body.pickup).toMatchObject({ asap: false, slots: [] });
      expect((await session('2026-11-23T15:00:00.000Z')).status).toBe(409);
    });

    it('pauses until resumed, audited, and resumes on request', async () => {
      await call(ctx.server, 'POST', '/api/admin/shop-pause', { body: { minutes: null }, headers: ctx.staff });
      ctx.now = new Date(NOON.getTime() + 5 * 3_600_000);
      expect((await intent()).status).toBe(409);
      const resumed = await call(ctx.server, 'POST', '/api/admin/shop-resume', { headers: ctx.staff });
      expect(resumed.body.paused).toBe(false);
      expect((await intent()).status).toBe(200);
      const audit = await ctx.server.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'shop'));
      expect(audit.map((entry) => entry.action)).toEqual(expect.arrayContaining(['shop.pause', 'shop.resume']));
    });

    it('refuses ASAP while closed and accepts the next slot, which the order keeps', async () => {
      ctx.now = new Date('2026-11-23T23:00:00Z');
      const status = await call(ctx.server, 'GET', '/api/shop-status');
      expect(status.body).toMatchObject({ open: false, text: 'Closed · opens tomorrow at 10:00' });
      expect(status.body.pickup.asap).toBe(false);
      const first = status.body.pickup.slots[0];
      expect(first).toEqual({ start: '2026-11-24T10:00:00.000Z', label: 'Tue 10:00' });

      const asap = await intent();
      expect(asap.status).toBe(409);
      expect(asap.body.error).toMatch(/closed/i);
      const scheduled = await intent(first.start);
      expect(scheduled.status).toBe(200);
      const [order] = await ctx.server.database.db.select().from(orders).where(eq(orders.id, scheduled.body.orderId));
      expect(order!.pickupAsap).toBe(false);
      expect(order!.pickupAt?.toISOString()).toBe(first.start);
      const hosted = await session(first.start);
      expect(hosted.status).toBe(200);
      // The hosted checkout shows the chosen time: its session was created with it.
      const page = await call(ctx.server, 'GET', `/api/sandbox/checkout-sessions/${sessionIdOf(hosted.body.url)}`);
      expect(page.body.pickup).toBe('Pickup time: Tuesday 24 November at 10:00');
    });

    it('refuses a past slot and a slot outside the hours', async () => {
      const past = await intent('2026-11-23T11:00:00.000Z');
      expect(past.status).toBe(409);
      expect(past.body.error).toMatch(/passed/);
      const night = await intent('2026-11-23T23:00:00.000Z');
      expect(night.status).toBe(409);
      expect(night.body.error).toMatch(/closed at that pickup time/);
    });

    it('refuses a full slot, and of two customers racing for the last place one gets it', async () => {
      await call(ctx.server, 'PUT', '/api/admin/slot-capacity', { body: { capacity: 1 }, headers: ctx.staff });
      const slot = '2026-11-23T15:00:00.000Z';
      const [a, b] = await Promise.all([intent(slot), intent(slot)]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(loser.body.error).toMatch(/fully booked/);
      expect((await session(slot)).status).toBe(409);
      const status = await call(ctx.server, 'GET', '/api/shop-status');
      expect(status.body.pickup.slots.map((s: { start: string }) => s.start)).not.toContain(slot);
      // The customer who got the place can retry their own checkout.
      expect((await intent('2026-11-23T15:15:00.000Z', 'same@example.com')).status).toBe(200);
    });

    it('lets staff edit the hours, validated and audited, and customers see them', async () => {
      const overlapping = await call(ctx.server, 'PUT', '/api/admin/opening-hours', {
        headers: ctx.staff,
        body: {
          weekly: [0, 1, 2, 3, 4, 5, 6].map(() => [
            { open: '10:00', close: '14:00' },
            { open: '13:00', close: '18:00' },
          ]),
          exceptions: [],
        },
      });
      expect(overlapping.status).toBe(400);
      expect(overlapping.body.error).toMatch(/overlap/);

      const weekly = [0, 1, 2, 3, 4, 5, 6].map(() => [{ open: '10:00', close: '22:00' }]);
      const saved = await call(ctx.server, 'PUT', '/api/admin/opening-hours', {
        headers: ctx.staff,
        body: { weekly, exceptions: [{ date: '2026-11-23', closed: true, note: 'Staff training' }] },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.exceptions).toEqual([{ date: '2026-11-23', closed: true, note: 'Staff training' }]);
      expect((await call(ctx.server, 'GET', '/api/shop-status')).body.text).toBe('Closed · opens tomorrow at 10:00');
      expect((await intent()).status).toBe(409);

      await call(ctx.server, 'PUT', '/api/admin/opening-hours', {
        headers: ctx.staff,
        body: { weekly, exceptions: [] },
      });
      expect((await call(ctx.server, 'GET', '/api/shop-status')).body.text).toBe('Open until 22:00');
      const audit = await auditRowsOf(ctx.server, 'opening_hours.update');
      expect(audit.length).toBeGreaterThanOrEqual(2);
    });

    it('adds busy minutes to the ASAP estimate', async () => {
      const busy = await call(ctx.server, 'PUT', '/api/admin/shop-busy', {
        body: { busyMinutes: 20 },
        headers: ctx.staff,
      });
      expect(busy.status).toBe(200);
      const status = await call(ctx.server, 'GET', '/api/shop-status');
      expect(status.body.pickup.asapMinutes).toBe(30);
      expect(status.body.pickup.slots[0].start).toBe('2026-11-23T12:30:00.000Z');
      await call(ctx.server, 'PUT', '/api/admin/shop-busy', { body: { busyMinutes: 0 }, headers: ctx.staff });
    });

    it('records a payment that completes after a pause began, and marks it for staff', async () => {
      const before = await intent();
      expect(before.status).toBe(200);
      const calm = await intent();
      expect(calm.status).toBe(200);
      // One customer pays before the pause: no mark.
      expect((await confirmCard(ctx.server, calm.body, CARDS.succeeds)).status).toBe(200);
      await waitFor(async () => (await orderRow(ctx.server.database.db, calm.body.orderId))?.paymentStatus === 'paid');

      // The other started checking out, then staff paused: the payment still counts, and staff see when it came.
      ctx.now = new Date(NOON.getTime() + 2 * 60_000);
      await call(ctx.server, 'POST', '/api/admin/shop-pause', { body: { minutes: 15 }, headers: ctx.staff });
      expect((await intent()).status).toBe(409);
      expect((await confirmCard(ctx.server, before.body, CARDS.succeeds)).status).toBe(200);
      await waitFor(
        async () => (await orderRow(ctx.server.database.db, before.body.orderId))?.paymentStatus === 'paid',
      );
      expect((await orderRow(ctx.server.database.db, before.body.orderId))?.paidDuringPause).toBe(true);
      expect((await orderRow(ctx.server.database.db, calm.body.orderId))?.paidDuringPause).toBe(false);

      const dashboard = await call(ctx.server, 'GET', `/api/admin/orders/${before.body.orderId}`, {
        headers: ctx.staff,
      });
      expect(dashboard.status).toBe(200);
      expect(dashboard.body).toMatchObject({ paymentStatus: 'paid', paidDuringPause: true });
      const other = await call(ctx.server, 'GET', `/api/admin/orders/${calm.body.orderId}`, { headers: ctx.staff });
      expect(other.body.paidDuringPause).toBe(false);

      // After the pause has ended by itself, a payment is an ordinary one again.
      ctx.now = new Date(NOON.getTime() + 20 * 60_000);
      const later = await intent();
      expect(later.status).toBe(200);
      expect((await confirmCard(ctx.server, later.body, CARDS.succeeds)).status).toBe(200);
      await waitFor(async () => (await orderRow(ctx.server.database.db, later.body.orderId))?.paymentStatus === 'paid');
      expect((await orderRow(ctx.server.database.db, later.body.orderId))?.paidDuringPause).toBe(false);
    });

    it('records a payment for a day staff closed after the checkout began, and marks it for staff', async () => {
      const weekly = [0, 1, 2, 3, 4, 5, 6].map(() => [{ open: '10:00', close: '22:00' }]);
      const tomorrow = await intent('2026-11-24T11:00:00.000Z');
      expect(tomorrow.status).toBe(200);
      const wednesday = await intent('2026-11-25T11:00:00.000Z');
      expect(wednesday.status).toBe(200);

      ctx.now = new Date(NOON.getTime() + 2 * 60_000);
      const closed = await call(ctx.server, 'PUT', '/api/admin/opening-hours', {
        headers: ctx.staff,
        body: { weekly, exceptions: [{ date: '2026-11-24', closed: true, note: 'Boiler repair' }] },
      });
      expect(closed.status).toBe(200);
      try {
        // The payment still counts (never lose a paid order), and staff are told it is for a day the shop is closed.
        for (const started of [tomorrow, wednesday]) {
          expect((await confirmCard(ctx.server, started.body, CARDS.succeeds)).status).toBe(200);
          await waitFor(
            async () => (await orderRow(ctx.server.database.db, started.body.orderId))?.paymentStatus === 'paid',
          );
        }
        const marked = await call(ctx.server, 'GET', `/api/admin/orders/${tomorrow.body.orderId}`, {
          headers: ctx.staff,
        });
        expect(marked.body).toMatchObject({ paymentStatus: 'paid', paidForClosedDay: true, paidDuringPause: false });
        const open = await call(ctx.server, 'GET', `/api/admin/orders/${wednesday.body.orderId}`, {
          headers: ctx.staff,
        });
        expect(open.body).toMatchObject({ paymentStatus: 'paid', paidForClosedDay: false });
        const list = await call(ctx.server, 'GET', '/api/admin/orders', { headers: ctx.staff });
        const listed = (list.body as { id: string; paidForClosedDay: boolean }[]).find(
          (order) => order.id === tomorrow.body.orderId,
        );
        expect(listed?.paidForClosedDay).toBe(true);
      } finally {
        await call(ctx.server, 'PUT', '/api/admin/opening-hours', {
          headers: ctx.staff,
          body: { weekly, exceptions: [] },
        });
      }
    });

    it('keeps the admin routes for staff only', async () => {
      expect((await call(ctx.server, 'POST', '/api/admin/shop-pause', { body: { minutes: 15 } })).status).toBe(401);
    });
  },
);

describe.skipIf(!kinds.includes('pglite'))('a shop without hours saved', () => {
  it('is open round the clock, so checkouts work at any hour', async () => {
    const server = await buildTestServer({ now: () => new Date('2026-11-23T03:00:00Z') });
    try {
      const shop = await makeShop(server.database.db);
      const status = await call(server, 'GET', '/api/shop-status');
      expect(status.body.open).toBe(true);
      const created = await createIntent(server, { lines: [line(shop.taro, 1, 'lrg')], amount: 4.6 });
      expect(created.status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
