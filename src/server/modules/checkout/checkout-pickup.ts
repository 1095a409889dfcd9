/**
 * Checkout and the pickup time a checkout call sends ('asap', absent, or a slot's start), and the gate that
 * checks it and records the order under it (modules/opening-hours' service, passed in by the routes).
 */
import { createHash } from 'node:crypto';
import type { PickupChoice } from '@domain/pickup-slots';
import type { DbOrTx } from '../../db/client';
import type { ReservedPickup } from '../opening-hours';

export interface PickupGate {
  reserve<T>(
    choice: PickupChoice,
    drinks: number,
    idempotencyKey: string,
    record: (tx: DbOrTx, pickup: ReservedPickup) => Promise<T>,
  ): Promise<T>;
}

/** Absent or 'asap' is As soon as possible; anything else is a slot's start (validated by the domain's check). */
export function pickupChoiceOf(pickupTime: string | undefined): PickupChoice {
  if (pickupTime === undefined || pickupTime === 'asap') return { kind: 'asap' };
  return { kind: 'slot', start: new Date(pickupTime) };
}

/** A scheduled checkout is another order than the same basket for another time: its key says which slot. */
export function withPickupKey(key: string, pickupTime: string | undefined): string {
  const choice = pickupChoiceOf(pickupTime);
  if (choice.kind === 'asap') return key;
  return `checkout:${createHash('sha256').update(`${key}\u0000pickup:${choice.start.toISOString()}`).digest('hex')}`;
}
