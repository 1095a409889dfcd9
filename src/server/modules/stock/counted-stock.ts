/**
 * Counted products: how many are left, taken by a paid order in its payment's transaction and put back by its refund.
 * A take locks the products' rows (in id order, so two payments never wait on each other in a circle) and either takes
 * every line or nothing; the CHECK on on_hand is the last word, so the count can never go below 0 whatever the code.
 * The morning's reset is applied when a count is next read or taken after opening time, the same on every instance.
 */
import { resetDue, shortfall, type CountedLine } from '@domain/stock';
import { shopDate, shopInstant } from '@domain/opening-hours';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productStock, stockTakes } from './schema';

/** Port: when the shop opens on a shop date (opening-hours implements it); null when it does not open that day. */
export interface OpeningTime {
  opensOn(db: DbOrTx, date: string): Promise<Date | null>;
}

/** What the morning's reset set: a counted product and its count now. */
export interface CountReset {
  productId: string;
  to: number;
}

export interface StockClock {
  now: () => Date;
  opening?: OpeningTime | undefined;
  /** Told, in the reset's own transaction, which counts the morning's reset set (to audit and announce them). */
  onReset?: ((tx: DbOrTx, reset: readonly CountReset[]) => Promise<void>) | undefined;
}

type StockRow = typeof productStock.$inferSelect;

/** The counted rows of these products (all when `ids` is absent), with the morning's reset applied if it is due. */
async function readCounts(db: DbOrTx, clock: StockClock, ids?: readonly string[], lock = false): Promise<StockRow[]> {
  if (ids && ids.length === 0) return [];
  const where = ids ? inArray(productStock.productId, [...ids]) : undefined;
  const query = db.select().from(productStock).where(where).orderBy(asc(productStock.productId));
  const rows = lock ? await query.for('update') : await query;
  const now = clock.now();
  const today = shopDate(now);
  if (!rows.some((row) => row.resetTo !== null && (row.resetOn === null || row.resetOn < today))) return rows;
  const opensAt = clock.opening ? await clock.opening.opensOn(db, today) : shopInstant(today, '00:00');
  const due = rows.filter((row) => resetDue(row, today, now, opensAt));
  if (due.length === 0) return rows;
  // One transaction for the counts, their audit entries and the menu's announcement (a savepoint inside a payment's).
  await db.transaction(async (tx) => {
    const reset: CountReset[] = [];
    for (const row of due) {
      // Conditional: another instance resetting at the same moment resets once, and only it tells.
      const [done] = await tx
        .update(productStock)
        .set({ onHand: sql`${productStock.resetTo}`, resetOn: today, updatedAt: now })
        .where(
          and(
            eq(productStock.productId, row.productId),
            sql`(${productStock.resetOn} is null or ${productStock.resetOn} < ${today})`,
          ),
        )
        .returning({ productId: productStock.productId, to: productStock.onHand });
      if (done) reset.push(done);
    }
    if (reset.length > 0) await clock.onReset?.(tx, reset);
  });
  return rows.map((row) => (due.includes(row) ? { ...row, onHand: row.resetTo ?? row.onHand, resetOn: today } : row));
}

/** How many are left of each counted product among `ids` (all counted products when absent). */
export async function countsLeft(db: DbOrTx, clock: StockClock, ids?: readonly string[]): Promise<Map<string, number>> {
  const rows = await readCounts(
    db,
    clock,
    ids?.map((id) => id.toLowerCase()),
  );
  return new Map(rows.map((row) => [row.productId, row.onHand]));
}

/** Every counted product, for staff. */
export function listCounts(db: DbOrTx, clock: StockClock): Promise<StockRow[]> {
  return readCounts(db, clock);
}

/**
 * A paid order takes what its lines use of counted products, in the payment's transaction. The refusal ("Only 2 Cola
 * Cubes left") when any is short, and then nothing is taken. `took` says whether a count changed (the menu is told).
 */
export async function takeForOrder(
  tx: DbOrTx,
  clock: StockClock,
  orderId: string,
  lines: readonly CountedLine[],
): Promise<{ refusal: string | null; took: boolean }> {
  const ids = [...new Set(lines.map((line) => line.productId.toLowerCase()))];
  const rows = await readCounts(tx, clock, ids, true);
  if (rows.length === 0) return { refusal: null, took: false };
  const left = new Map(rows.map((row) => [row.productId, row.onHand]));
  const refusal = shortfall(lines, left);
  if (refusal) return { refusal, took: false };
  const wanted = new Map<string, number>();
  for (const line of lines) {
    const id = line.productId.toLowerCase();
    if (left.has(id)) wanted.set(id, (wanted.get(id) ?? 0) + line.quantity);
  }
  const now = clock.now();
  for (const [productId, quantity] of wanted) {
    await tx
      .update(productStock)
      .set({ onHand: sql`${productStock.onHand} - ${quantity}`, updatedAt: now })
      .where(eq(productStock.productId, productId));
    await tx
      .insert(stockTakes)
      .values({ orderId, productId, quantity, takenAt: now })
      .onConflictDoUpdate({
        target: [stockTakes.orderId, stockTakes.productId],
        set: { quantity: sql`${stockTakes.quantity} + ${quantity}` },
      });
  }
  return { refusal: null, took: wanted.size > 0 };
}

/** A refund puts back what its order took, once (the takes are deleted as they go back). True when any went back. */
export async function putBack(tx: DbOrTx, orderId: string, now: Date): Promise<boolean> {
  const taken = await tx.delete(stockTakes).where(eq(stockTakes.orderId, orderId)).returning();
  for (const take of taken.sort((a, b) => a.productId.localeCompare(b.productId))) {
    await tx
      .update(productStock)
      .set({ onHand: sql`${productStock.onHand} + ${take.quantity}`, updatedAt: now })
      .where(eq(productStock.productId, take.productId));
  }
  return taken.length > 0;
}

/** Staff set a product's count and its morning reset; a null count stops counting it. */
export async function setCount(
  db: DbOrTx,
  productId: string,
  stock: { onHand: number | null; resetTo: number | null },
  now: Date,
): Promise<void> {
  const id = productId.toLowerCase();
  if (stock.onHand === null) {
    await db.delete(productStock).where(eq(productStock.productId, id));
    return;
  }
  // Counted from now: today's reset is taken as done, so the count just typed is not overwritten this morning.
  const values = { onHand: stock.onHand, resetTo: stock.resetTo, resetOn: shopDate(now), updatedAt: now };
  await db
    .insert(productStock)
    .values({ productId: id, ...values })
    .onConflictDoUpdate({ target: productStock.productId, set: values });
}
