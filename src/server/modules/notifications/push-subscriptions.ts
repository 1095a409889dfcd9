/** The browsers that asked to be told when an order is ready: kept per order and endpoint, removed when gone. */
import type { PushSubscriptionBody } from '@domain/contracts/push';
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from './schema';

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

/** Subscriptions of orders never made ready (collected, refunded) are of no use after a day: not kept. */
export async function removeSubscriptionsBefore(db: DbOrTx, before: Date): Promise<void> {
  await db.delete(pushSubscriptions).where(lt(pushSubscriptions.createdAt, before));
}
