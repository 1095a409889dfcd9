/**
 * Opening hours through the API across London's clock changes, on both databases, with the injected clock: the last Sunday
 * of March 2026 (29th: 01:00 GMT becomes 02:00 BST, an hour goes missing) and of October 2026 (25th: 02:00 BST becomes
 * 01:00 GMT, an hour comes twice). The shop's status, the pickup slots GET /api/shop-status offers (at the right local
 * times, none missing, none twice), and both checkout calls taking a scheduled pickup time on those days at the right
 * instant.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { call } from '../../test/build';
import { describeCheckoutShop, line, newToken } from '../../test/checkout-support';

const DEMO_WEEK = [0, 1, 2, 3, 4, 5, 6].map(() => [{ open: '10:00', close: '22:00' }]);
const QUARTER = 15 * 60_000;
/** The labels of a Sunday hour's four pickup slots: quarters('01', ' BST') is 'Sun 01:00 BST' to 'Sun 01:45 BST'. */
const quarters = (hour: string, zone = '') => ['00', '15', '30', '45'].map((minute) => `Sun ${hour}:${minute}${zone}`);

interface Slot {
  start: string;
  label: string;
}

await describeCheckoutShop(
  'pickup times across the clock changes on %s',
  { staff: true, hours: true, clock: new Date('2026-03-28T12:00:00Z') },
  (ctx) => {
    beforeEach(async () => {
      const reset = await call(ctx.server, 'PUT', '/api/admin/opening-hours', {
        headers: ctx.staff,
        body: { weekly: DEMO_WEEK, exceptions: [] },
      });
      expect(reset.status).toBe(200);
    });

    const nightMarket = async (date: string, close: string) => {
      const saved = await call(ctx.server, 'PUT', '/api/admin/opening-hours', {
        headers: ctx.staff,
        body: {
          weekly: DEMO_WEEK,
          exceptions: [{ date, closed: false, hours: [{ open: '00:00', close }], note: 'Night market' }],
        },
      });
      expect(saved.status).toBe(200);
    };
    const slots = async (): Promise<Slot[]> => {
      const status = await call(ctx.server, 'GET', '/api/shop-status');
      expect(status.status).toBe(200);
      return status.body.pickup.slots;
    };
    /** Slots starting in [from, to): the instants are UTC. */
    /** The shop's status at an instant: what the customer reads (open or not, the text) and the first slot offered. */
    const statusAt = async (at: string, shown: { open: boolean; text: string }, first: Slot) => {
      ctx.now = new Date(at);
      const status = await call(ctx.server, 'GET', '/api/shop-status');
      expect(status.body).toMatchObject(shown);
      expect(status.body.pickup.slots[0]).toEqual(first);
      return status.body as { pickup: { asap: boolean; slots: Slot[] } };
    };
    const between = (all: Slot[], from: string, to: string) =>
      all.filter((slot) => slot.start >= new Date(from).toISOString() && slot.start < new Date(to).toISOString());
    const expectEvenlySpaced = (some: Slot[]) => {
      for (let i = 1; i < some.length; i++)
        expect(Date.parse(some[i]!.start) - Date.parse(some[i - 1]!.start)).toBe(QUARTER);
      expect(new Set(some.map((slot) => slot.label)).size).toBe(some.length);
    };
    const intent = (pickupTime: string) =>
      call(ctx.server, 'POST', '/api/create-payment-intent', {
        body: {
          amount: 4.6,
          metadata: { cartItems: JSON.stringify([line(ctx.shop.taro, 1, 'lrg')]) },
          name: 'Dee Daylight',
          email: `d${newToken().slice(0, 8)}@example.com`,
          checkoutToken: newToken(),
          pickupTime,
        },
      });
    const session = (pickupTime: string) =>
      call(ctx.server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(ctx.shop.taro, 1, 'lrg')], checkoutToken: newToken(), pickupTime },
      });
    const storedPickup = async (orderId: string) => {
      const [order] = await ctx.server.database.db.select().from(orders).where(eq(orders.id, orderId));
      return { asap: order!.pickupAsap, at: order!.pickupAt?.toISOString() };
    };

    it('spring forward (29 March 2026): the demo hours move with the clock, 10:00 BST is 09:00 UTC', async () => {
      // Saturday 12:00 GMT
      const saturday = await statusAt(
        '2026-03-28T12:00:00Z',
        { open: true, text: 'Open until 22:00' },
        { start: '2026-03-28T12:15:00.000Z', label: '12:15' },
      );
      const all = saturday.pickup.slots;
      const sunday = between(all, '2026-03-29T00:00:00Z', '2026-03-30T00:00:00Z');
      // 10:00–22:00 BST: 48 slots from 09:00 to 20:45 UTC.
      expect(sunday).toHaveLength(48);
      expect(sunday[0]).toEqual({ start: '2026-03-29T09:00:00.000Z', label: 'Sun 10:00' });
      expect(sunday.at(-1)).toEqual({ start: '2026-03-29T20:45:00.000Z', label: 'Sun 21:45' });
      expectEvenlySpaced(sunday);

      // A scheduled order for Sunday 10:00 BST is accepted by both calls and kept at 09:00 UTC.
      const accepted = await intent('2026-03-29T09:00:00.000Z');
      expect(accepted.status).toBe(200);
      expect(await storedPickup(accepted.body.orderId)).toEqual({ asap: false, at: '2026-03-29T09:00:00.000Z' });
      expect((await session('2026-03-29T20:45:00.000Z')).status).toBe(200);
      // 10:00 GMT would be 11:00 BST (fine); 09:00 BST is before opening, and 21:00 UTC is 22:00 BST, after closing.
      expect((await intent('2026-03-29T08:45:00.000Z')).status).toBe(409);
      const late = await session('2026-03-29T21:00:00.000Z');
      expect(late.status).toBe(409);
      expect(late.body.error).toMatch(/closed at that pickup time/);

      // Sunday 13:00 BST
      const sundayNoon = await statusAt(
        '2026-03-29T12:00:00Z',
        { open: true, text: 'Open until 22:00' },
        { start: '2026-03-29T12:15:00.000Z', label: '13:15' },
      );
      expect(sundayNoon.pickup.asap).toBe(true);
      // Sunday 22:00 BST: closed until Monday 10:00 BST
      await statusAt(
        '2026-03-29T21:00:00Z',
        { open: false, text: 'Closed · opens tomorrow at 10:00' },
        { start: '2026-03-30T09:00:00.000Z', label: 'Mon 10:00' },
      );
    });

    it('spring forward at night: no slot in the missing hour, none lost around it', async () => {
      await nightMarket('2026-03-29', '04:00');
      ctx.now = new Date('2026-03-28T20:00:00Z');
      const night = between(await slots(), '2026-03-29T00:00:00Z', '2026-03-29T09:00:00Z');
      // 00:00–04:00 local is three real hours: 00:00–01:00 GMT, then 02:00–04:00 BST.
      expect(night).toHaveLength(12);
      expect(night.map((slot) => slot.label)).toEqual([...quarters('00'), ...quarters('02'), ...quarters('03')]);
      expect(night[0]!.start).toBe('2026-03-29T00:00:00.000Z');
      expect(night.at(-1)!.start).toBe('2026-03-29T02:45:00.000Z');
      expectEvenlySpaced(night);

      // Sunday 02:00 BST, right after the jump, is 01:00 UTC.
      const accepted = await intent('2026-03-29T01:00:00.000Z');
      expect(accepted.status).toBe(200);
      expect(await storedPickup(accepted.body.orderId)).toEqual({ asap: false, at: '2026-03-29T01:00:00.000Z' });
      expect((await session('2026-03-29T00:45:00.000Z')).status).toBe(200);
      // 04:00 BST (03:00 UTC) is closing time.
      expect((await intent('2026-03-29T03:00:00.000Z')).status).toBe(409);

      // In the night itself: open until 04:00, and after the jump the shop's clock reads BST.
      // 00:50 GMT + 10 minutes' prep is 01:00 UTC, which the clocks already call 02:00 BST.
      await statusAt(
        '2026-03-29T00:50:00Z',
        { open: true, text: 'Open until 04:00' },
        { start: '2026-03-29T01:00:00.000Z', label: '02:00' },
      );
    });

    it('fall back at night (25 October 2026): the repeated hour is offered twice, BST then GMT', async () => {
      await nightMarket('2026-10-25', '03:00');
      ctx.now = new Date('2026-10-24T20:00:00Z');
      const night = between(await slots(), '2026-10-24T23:00:00Z', '2026-10-25T09:00:00Z');
      // 00:00–03:00 local is four real hours: 00:00–02:00 BST, then 01:00–03:00 GMT.
      expect(night).toHaveLength(16);
      expect(night.map((slot) => slot.label)).toEqual([
        ...quarters('00'),
        ...quarters('01', ' BST'),
        ...quarters('01', ' GMT'),
        ...quarters('02'),
      ]);
      expect(night[0]!.start).toBe('2026-10-24T23:00:00.000Z');
      expect(night[4]!.start).toBe('2026-10-25T00:00:00.000Z');
      expect(night[8]!.start).toBe('2026-10-25T01:00:00.000Z');
      expect(night.at(-1)!.start).toBe('2026-10-25T02:45:00.000Z');
      expectEvenlySpaced(night);

      // Both 01:00s are distinct instants, each accepted and kept as chosen.
      const first = await intent('2026-10-25T00:00:00.000Z');
      const second = await intent('2026-10-25T01:00:00.000Z');
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(await storedPickup(first.body.orderId)).toEqual({ asap: false, at: '2026-10-25T00:00:00.000Z' });
      expect(await storedPickup(second.body.orderId)).toEqual({ asap: false, at: '2026-10-25T01:00:00.000Z' });
      expect((await session('2026-10-25T02:45:00.000Z')).status).toBe(200);
      // 03:00 GMT is closing time.
      expect((await session('2026-10-25T03:00:00.000Z')).status).toBe(409);
    });

    it('fall back by day: the demo hours are 10:00–22:00 GMT on the Sunday, BST the day before', async () => {
      // Saturday 13:00 BST
      const saturday = await statusAt(
        '2026-10-24T12:00:00Z',
        { open: true, text: 'Open until 22:00' },
        { start: '2026-10-24T12:15:00.000Z', label: '13:15' },
      );
      const sunday = between(saturday.pickup.slots, '2026-10-25T00:00:00Z', '2026-10-26T00:00:00Z');
      expect(sunday).toHaveLength(48);
      expect(sunday[0]).toEqual({ start: '2026-10-25T10:00:00.000Z', label: 'Sun 10:00' });
      expect(sunday.at(-1)).toEqual({ start: '2026-10-25T21:45:00.000Z', label: 'Sun 21:45' });
      expectEvenlySpaced(sunday);
      const accepted = await session('2026-10-25T10:00:00.000Z');
      expect(accepted.status).toBe(200);
      // 10:00 BST's instant (09:00 UTC) is 09:00 GMT on the Sunday: before opening.
      expect((await intent('2026-10-25T09:00:00.000Z')).status).toBe(409);

      // Sunday 12:00 GMT
      await statusAt(
        '2026-10-25T12:00:00Z',
        { open: true, text: 'Open until 22:00' },
        { start: '2026-10-25T12:15:00.000Z', label: '12:15' },
      );
      const asap = await call(ctx.server, 'POST', '/api/create-payment-intent', {
        body: {
          amount: 4.6,
          metadata: { cartItems: JSON.stringify([line(ctx.shop.taro, 1, 'lrg')]) },
          name: 'Dee Daylight',
          email: 'dee@example.com',
          checkoutToken: newToken(),
        },
      });
      expect(asap.status).toBe(200);
      expect(await storedPickup(asap.body.orderId)).toEqual({ asap: true, at: '2026-10-25T12:10:00.000Z' });
    });
  },
);
