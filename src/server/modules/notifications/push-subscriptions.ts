/** The browsers that asked to be told when an order is ready: kept per order and endpoint, removed when gone. */
import type { PushSubscriptionBody } from '@domain/contracts/push';
import { eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from './schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Keeps a browser's subscription for an order, and whether it also wants the confirmed push; the same browser
 * subscribing again refreshes both.
 */
export async function saveSubscription(db: DbOrTx, orderId: string, body: PushSubscriptionBody): Promise<void> {
  const keys = {
    p256dh: body.keys.p256dh.replace(/=+$/, ''),
    auth: body.keys.auth.replace(/=+$/, ''),
    onConfirmed: body.notifyConfirmed === true,
  };
  await db
    .insert(pushSubscriptions)
    .values({ orderId, endpoint: body.endpoint, ...keys })
    .onConflictDoUpdate({ target: [pushSubscriptions.orderId, pushSubscriptions.endpoint], set: keys });
}

export function subscriptionsOf(db: DbOrTx, orderId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.orderId, orderId));
}

export async function findSubscription(db: DbOrTx, id: string): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  return row ?? null;
}

/** The push service said this browser no longer takes pushes at this address (404 or 410). */
export async function removeSubscription(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Subscriptions of orders never made ready (collected, refunded) are of no use after a day: not kept. */
export async function removeSubscriptionsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(pushSubscriptions).where(lt(pushSubscriptions.createdAt, before));
}
