/**
 * How an order's pickup time reads: on the staff dashboard ("Pickup 10:15", "Pickup Tue 10:15" on another
 * day, or "ASAP") and in e-mails ("As soon as possible" or "Tuesday 24 November at 10:15"), in Europe/London.
 */
import { shopTime } from './opening-hours';
import { slotLabel } from './pickup-slots';
import { shopDayAndDate } from './shop-time';

export interface OrderPickup {
  /** True for "As soon as possible" (and for orders from before pickup times). */
  pickupAsap: boolean;
  /** ISO instant or Date of the chosen slot's start; null for old orders. */
  pickupAt: string | Date | null;
}

const scheduled = (pickup: OrderPickup): Date | null =>
  pickup.pickupAsap || pickup.pickupAt === null ? null : new Date(pickup.pickupAt);

/** The dashboard's words: "Pickup 10:15" today, "Pickup Tue 10:15" on another day, else "ASAP". */
export function pickupBadge(pickup: OrderPickup, now: Date): string {
  const at = scheduled(pickup);
  return at ? `Pickup ${slotLabel(at, now)}` : 'ASAP';
}

/** The e-mails' and receipts' words: "As soon as possible" or "Tuesday 24 November at 10:15". */
export function pickupSentence(pickup: OrderPickup): string {
  const at = scheduled(pickup);
  return at ? `${shopDayAndDate(at)} at ${shopTime(at)}` : 'As soon as possible';
}

/**
 * What the customer is told right after paying: "Ready at about 14:35" for an "as soon as possible" order (the queue's
 * wait at checkout, which the order keeps as its pickup time), "Pickup Tuesday 24 November at 10:15" for a chosen
 * slot, and "As soon as possible" for an order placed without an estimate.
 */
export function pickupPromise(pickup: OrderPickup): string {
  if (pickup.pickupAsap && pickup.pickupAt !== null) return `Ready at about ${shopTime(new Date(pickup.pickupAt))}`;
  const at = scheduled(pickup);
  return at ? `Pickup ${pickupSentence(pickup)}` : 'As soon as possible';
}
