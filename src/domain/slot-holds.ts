/**
 * Holds: how long a checkout awaiting payment keeps its place in a pickup slot, and how much one client may hold.
 * Pure rules on an injected clock; the server stores each order's hold and applies them.
 *
 * The rules, as decided (docs/decisions/0004-short-slot-holds.md):
 * - A checkout holds its cups in its slot for HOLD_MINUTES; the paying browser renews the hold while the payment is
 *   under way, never past LONGEST_HOLD_MINUTES after the hold began. A lapsed hold is not renewed.
 * - One checkout (the browser's checkout token) holds one basket: starting another lets its earlier holds go.
 * - One client address holds at most HELD_CUPS_PER_ADDRESS cups unpaid at once, or two slots' worth when the slot
 *   capacity is larger (so any basket that fits a slot can be held), whatever the slots: one address cannot block
 *   every slot, and a few people ordering behind one office or phone network still can.
 * - Paid cups count first: a payment is refused before it is taken only when the cups already paid for in its slot
 *   leave no room for it; other customers' holds never refuse a payment, and a payment that completes regardless is
 *   recorded (a paid order is never lost).
 */

import { CHECKOUT_LIFETIME_MINUTES } from './contracts/checkout';

/** A checkout holds its place this long unless the paying browser renews it. */
export const HOLD_MINUTES = 5;
/** No hold lasts longer than this from when it began (a checkout older than this is not paid any more either). */
export const LONGEST_HOLD_MINUTES = CHECKOUT_LIFETIME_MINUTES;
/** How often the paying browser renews its hold: well inside HOLD_MINUTES, so one lost call does not lose it. */
export const HOLD_RENEW_SECONDS = 60;
/** One client address may hold this many cups unpaid at once… */
export const HELD_CUPS_PER_ADDRESS = 20;
/** …or this many slots' worth (times the slot capacity), when that is more. */
export const HELD_SLOTS_PER_ADDRESS = 2;

export const TOO_MANY_HOLDS =
  'You are already holding pickup places for orders not yet paid. Please pay for those, or wait a few minutes, before choosing another pickup time.';
export const HOLD_LAPSED = 'This checkout no longer holds its pickup time.';
export const SLOT_BOOKED_BY_PAID = 'That pickup time has just been booked up; please choose another.';

const MINUTE = 60_000;

export interface Hold {
  /** When the checkout first took its place. */
  since: Date;
  /** The place is let go at this instant. */
  until: Date;
}

/** The end of a hold taken or renewed at `now`: HOLD_MINUTES on, but never past the longest hold from `since`. */
export function holdEnd(since: Date, now: Date): Date {
  const longest = since.getTime() + LONGEST_HOLD_MINUTES * MINUTE;
  return new Date(Math.min(now.getTime() + HOLD_MINUTES * MINUTE, longest));
}

/** A hold still in force at `now`. */
export function holdLive(hold: Pick<Hold, 'until'>, now: Date): boolean {
  return now < hold.until;
}

/** The renewed end of a hold still in force, or null when it has lapsed (a lapsed hold is never taken back). */
export function renewedHold(hold: Hold, now: Date): Date | null {
  if (!holdLive(hold, now)) return null;
  const end = holdEnd(hold.since, now);
  return end > hold.until ? end : hold.until;
}

/** The cups one client address may hold unpaid at once, with a slot capacity (null: no capacity, no limit). */
export function heldCupsAllowed(capacity: number | null): number | null {
  return capacity === null ? null : Math.max(HELD_CUPS_PER_ADDRESS, capacity * HELD_SLOTS_PER_ADDRESS);
}

/** May an address holding `held` cups unpaid take a hold of `drinks` more? */
export function mayHold(capacity: number | null, held: number, drinks: number): boolean {
  const allowed = heldCupsAllowed(capacity);
  return allowed === null || held + drinks <= allowed;
}

/** Paid cups first: is there room for a payment of `drinks` cups beside the cups already paid for in its slot? */
export function roomForPayment(capacity: number | null, paidCups: number, drinks: number): boolean {
  return capacity === null || paidCups + drinks <= capacity;
}
