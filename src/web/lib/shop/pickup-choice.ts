/**
 * The Pickup time the customer chose in the Checkout dialog or on the order page, read by both checkout
 * calls when they start. 'asap' or a slot's start (ISO); undefined until a Pickup time select has been shown (the
 * server then takes As soon as possible).
 */
import { asapChoiceLabel } from '@domain/asap-wait';
import type { ShopStatusAnswer } from '@domain/contracts/opening-hours';
import { pickupDays, type PickupDay } from '@domain/pickup-days';

let chosen: string | undefined;

export function pickupTimeChoice(): string | undefined {
  return chosen;
}

export function setPickupTimeChoice(value: string | undefined): void {
  chosen = value;
}

export const ASAP = 'asap';

/** The field both checkout calls add: `pickupTime` when a choice was made (absent means As soon as possible). */
export function withPickupTime(): { pickupTime?: string } {
  return chosen ? { pickupTime: chosen } : {};
}

/**
 * The options of the select: As soon as possible with the wait the queue makes ("As soon as possible (about 12 min)")
 * first when offered, then the slots. Past the Longest ASAP wait the server offers no ASAP, and the first slot is the
 * earliest one after the wait.
 */
export function pickupSelectOptions(pickup: ShopStatusAnswer['pickup']): { value: string; label: string }[] {
  return [
    ...(pickup.asap ? [{ value: ASAP, label: asapChoiceLabel(pickup.asapMinutes) }] : []),
    ...pickup.slots.map((slot) => ({ value: slot.start, label: slot.label })),
  ];
}

/** Keeps the customer's choice while it is still offered, else As soon as possible when offered, else the first slot. */
export function effectivePickup(pickup: ShopStatusAnswer['pickup'], wanted: string | undefined): string | undefined {
  const options = pickupSelectOptions(pickup);
  if (wanted && options.some((option) => option.value === wanted)) return wanted;
  return options[0]?.value;
}

/**
 * The same choices as the select shows them: As soon as possible on its own first (when offered), then the slots
 * grouped by day ("Today", "Tomorrow", then the weekday and date), each slot named by its time.
 */
export function pickupSelectGroups(
  pickup: ShopStatusAnswer['pickup'],
  now: Date,
): { asap: { value: string; label: string } | null; days: PickupDay[] } {
  return {
    asap: pickup.asap ? { value: ASAP, label: asapChoiceLabel(pickup.asapMinutes) } : null,
    days: pickupDays(pickup.slots, now),
  };
}
