/**
 * Checkout and the pickup time a checkout call sends ('asap', absent, or a slot's start), and the gate that
 * checks it and records the order under it (modules/opening-hours' service, passed in by the routes).
 */
import { createHash } from 'node:crypto';
import type { PickupChoice } from '@domain/pickup-slots';
import type { DbOrTx } from '../../db/client';
import { networkHash } from '../../http/client-network';
import type { Holder } from '../orders';
import type { ReservedPickup } from '../opening-hours';

/** The opening-hours module's side of a checkout: the pickup time, the slot's capacity and its clock. */
export interface PickupGate {
  /** The clock pickup times and holds are judged by (a fake one in tests). */
  now(): Date;
  reserve<T>(
    choice: PickupChoice,
    drinks: number,
    idempotencyKey: string,
    holder: Holder,
    record: (tx: DbOrTx, pickup: ReservedPickup) => Promise<T>,
  ): Promise<T>;
  /** Paid cups first: may a payment be taken for this pickup now, beside the cups already paid for in its slot? */
  roomForPayment(
    tx: DbOrTx,
    pickup: { asap: boolean; at: Date },
    drinks: number,
    idempotencyKey: string,
  ): Promise<boolean>;
}

/** Who holds a checkout's place: the client's network and the browser's checkout token, each only as a hash. */
export function holderOf(ip: string | undefined, checkoutToken: string | undefined): Holder {
  return {
    by: ip ? networkHash('slot-hold', ip) : null,
    checkout: checkoutToken ? createHash('sha256').update(`pearl-checkout-token:${checkoutToken}`).digest('hex') : null,
  };
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
