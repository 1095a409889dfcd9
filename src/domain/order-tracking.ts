/**
 * The customer's private order page. What its progress line shows (the steps Received, Confirmed, Ready for
 * pickup, Collected, or Refunded), how long its link works, and what a tracking token looks like. The counter's
 * statuses keep their meaning: the steps are only their customer-facing names. Plain functions, no framework.
 */
import { shownStatus, type OrderStatus, type PaymentStatus } from './order-status';

/** The link stops working this many days after the order was paid. */
export const TRACKING_DAYS = 30;

/** A tracking token: 32 random bytes, base64url (43 characters). Anything else is not looked up. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isTrackingToken(value: string): boolean {
  return TRACKING_TOKEN_PATTERN.test(value);
}

/** The customer's words for each counter status (completed reads as Collected). */
export const TRACKING_STEP_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Received',
  confirmed: 'Confirmed',
  ready: 'Ready for pickup',
  completed: 'Collected',
  refunded: 'Refunded',
};

/** The progress line in order; a refunded order's line ends in Refunded in place of what was still to come. */
const FLOW: readonly OrderStatus[] = ['pending', 'confirmed', 'ready', 'completed'];

export interface TrackingStep {
  status: OrderStatus;
  label: string;
  state: 'done' | 'current' | 'upcoming';
}

/**
 * The steps the page shows for an order. A refunded order shows the steps it had reached, then Refunded as the current
 * step (the counter status at the refund is not kept, so only Received precedes it).
 */
export function trackingSteps(order: { status: OrderStatus; paymentStatus?: PaymentStatus }): TrackingStep[] {
  const status = shownStatus(order);
  const step = (s: OrderStatus, state: TrackingStep['state']): TrackingStep => ({
    status: s,
    label: TRACKING_STEP_LABELS[s],
    state,
  });
  if (status === 'refunded') return [step('pending', 'done'), step('refunded', 'current')];
  const reached = FLOW.indexOf(status);
  return FLOW.map((s, index) => step(s, index < reached ? 'done' : index === reached ? 'current' : 'upcoming'));
}

/** The tab title: "Ready for pickup · Order 3f2a9c1e · Pearl". */
export function trackingTitle(order: { status: OrderStatus; paymentStatus?: PaymentStatus; number: string }): string {
  return `${TRACKING_STEP_LABELS[shownStatus(order)]} · Order ${order.number} · Pearl`;
}

/**
 * When the customer's order page says it will be ready: the staff's own time once they confirm with a prep time, and
 * until then the estimate an "as soon as possible" order was placed with (the queue's wait at checkout, kept as its
 * pickup time). A scheduled order has its slot instead; null then.
 */
export function expectedReadyAt(order: {
  pickupAsap: boolean;
  pickupAt: string | null;
  readyAt: string | null;
}): string | null {
  return order.readyAt ?? (order.pickupAsap ? order.pickupAt : null);
}

/** Whether a link for an order paid at `paidAt` still works at `now` (never before payment). */
export function isTrackable(paidAt: Date | null, now: Date): boolean {
  return paidAt !== null && now.getTime() - paidAt.getTime() <= TRACKING_DAYS * 24 * 60 * 60 * 1000;
}

/** The first word of a name only: the page never shows more of who ordered. */
export function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/** Where to collect, in the e-mail and on the page. */
export const PICKUP_PLACE = 'Pearl Bubble Tea, 12 Market Hill, Buckingham MK18 1JX';

/** The page's path for a token. */
export function trackingPath(token: string): string {
  return `/track/${token}`;
}

/** The receipt's Order again link: the shop refills the basket from the order its tracking token opens. */
export function orderAgainPath(token: string): string {
  return `/order-again/${token}`;
}
