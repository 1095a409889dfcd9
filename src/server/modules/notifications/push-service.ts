/**
 * Web Push for the customer's order page: the shop's public key to subscribe with, and a browser's subscription kept
 * for the order its private link opens. The ready push itself is the alerts' outbox (customer-alerts.ts).
 */
import type { PushSubscriptionBody } from '@domain/contracts/push';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../errors';
import { trackedOrderIdOf } from '../orders';
import { endpointRefusal } from './push-endpoint';
import { saveSubscription } from './push-subscriptions';
import type { VapidKeys } from './vapid';

/** The order page's own words for a link that opens nothing. */
const NO_SUCH_ORDER = "We can't find this order.";

export interface PushServiceDeps {
  db: Db;
  production: boolean;
  vapid: () => Promise<VapidKeys>;
}

/** A P-256 public key as a browser sends it: 65 bytes, the uncompressed point's 0x04 first. */
function isP256PublicKey(base64url: string): boolean {
  const bytes = Buffer.from(base64url, 'base64url');
  return bytes.length === 65 && bytes[0] === 4;
}

export class PushService {
  constructor(private readonly deps: PushServiceDeps) {}

  async publicKey(): Promise<string> {
    return (await this.deps.vapid()).publicKey;
  }

  /** Keeps the browser's subscription for the order the token opens; refuses one the shop may not push to. */
  async subscribe(token: string, body: PushSubscriptionBody): Promise<void> {
    const refusal = endpointRefusal(body.endpoint, this.deps.production);
    if (refusal) throw invalid(refusal);
    if (!isP256PublicKey(body.keys.p256dh)) throw invalid('keys.p256dh must be a P-256 public key.');
    if (Buffer.from(body.keys.auth, 'base64url').length !== 16) throw invalid('keys.auth must be 16 bytes.');
    const orderId = await trackedOrderIdOf(this.deps.db, token);
    if (!orderId) throw notFound(NO_SUCH_ORDER);
    await saveSubscription(this.deps.db, orderId, body);
  }
}
