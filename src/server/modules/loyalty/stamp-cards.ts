/**
 * The cards and their entries: stamps earned by a paid order, a reward held by a checkout and spent by its payment,
 * and what a refund takes back. Every write runs in the caller's transaction (the payment's, the checkout's).
 */
import { cardAddress } from '@domain/stamp-card';
import { newCounterCode } from '@domain/stamp-code';
import { and, eq, gt, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { stampCards, stampEntries, type StampEntryKind } from './schema';

export type StampCardRow = typeof stampCards.$inferSelect;

export async function findCard(db: DbOrTx, email: string): Promise<StampCardRow | null> {
  const [card] = await db
    .select()
    .from(stampCards)
    .where(eq(stampCards.email, cardAddress(email)));
  return card ?? null;
}

/** A fresh counter code, from the operating system's random source (a code may spend a reward). */
const freshCode = () => newCounterCode((bound) => randomInt(bound));

/**
 * The card's counter code, given now when it has none yet (the first time its order page shows it), or null when the
 * address has no card. Two pages asking at once get the same code: only a card without one is given one.
 */
export async function counterCodeOf(db: DbOrTx, email: string): Promise<string | null> {
  const address = cardAddress(email);
  for (let attempt = 0; attempt < 3; attempt++) {
    const card = await findCard(db, address);
    if (!card) return null;
    if (card.counterCode) return card.counterCode;
    try {
      await db
        .update(stampCards)
        .set({ counterCode: freshCode() })
        .where(and(eq(stampCards.email, address), isNull(stampCards.counterCode)));
    } catch (error) {
      // Another card drew the same code (the unique index said so): draw again.
      if (attempt === 2) throw error;
    }
  }
  return (await findCard(db, address))?.counterCode ?? null;
}

/** The card a counter code names (as stored: readCounterCode), or null. */
export async function findCardByCode(db: DbOrTx, code: string): Promise<StampCardRow | null> {
  const [card] = await db.select().from(stampCards).where(eq(stampCards.counterCode, code));
  return card ?? null;
}

/** Records what an order did to a card once: false when that order's entry of this kind is there already. */
async function recordEntry(
  tx: DbOrTx,
  entry: { orderId: string; email: string | null; kind: StampEntryKind; stamps: number; cost?: number },
): Promise<boolean> {
  const inserted = await tx
    .insert(stampEntries)
    .values({ ...entry, cost: entry.cost ?? 0 })
    .onConflictDoNothing({ target: [stampEntries.orderId, stampEntries.kind] })
    .returning({ id: stampEntries.id });
  return inserted.length > 0;
}

/**
 * Adds stamps on the card of an address, creating it. A card may stand below 0 (stamps owed: see undoOrder), and the
 * stamps earned next pay that back first.
 */
async function addStamps(tx: DbOrTx, email: string, stamps: number, now: Date, paid: boolean): Promise<void> {
  await tx
    .insert(stampCards)
    .values({ email, stamps, lastOrderAt: now, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: stampCards.email,
      set: {
        stamps: sql`${stampCards.stamps} + ${stamps}`,
        updatedAt: now,
        ...(paid ? { lastOrderAt: now } : {}),
      },
    });
}

/** A paid order's cups earn stamps on the card of its address (once per order). */
export async function earnStamps(
  tx: DbOrTx,
  order: { id: string; email: string },
  stamps: number,
  now: Date,
): Promise<void> {
  const email = cardAddress(order.email);
  if (stamps > 0 && !(await recordEntry(tx, { orderId: order.id, email, kind: 'earned', stamps }))) return;
  // A paid order keeps its card alive for the retention period, whether or not it earned a stamp.
  await addStamps(tx, email, Math.max(0, stamps), now, true);
}

/**
 * Holds the card's reward for a checkout awaiting payment, until `until`: true when the card has a whole reward and
 * no other checkout holds it (a lapsed hold counts as none). The card's row is locked by the update, so of two
 * checkouts at once one holds it and the other is told.
 */
export async function holdReward(
  tx: DbOrTx,
  hold: { email: string; orderId: string; stampsPerReward: number; now: Date; until: Date },
): Promise<'held' | 'busy' | 'none'> {
  const email = cardAddress(hold.email);
  const held = await tx
    .update(stampCards)
    .set({ heldOrderId: hold.orderId, heldUntil: hold.until, updatedAt: hold.now })
    .where(
      and(
        eq(stampCards.email, email),
        gte(stampCards.stamps, hold.stampsPerReward),
        or(
          isNull(stampCards.heldOrderId),
          lt(stampCards.heldUntil, hold.now),
          eq(stampCards.heldOrderId, hold.orderId),
        ),
      ),
    )
    .returning({ email: stampCards.email });
  if (held.length) return 'held';
  const card = await findCard(tx, email);
  return card && card.stamps >= hold.stampsPerReward ? 'busy' : 'none';
}

/** Whether this order still holds its card's reward (the payment may then be taken). */
export async function holdsReward(db: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  const [card] = await db
    .select({ email: stampCards.email })
    .from(stampCards)
    .where(and(eq(stampCards.heldOrderId, orderId), gt(stampCards.heldUntil, now)));
  return Boolean(card);
}

/**
 * The paid order spends the reward its checkout held: the card loses a reward's stamps and lets the hold go. A hold
 * that lapsed is spent all the same from the order's address (a paid order is never refused), even when that leaves
 * the card owing stamps; the entry records the reward's cost once. A card that had a counter code gets a new one: the
 * old one was shown at a counter (or photographed there) and must not name the card's next reward.
 */
export async function spendReward(
  tx: DbOrTx,
  spend: { orderId: string; email: string | null; stampsPerReward: number; cost: number; now: Date },
): Promise<void> {
  const [holder] = await tx
    .select({ email: stampCards.email })
    .from(stampCards)
    .where(eq(stampCards.heldOrderId, spend.orderId))
    .for('update');
  const email = holder?.email ?? (spend.email ? cardAddress(spend.email) : null);
  const first = await recordEntry(tx, {
    orderId: spend.orderId,
    email,
    kind: 'redeemed',
    stamps: -spend.stampsPerReward,
    cost: spend.cost,
  });
  if (!first || !email) return;
  await tx
    .update(stampCards)
    .set({
      stamps: sql`${stampCards.stamps} - ${spend.stampsPerReward}`,
      heldOrderId: null,
      heldUntil: null,
      counterCode: sql`case when ${stampCards.counterCode} is null then null else ${freshCode()} end`,
      updatedAt: spend.now,
    })
    .where(eq(stampCards.email, email));
}

/**
 * A refund takes back the stamps the order earned and gives back the reward it spent, once each, on the card of the
 * address they were recorded under (none when that address was erased meanwhile). The card counts stamps net of what
 * was taken back, whatever the order of the refunds: refunding the order that earned a reward after the reward was
 * spent leaves the card owing those stamps (below 0), so refunding the order that spent it later gives back only
 * what is owed, never a free drink paid for by nobody.
 */
export async function undoOrder(tx: DbOrTx, orderId: string, now: Date): Promise<void> {
  const entries = await tx.select().from(stampEntries).where(eq(stampEntries.orderId, orderId));
  const earned = entries.find((entry) => entry.kind === 'earned');
  const redeemed = entries.find((entry) => entry.kind === 'redeemed');
  const undo = async (entry: typeof earned, kind: StampEntryKind) => {
    if (!entry?.email) return;
    if (!(await recordEntry(tx, { orderId, email: entry.email, kind, stamps: -entry.stamps }))) return;
    await tx
      .update(stampCards)
      .set({ stamps: sql`${stampCards.stamps} - ${entry.stamps}`, updatedAt: now })
      .where(eq(stampCards.email, entry.email));
  };
  await undo(earned, 'taken_back');
  await undo(redeemed, 'given_back');
  // A checkout that held the reward and was refunded before its payment spent it lets the hold go.
  await tx.update(stampCards).set({ heldOrderId: null, heldUntil: null }).where(eq(stampCards.heldOrderId, orderId));
}

/** An order that can no longer be paid (its payment stopped) lets its hold on the card's reward go at once. */
export async function letHoldGo(on: DbOrTx, orderId: string): Promise<void> {
  await on.update(stampCards).set({ heldOrderId: null, heldUntil: null }).where(eq(stampCards.heldOrderId, orderId));
}

/** Erasure: the address's card goes; its entries stay for the report without the address. */
export async function eraseCard(tx: DbOrTx, email: string): Promise<number> {
  const address = cardAddress(email);
  const deleted = await tx
    .delete(stampCards)
    .where(eq(stampCards.email, address))
    .returning({ email: stampCards.email });
  await tx.update(stampEntries).set({ email: null }).where(eq(stampEntries.email, address));
  return deleted.length;
}

/** Retention: cards without a paid order since `before` go, and their entries lose the address. */
export async function deleteCardsIdleSince(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(stampCards)
    .where(lt(stampCards.lastOrderAt, before))
    .returning({ email: stampCards.email });
  for (const { email } of deleted) {
    await db.update(stampEntries).set({ email: null }).where(eq(stampEntries.email, email));
  }
  return deleted.length;
}
