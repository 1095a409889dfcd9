/**
 * Which orders' customers have their tracking page open right now, on any server instance. One row per open
 * stream (order_watchers): the instance holding the stream refreshes it while open and deletes it when it closes; a row
 * whose instance stopped without closing it counts for WATCHER_STALE_MS at most.
 */
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderWatchers } from './schema';

/** How often an open stream says it is still open. */
export const WATCHER_HEARTBEAT_MS = 20_000;
/** A stream not heard from for this long is no longer watching (its instance stopped). */
export const WATCHER_STALE_MS = 60_000;

const fresh = (now: Date) => gt(orderWatchers.seenAt, new Date(now.getTime() - WATCHER_STALE_MS));

/** Records an open tracking stream; returns its row's id. Stale rows (of stopped instances) are cleared on the way. */
export async function openWatcher(db: DbOrTx, orderId: string, now = new Date()): Promise<string> {
  await db.delete(orderWatchers).where(lt(orderWatchers.seenAt, new Date(now.getTime() - WATCHER_STALE_MS)));
  const [row] = await db.insert(orderWatchers).values({ orderId, seenAt: now }).returning({ id: orderWatchers.id });
  return row!.id;
}

/** The stream is still open. */
export async function touchWatcher(db: DbOrTx, id: string, now = new Date()): Promise<void> {
  await db.update(orderWatchers).set({ seenAt: now }).where(eq(orderWatchers.id, id));
}

/** The stream closed. */
export async function closeWatcher(db: DbOrTx, id: string): Promise<void> {
  await db.delete(orderWatchers).where(eq(orderWatchers.id, id));
}

/** Which of these orders have a tracking page open now. */
export async function watchedAmong(db: DbOrTx, orderIds: string[], now = new Date()): Promise<Set<string>> {
  if (!orderIds.length) return new Set();
  const rows = await db
    .selectDistinct({ orderId: orderWatchers.orderId })
    .from(orderWatchers)
    .where(and(inArray(orderWatchers.orderId, orderIds), fresh(now)));
  return new Set(rows.map((row) => row.orderId));
}
