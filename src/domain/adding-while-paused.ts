/**
 * What the menu's Add does while staff have paused online orders. A drink can still be ordered for a pickup time
 * after the pause, when there is one: Add opens the Size dialog as usual, and the dialog says the drink will be for a
 * later pickup time. With no later time (a pause until resumed, or none left today), Add is disabled with the reason
 * beside it. Plain words, no zod: the menu is the storefront's first page.
 */

/** Beside a disabled Add while nothing can be ordered. */
export const NOT_TAKING_ORDERS = 'Not taking online orders right now';

export type AddWhilePaused =
  | { kind: 'as-usual' }
  /** `first`: the earliest pickup time offered, as the Pickup time select names it ("Tue 14:30"). */
  | { kind: 'later-pickup'; first: string }
  | { kind: 'not-taking' };

/** How Add behaves for a shop status (nothing known yet: as usual; the server refuses what it must at checkout). */
export function addWhilePaused(
  status: { paused: boolean; pickup: { slots: readonly { label: string }[] } } | undefined,
): AddWhilePaused {
  if (!status?.paused) return { kind: 'as-usual' };
  const first = status.pickup.slots[0];
  return first ? { kind: 'later-pickup', first: first.label } : { kind: 'not-taking' };
}

/** The Size dialog's note while paused with later pickup times. */
export function laterPickupNote(first: string): string {
  return `Online orders are paused: this drink will be for a later pickup time (the first is ${first}).`;
}
