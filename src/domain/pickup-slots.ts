/**
 * Pickup times: "As soon as possible" and 15-minute slots, offered to the customer and enforced by the
 * server. Pure functions of the shop's settings and an injected `now`.
 *
 * The rules, as decided:
 * - A slot is 15 minutes starting at :00, :15, :30 or :45 shop time (London's offset is whole hours, so these are also
 *   quarter-hours of UTC). It is offered when the shop is open for the whole of it: open at its start and still open
 *   at its end, so with 10:00–22:00 the first slot is 10:00 and the last 21:45.
 * - The earliest slot starts at or after now + the ASAP estimate (asap-wait.ts: the queue, the busy minutes, never less
 *   than the prep time): a scheduled drink cannot be ready sooner than an ASAP one.
 * - Slots run up to 7 days ahead: a slot's start is before the same local time 7 days later.
 * - During a pause, ASAP is off and slots starting before the resume time are not offered; a pause until resumed
 *   offers no slot at all.
 * - ASAP is offered while open, not paused, the shop is still open when an order placed now would be ready, and the
 *   estimate is within the Longest ASAP wait when one is set.
 * - With a capacity, a slot is full when the drinks already due in it plus this order's would exceed it. ASAP orders
 *   are not held to a capacity; the server counts them in the slot of their ready time (`slotStartOf`).
 * - A payment that completes for a pickup time the shop is no longer open for (staff added a closed day, or shortened
 *   the hours, after the checkout began) is recorded all the same and marked for staff (`closedForPickup`).
 */
import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { asapTooLongMessage, asapWaitMinutes, asapWithinCeiling, type CounterQueue } from './asap-wait';
import { PAUSED_MESSAGE, isPaused, openIntervals, openingAt, shopDate, shopTime, whenPhrase } from './opening-hours';
import type { DateException, Pause, WeeklySchedule } from './opening-hours-schema';
import { SHOP_TIME_ZONE } from './shop-time-zone';
import { shopZoneName } from './shop-time';

export const SLOT_MINUTES = 15;
const SLOT_MS = SLOT_MINUTES * 60_000;
export const PICKUP_HORIZON_DAYS = 7;

export interface PickupSettings {
  weekly: WeeklySchedule;
  exceptions: readonly DateException[];
  pause: Pause;
  /** Minutes the counter adds to the ASAP estimate while busy. */
  busyMinutes: number;
  /** The current prep estimate, in minutes: the shortest ASAP wait. */
  prepMinutes: number;
  /** The cups waiting at the counter and how fast it works; absent reads as an empty queue. */
  queue?: CounterQueue;
  /** The longest wait ASAP may promise, in minutes; absent or null means no limit. */
  longestAsapWait?: number | null;
  /** Drinks per slot, or null for no limit. */
  capacity: number | null;
  /** Drinks already due in each slot, keyed by `slotKey(start)`. */
  usedBySlot: Readonly<Record<string, number>>;
  now: Date;
}

export interface PickupSlot {
  start: Date;
  /** 'HH:MM' today, 'Tue 10:15' on another day; in October's repeated hour '01:15 BST' then '01:15 GMT'. */
  label: string;
  /** Present (true) only when full slots were asked for. */
  full?: true;
}

export interface PickupOptions {
  asap: boolean;
  /** Minutes until an ASAP order is ready (asapWaitMinutes), whether or not ASAP is offered. */
  asapMinutes: number;
  slots: PickupSlot[];
}

/** The key of a slot in `usedBySlot`: its start as an ISO instant. */
export function slotKey(start: Date): string {
  return start.toISOString();
}

/** The start of the 15-minute slot containing an instant. */
export function slotStartOf(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / SLOT_MS) * SLOT_MS);
}

function slotCeil(instant: Date): Date {
  return new Date(Math.ceil(instant.getTime() / SLOT_MS) * SLOT_MS);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** A calendar date's short weekday name (it does not depend on the time zone). */
function weekdayOf(date: string): string {
  return WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}

const HOUR_MS = 3_600_000;

/**
 * 'HH:MM' when the slot is on today's date in London, else 'Tue 10:15'. In the hour that happens twice when the clocks
 * go back, the label adds the zone ('01:15 BST', then '01:15 GMT') so the select never shows the same text twice.
 */
export function slotLabel(start: Date, now: Date): string {
  const time = shopTime(start);
  const date = shopDate(start);
  const label = date === shopDate(now) ? time : `${weekdayOf(date)} ${time}`;
  const repeated =
    shopTime(new Date(start.getTime() - HOUR_MS)) === time || shopTime(new Date(start.getTime() + HOUR_MS)) === time;
  if (!repeated) return label;
  return `${label} ${shopZoneName(start)}`;
}

function asapMinutesOf(settings: PickupSettings): number {
  const queue = settings.queue ?? { cupsWaiting: 0, minutesPerDrink: 0, baristas: 1 };
  return asapWaitMinutes({ ...queue, busyMinutes: settings.busyMinutes, prepMinutes: settings.prepMinutes });
}

function asapTooLong(settings: PickupSettings): boolean {
  return !asapWithinCeiling(asapMinutesOf(settings), settings.longestAsapWait ?? null);
}

function earliestReady(settings: PickupSettings): Date {
  return new Date(settings.now.getTime() + asapMinutesOf(settings) * 60_000);
}

/** The end (excluded) of the pickup horizon: the same local time 7 days on. */
function horizonEnd(now: Date): Date {
  return new Date(addDays(new TZDate(now.getTime(), SHOP_TIME_ZONE), PICKUP_HORIZON_DAYS).getTime());
}

/** Slots cannot start before this: the end of the pause, or never (null) during a pause until resumed. */
function pauseBarrier(pause: Pause, now: Date): Date | null {
  if (!isPaused(pause, now)) return now;
  return pause?.until ?? null;
}

function isFull(settings: PickupSettings, start: Date, drinks: number): boolean {
  if (settings.capacity === null) return false;
  return (settings.usedBySlot[slotKey(start)] ?? 0) + drinks > settings.capacity;
}

/** Open, not paused, and still open when an order placed now would be ready. */
function asapOpen(settings: PickupSettings): boolean {
  const { weekly, exceptions, pause, now } = settings;
  if (isPaused(pause, now)) return false;
  const opening = openingAt(weekly, exceptions, now);
  return opening !== null && earliestReady(settings) <= opening.end;
}

function asapAvailable(settings: PickupSettings): boolean {
  return asapOpen(settings) && !asapTooLong(settings);
}

/**
 * What the Pickup time select offers. `drinks` is the size of the basket (a slot that cannot take it is
 * full); `showFull` keeps full slots in the list, marked, for staff views.
 */
export function pickupOptions(
  settings: PickupSettings,
  { drinks = 1, showFull = false }: { drinks?: number; showFull?: boolean } = {},
): PickupOptions {
  const { weekly, exceptions, pause, now } = settings;
  const slots: PickupSlot[] = [];
  const barrier = pauseBarrier(pause, now);
  if (barrier !== null) {
    const ready = earliestReady(settings);
    const notBefore = slotCeil(ready > barrier ? ready : barrier);
    const end = horizonEnd(now);
    for (const opening of openIntervals(weekly, exceptions, now, PICKUP_HORIZON_DAYS + 1)) {
      for (
        let start = slotCeil(opening.start > notBefore ? opening.start : notBefore);
        start.getTime() + SLOT_MS <= opening.end.getTime() && start < end;
        start = new Date(start.getTime() + SLOT_MS)
      ) {
        const full = isFull(settings, start, drinks);
        if (!full) slots.push({ start, label: slotLabel(start, now) });
        else if (showFull) slots.push({ start, label: slotLabel(start, now), full: true });
      }
    }
  }
  return { asap: asapAvailable(settings), asapMinutes: asapMinutesOf(settings), slots };
}

export type PickupChoice = { kind: 'asap' } | { kind: 'slot'; start: Date };

export const PICKUP_REFUSAL_KINDS = [
  'closed',
  'paused',
  'past',
  'too_soon',
  'not_a_slot',
  'outside_hours',
  'too_far',
  'full',
  'asap_too_long',
] as const;
export type PickupRefusalKind = (typeof PICKUP_REFUSAL_KINDS)[number];

export interface PickupRefusal {
  kind: PickupRefusalKind;
  /** A sentence for the customer; the server answers it with 409. */
  message: string;
}

export type PickupDecision =
  | { ok: true; pickup: { kind: 'asap'; readyAt: Date } | { kind: 'slot'; start: Date } }
  | { ok: false; refusal: PickupRefusal };

const refuse = (kind: PickupRefusalKind, message: string): PickupDecision => ({
  ok: false,
  refusal: { kind, message },
});

/**
 * Whether the shop, with the hours it has now, is closed for an order's pickup: a slot must lie wholly inside an
 * opening (as `validatePickup` asks), an ASAP order must be ready by closing time (as `asapOpen` asks, so one ready
 * at the very minute of closing is still open: the instant just before it is looked up).
 */
export function closedForPickup(
  weekly: WeeklySchedule,
  exceptions: readonly DateException[],
  pickup: { asap: boolean; at: Date },
): boolean {
  if (pickup.asap) return openingAt(weekly, exceptions, new Date(pickup.at.getTime() - 1)) === null;
  const opening = openingAt(weekly, exceptions, pickup.at);
  return !opening || pickup.at.getTime() + SLOT_MS > opening.end.getTime();
}

/** The server's check of a chosen pickup time (absent = ASAP) just before taking payment. */
export function validatePickup(choice: PickupChoice, settings: PickupSettings, drinks = 1): PickupDecision {
  const { weekly, exceptions, pause, now } = settings;
  const paused = isPaused(pause, now);
  const until = pause?.until ?? null;
  const pausedMessage = `${PAUSED_MESSAGE}${until ? ` · back ${whenPhrase(until, now)}` : ''}.`;

  if (choice.kind === 'asap') {
    if (paused) return refuse('paused', pausedMessage);
    if (!asapOpen(settings))
      return refuse('closed', "We're closed for as-soon-as-possible orders right now; please choose a pickup time.");
    if (asapTooLong(settings)) return refuse('asap_too_long', asapTooLongMessage(asapMinutesOf(settings)));
    return { ok: true, pickup: { kind: 'asap', readyAt: earliestReady(settings) } };
  }

  const { start } = choice;
  if (Number.isNaN(start.getTime()) || start.getTime() % SLOT_MS !== 0)
    return refuse('not_a_slot', 'That pickup time is not one of our 15-minute slots; please choose another.');
  if (start < now) return refuse('past', 'That pickup time has passed; please choose a later one.');
  if (paused && (until === null || start < until)) return refuse('paused', pausedMessage);
  if (start < earliestReady(settings))
    return refuse('too_soon', 'Your order cannot be ready by that pickup time; please choose a later one.');
  if (start >= horizonEnd(now))
    return refuse('too_far', `Pickup can be at most ${PICKUP_HORIZON_DAYS} days ahead; please choose an earlier time.`);
  const end = new Date(start.getTime() + SLOT_MS);
  const opening = openingAt(weekly, exceptions, start);
  if (!opening || end > opening.end)
    return refuse('outside_hours', "We're closed at that pickup time; please choose another.");
  if (isFull(settings, start, drinks))
    return refuse('full', 'That pickup time is fully booked; please choose another.');
  return { ok: true, pickup: { kind: 'slot', start } };
}
