/**
 * The places checkouts hold in pickup slots while awaiting payment (the rules are src/domain/slot-holds.ts): what a
 * slot's capacity counts (paid cups, and the cups of holds still in force), what one client address holds, and the
 * holds' own moves: taken with the order, taken again by a retry, let go when the same checkout starts another,
 * renewed by the paying browser. Every instant comes from the caller's clock.
 */
import { holdEnd, renewedHold } from '@domain/slot-holds';
import { and, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders } from './schema';
import { cupsOf } from './counter-queue';

/** Who holds a place: a hash of the client's network, and of the browser's checkout token when it sent one. */
export interface Holder {
  by: string | null;
  checkout: string | null;
}

const heldAt = (at: Date) =>
  and(eq(orders.paymentStatus, 'awaiting_payment'), gt(orders.heldUntil, sql`${at.toISOString()}::timestamptz`));

/**
 * The drinks due for pickup between two instants, per order's pickup time, each marked paid or held: paid orders
 * (and those held for review), and checkouts awaiting payment whose hold is in force at `holdsAt`. Test payments
 * never count, nor does the order of `excludeIdempotencyKey` (a retry of the same checkout).
 */
async function drinksDueBetween(
  db: DbOrTx,
  range: { from: Date; to: Date; holdsAt: Date; excludeIdempotencyKey?: string },
): Promise<{ pickupAt: Date; drinks: number; paid: boolean }[]> {
  const paid = inArray(orders.paymentStatus, ['paid', 'needs_review']);
  const rows = await db
    .select({
      pickupAt: orders.pickupAt,
      paid: sql<boolean>`${orders.paymentStatus} in ('paid', 'needs_review')`,
      drinks: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.isTest, false),
        isNotNull(orders.pickupAt),
        sql`${orders.pickupAt} >= ${range.from.toISOString()} and ${orders.pickupAt} < ${range.to.toISOString()}`,
        or(paid, heldAt(range.holdsAt)),
        range.excludeIdempotencyKey
          ? or(isNull(orders.idempotencyKey), ne(orders.idempotencyKey, range.excludeIdempotencyKey))
          : undefined,
      ),
    )
    .groupBy(orders.id, orders.pickupAt, orders.paymentStatus);
  return rows.map((row) => ({ pickupAt: row.pickupAt!, drinks: Number(row.drinks), paid: Boolean(row.paid) }));
}

/** The cups one client holds unpaid at `at`, in every slot, leaving out the order of `exceptKey`. */
async function cupsHeldBy(db: DbOrTx, heldBy: string, at: Date, exceptKey: string): Promise<number> {
  return cupsOf(
    db,
    and(eq(orders.heldBy, heldBy), heldAt(at), or(isNull(orders.idempotencyKey), ne(orders.idempotencyKey, exceptKey))),
  );
}

/** One checkout holds one basket: its earlier holds (other orders than `keepKey`) end at `at`. */
async function letOtherHoldsGo(db: DbOrTx, holdCheckout: string, keepKey: string, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ heldUntil: at })
    .where(
      and(
        eq(orders.holdCheckout, holdCheckout),
        heldAt(at),
        or(isNull(orders.idempotencyKey), ne(orders.idempotencyKey, keepKey)),
      ),
    );
}

/** What a new order's row holds: its place from `now` for the first few minutes. */
export function newHold(holder: Holder, now: Date) {
  return { heldSince: now, heldUntil: holdEnd(now, now), heldBy: holder.by, holdCheckout: holder.checkout };
}

/**
 * A retry of a checkout still awaiting payment takes its place again (the slot was checked for it just now), from
 * when its hold first began: a retry never holds longer than the longest hold.
 */
async function takeHoldAgain(
  db: DbOrTx,
  order: { id: string; heldSince: Date | null },
  holder: Holder,
  now: Date,
): Promise<void> {
  const since = order.heldSince ?? now;
  await db
    .update(orders)
    .set({ heldSince: since, heldUntil: holdEnd(since, now), heldBy: holder.by, holdCheckout: holder.checkout })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'awaiting_payment')));
}

/**
 * The paying browser renews its order's hold: only a customer's checkout awaiting payment whose hold is still in
 * force, and never past the longest hold. The new end, or null when there is no hold to renew.
 */
async function renewHold(db: DbOrTx, orderId: string, now: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ heldSince: orders.heldSince, heldUntil: orders.heldUntil })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.isTest, false), eq(orders.paymentStatus, 'awaiting_payment')))
      .for('update');
    if (!order?.heldSince || !order.heldUntil) return null;
    const until = renewedHold({ since: order.heldSince, until: order.heldUntil }, now);
    if (!until) return null;
    await tx.update(orders).set({ heldUntil: until }).where(eq(orders.id, orderId));
    return until;
  });
}

/**
 * The slot holds others move and count: checkout takes a hold again and renews it; opening-hours counts a slot's cups
 * and one address's holds, and lets a checkout's other holds go, under its capacity lock.
 */
export const slotHolds = { takeHoldAgain, renewHold, letOtherHoldsGo, cupsHeldBy, drinksDueBetween };
