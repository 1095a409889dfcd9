/**
 * Pickup places held by checkouts awaiting payment, through the API on both databases with a fake clock: a hold is
 * short and renewed only while the payment is under way, one address or one checkout cannot hold every slot, and
 * paid cups count before holds (src/domain/slot-holds.ts).
 */
import { HOLD_LAPSED, SLOT_BOOKED_BY_PAID, TOO_MANY_HOLDS } from '@domain/slot-holds';
import { beforeEach, expect, it } from 'vitest';
import { call, NOON } from '../../test/build';
import {
  CARDS,
  confirmCard,
  describeCheckoutShop,
  line,
  newToken,
  orderRow,
  waitFor,
} from '../../test/checkout-support';

const minutesAfterNoon = (minutes: number) => new Date(NOON.getTime() + minutes * 60_000);
/** Slots of that afternoon, a quarter of an hour apart from 15:00. */
const slotAt = (index: number) => new Date(Date.UTC(2026, 10, 23, 15, index * 15)).toISOString();

interface Started {
  orderId: string;
  paymentIntentId: string;
  clientSecret: string;
  receiptToken: string;
}

await describeCheckoutShop(
  'places held in pickup slots on %s',
  {
    invariant: true,
    staff: true,
    hours: true,
    clock: NOON,
    env: { TRUST_PROXY: '127.0.0.1' },
  },
  (ctx) => {
    beforeEach(() => {
      ctx.now = NOON;
    });

    const setCapacity = (capacity: number | null) =>
      call(ctx.server, 'PUT', '/api/admin/slot-capacity', { body: { capacity }, headers: ctx.staff });

    /** A taro (large, £4.60) checkout of `cups` cups for a slot, from a client address. */
    const checkout = (slot: string, { cups = 1, from = '203.0.113.1', checkoutToken = newToken() } = {}) =>
      call(ctx.server, 'POST', '/api/create-payment-intent', {
        headers: { 'x-forwarded-for': from },
        body: {
          amount: Number((4.6 * cups).toFixed(2)),
          metadata: { cartItems: JSON.stringify([line(ctx.shop.taro, cups, 'lrg')]) },
          name: 'Hal Holder',
          email: `h${newToken().slice(0, 8)}@example.com`,
          checkoutToken,
          pickupTime: slot,
        },
      });
    const renew = (started: Started, receiptToken = started.receiptToken) =>
      call(ctx.server, 'POST', '/api/checkout/hold', {
        body: { orderId: started.orderId },
        headers: { 'x-receipt-token': receiptToken },
      });

    it('lets one address hold 20 unpaid cups, not every slot, and others still book', async () => {
      await setCapacity(2);
      const attacker = '198.51.100.66';
      const held = [];
      // Slots of four cups each from 15:00 on, each filled by the same address, with a new checkout every time.
      for (let index = 0; index < 11; index++) held.push(await checkout(slotAt(index), { cups: 2, from: attacker }));
      expect(held.map((answer) => answer.status)).toEqual([...Array<number>(10).fill(200), 429]);
      expect(held[10]!.body.error).toBe(TOO_MANY_HOLDS);
      // Nothing was held by the refusal: the slot is still there for everybody else.
      const status = await call(ctx.server, 'GET', '/api/shop-status');
      const offered = status.body.pickup.slots.map((slot: { start: string }) => slot.start);
      expect(offered).not.toContain(slotAt(0));
      expect(offered).toContain(slotAt(10));
      expect((await checkout(slotAt(10), { cups: 2, from: '203.0.113.9' })).status).toBe(200);
      // Once the address's holds lapse, it may hold again.
      ctx.now = minutesAfterNoon(6);
      expect((await checkout(slotAt(11), { cups: 2, from: attacker })).status).toBe(200);
    });

    it('lets one checkout hold one basket: choosing another time lets the first one go', async () => {
      await setCapacity(1);
      const checkoutToken = newToken();
      expect((await checkout(slotAt(14), { checkoutToken })).status).toBe(200);
      expect((await checkout(slotAt(15), { checkoutToken })).status).toBe(200);
      // The same customer changed their mind: the first time is free again, the new time is held.
      expect((await checkout(slotAt(14), { from: '203.0.113.20' })).status).toBe(200);
      const taken = await checkout(slotAt(15), { from: '203.0.113.21' });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toMatch(/fully booked/);
    });

    it('lets a hold lapse after five minutes unless the paying browser renews it, and never past 30', async () => {
      await setCapacity(1);
      expect((await checkout(slotAt(18), { from: '203.0.113.29' })).status).toBe(200);
      ctx.now = minutesAfterNoon(4);
      expect((await checkout(slotAt(18), { from: '203.0.113.30' })).status).toBe(409);
      ctx.now = minutesAfterNoon(5);
      expect((await checkout(slotAt(18), { from: '203.0.113.30' })).status).toBe(200);

      ctx.now = NOON;
      const paying = await checkout(slotAt(19), { from: '203.0.113.32' });
      expect(paying.status).toBe(200);
      const started = paying.body as Started;
      expect((await renew(started, 'not-the-token')).status).toBe(404);
      // Renewed every four minutes while the payment is under way: held past five minutes, up to 30 in all.
      for (let minute = 4; minute <= 28; minute += 4) {
        ctx.now = minutesAfterNoon(minute);
        const renewed = await renew(started);
        expect(renewed.status).toBe(200);
        expect(renewed.body.heldUntil).toBe(minutesAfterNoon(Math.min(minute + 5, 30)).toISOString());
        expect((await checkout(slotAt(19), { from: '203.0.113.31' })).status).toBe(409);
      }
      ctx.now = minutesAfterNoon(30);
      const lapsed = await renew(started);
      expect(lapsed.status).toBe(409);
      expect(lapsed.body.error).toBe(HOLD_LAPSED);
      expect((await checkout(slotAt(19), { from: '203.0.113.31' })).status).toBe(200);
    });

    it('counts paid cups before holds: a late payment is taken, and the hold it meets gives way', async () => {
      await setCapacity(2);
      const late = (await checkout(slotAt(22), { cups: 2, from: '203.0.113.39' })).body as Started;
      // The first customer's hold lapses; a second customer holds the whole slot.
      ctx.now = minutesAfterNoon(6);
      const second = await checkout(slotAt(22), { cups: 2, from: '203.0.113.40' });
      expect(second.status).toBe(200);

      // The first customer pays all the same: holds never make a payment impossible.
      expect((await confirmCard(ctx.server, late, CARDS.succeeds)).status).toBe(200);
      await waitFor(async () => (await orderRow(ctx.server.database.db, late.orderId))?.paymentStatus === 'paid');

      // The slot is now full of paid cups: the second customer is refused before paying, in words, and not charged.
      const refused = await confirmCard(ctx.server, second.body as Started, CARDS.succeeds);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(SLOT_BOOKED_BY_PAID);
      expect((await orderRow(ctx.server.database.db, second.body.orderId))?.paymentStatus).not.toBe('paid');
      expect((await checkout(slotAt(22), { from: '203.0.113.41' })).status).toBe(409);

      // With room beside the paid cups, a payment goes ahead whatever other customers hold.
      const roomy = (await checkout(slotAt(23), { from: '203.0.113.42' })).body as Started;
      ctx.now = minutesAfterNoon(12);
      expect((await checkout(slotAt(23), { from: '203.0.113.43' })).status).toBe(200);
      expect((await checkout(slotAt(23), { from: '203.0.113.44' })).status).toBe(200);
      expect((await confirmCard(ctx.server, roomy, CARDS.succeeds)).status).toBe(200);
    });
  },
);
