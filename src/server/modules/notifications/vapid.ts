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

/** How long a push service accepts one signature (at most a day), and how long before its end a new one is made. */
const SIGNATURE_HOURS = 12;
const RENEW_BEFORE_MS = 60 * 60_000;
/** Push services signed for at once (a handful in practice: the browsers' makers'). */
const MOST_AUDIENCES = 100;

/**
 * The VAPID Authorization header for a push, signed once per push service and key for hours rather than once per push:
 * each signature is an ECDSA one, and in a rush of two hundred Readies they added up.
 */
export function vapidSigner(subject: string): (endpoint: string, keys: VapidKeys) => string {
  const signed = new Map<string, { authorization: string; renewAt: number }>();
  return (endpoint, keys) => {
    const { protocol, host } = new URL(endpoint);
    const audience = `${protocol}//${host}`;
    const key = `${audience} ${keys.publicKey}`;
    const now = Date.now();
    const kept = signed.get(key);
    if (kept && kept.renewAt > now) return kept.authorization;
    const expiresAt = Math.floor(now / 1000) + SIGNATURE_HOURS * 3600;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      subject,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
      expiresAt,
    );
    if (signed.size >= MOST_AUDIENCES) signed.clear();
    signed.set(key, { authorization: Authorization, renewAt: now + SIGNATURE_HOURS * 3600_000 - RENEW_BEFORE_MS });
    return Authorization;
  };
}
