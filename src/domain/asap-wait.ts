/**
 * How long an "as soon as possible" order will really take, from the queue the counter has.
 *
 * The rule: the cups paid and not yet ready, times the minutes a cup takes, shared between the baristas on shift
 * (rounded up to a whole minute) and never less than the prep time, since even an empty counter needs that long for
 * one drink; then the staff's busy minutes on top. Busy stays what the counter's control promises ("ASAP estimates
 * now 30 minutes longer"): the queue it cannot see (walk-ins, phone orders), so it is added whatever the queue. Only today's paid orders that are not ready, collected or refunded are in the
 * queue (the server counts them). With a Longest ASAP wait set, an estimate beyond it means ASAP is not offered.
 * The settings' schemas are in asap-wait-schema.ts: this file carries no zod, since the storefront's first page says the
 * wait with its words.
 */
export const DEFAULT_MINUTES_PER_DRINK = 2;
/**
 * The shop's prep time: what an ASAP order is promised with on an empty counter, before busy minutes, and how long a
 * ticket on the make screen may wait before it turns amber (red past twice that).
 */
export const SHOP_PREP_MINUTES = 10;
export const DEFAULT_BARISTAS = 1;

/**
 * What the menu stream carries when the queue at the counter changes (an order paid, made ready, collected or
 * refunded): storefronts fetch the shop status again, and nothing else (the menu itself did not change).
 */
export const QUEUE_CHANGED = { change: 'queue' } as const;

/** The queue at the counter and how fast it moves. */
export interface CounterQueue {
  /** Cups in today's paid orders that are not yet ready, collected or refunded. */
  cupsWaiting: number;
  minutesPerDrink: number;
  baristas: number;
}

export interface AsapWaitInput extends CounterQueue {
  busyMinutes: number;
  prepMinutes: number;
}

/** Minutes until an ASAP order placed now is ready. */
export function asapWaitMinutes(input: AsapWaitInput): number {
  const cups = Math.max(0, Math.floor(input.cupsWaiting));
  const perDrink = Math.max(0, input.minutesPerDrink);
  const baristas = Math.max(1, Math.floor(input.baristas));
  const queue = Math.ceil((cups * perDrink) / baristas);
  return Math.max(input.prepMinutes, queue) + Math.max(0, input.busyMinutes);
}

/** Whether ASAP may be offered with this estimate under the Longest ASAP wait (null: no limit). */
export function asapWithinCeiling(minutes: number, longestAsapWait: number | null): boolean {
  return longestAsapWait === null || minutes <= longestAsapWait;
}

/** The 409's sentence when ASAP is past the Longest ASAP wait. */
export function asapTooLongMessage(minutes: number): string {
  return `We're too busy for as-soon-as-possible orders right now (about ${minutes} min); please choose a pickup time.`;
}

/** "Ready in about 12 min": the storefront's status bar while open and not paused. */
export function readyInPhrase(minutes: number): string {
  return `Ready in about ${minutes} min`;
}

/** "As soon as possible (about 12 min)": the Pickup time select's first choice. */
export function asapChoiceLabel(minutes: number): string {
  return `As soon as possible (about ${minutes} min)`;
}
