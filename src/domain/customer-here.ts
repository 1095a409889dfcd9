/**
 * "I'm here": the customer tells the counter they have arrived. The order page offers it once the order is ready, or
 * from a few minutes before its pickup time while it is still being made (earlier, the counter could do nothing with
 * it); never once collected or refunded. The counter then lists "Here: #23 Alice" and hands that order over first.
 */
import { shownStatus, type OrderStatus, type PaymentStatus } from './order-status';

/** How many minutes before the pickup time the order page starts offering I'm here. */
const HERE_BEFORE_PICKUP_MINUTES = 5;

/** The button's words, and what the counter's mark says before the order's number. */
export const IM_HERE_LABEL = "I'm here";
const HERE_MARK = 'Here:';

export interface HereCandidate {
  status: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** ISO time or Date; null for orders from before pickup times. */
  pickupAt: string | Date | null;
}

/** Whether the customer may say they are here now. */
export function mayAnnounceArrival(order: HereCandidate, now: Date): boolean {
  const status = shownStatus(order);
  if (status === 'ready') return true;
  if (status !== 'pending' && status !== 'confirmed') return false;
  if (!order.pickupAt) return false;
  const pickup = new Date(order.pickupAt).getTime();
  return now.getTime() >= pickup - HERE_BEFORE_PICKUP_MINUTES * 60_000;
}

/** The statuses of an order still to be handed over: the ones a "Here" mark is shown for. */
export const TO_HAND_OVER: readonly OrderStatus[] = ['pending', 'confirmed', 'ready'];

/** The counter's mark: "Here: #23 Alice" (the name left out when the customer gave none). */
export function hereMark(order: { orderNumber: string; firstName: string | null }): string {
  return `${HERE_MARK} ${order.orderNumber}${order.firstName ? ` ${order.firstName}` : ''}`;
}

/**
 * The orders with their customer at the counter first (the earliest arrival first), the rest in the order given: what
 * is left to hand over starts with whoever is waiting for it. An order already collected keeps its place.
 */
export function hereFirst<T extends { status: OrderStatus; hereAt?: string | null | undefined }>(
  orders: readonly T[],
): T[] {
  const waiting = (order: T) => Boolean(order.hereAt) && TO_HAND_OVER.includes(order.status);
  const here = orders.filter(waiting).sort((a, b) => a.hereAt!.localeCompare(b.hereAt!));
  return [...here, ...orders.filter((order) => !waiting(order))];
}
