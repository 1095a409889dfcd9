/**
 * The shop's VAPID key pair: browsers subscribe with its public key, and each push is signed with its private key. Made
 * once at first start and kept in the database, so that every instance signs with the same pair and the browsers'
 * subscriptions outlive a restart; the VAPID_* settings take its place when set.
 */
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { vapidKeys } from './schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The pair in force: the settings', else the database's, made now if there is none (two instances agree on one). */
export async function loadVapidKeys(db: Db, fromSettings: VapidKeys | undefined): Promise<VapidKeys> {
  if (fromSettings) return fromSettings;
  const [kept] = await db.select().from(vapidKeys).limit(1);
  if (kept) return { publicKey: kept.publicKey, privateKey: kept.privateKey };
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  // Another instance starting at the same moment may have written its pair first: both use the one kept.
  const [winner] = await db.select().from(vapidKeys).limit(1);
  return { publicKey: winner!.publicKey, privateKey: winner!.privateKey };
}
