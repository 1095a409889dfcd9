/**
 * The order lifecycle, written once: how the money stands (payment states, their named sets and
 * the moves between them), the life of a paid order at the counter and the order number. Shared by the
 * server (which enforces it, and types the orders table's columns with it) and the staff dashboard (which shows only
 * the actions allowed). Plain functions, no framework.
 *
 * Payment:
 *   awaiting_payment ──declined──▶ failed ──retried, declined again──▶ failed
 *   awaiting_payment | failed ──given up (session expired)──▶ cancelled
 *   awaiting_payment | failed | cancelled ──money arrived──▶ paid, or needs_review when the amount differs
 *   paid | needs_review ──refunded──▶ refunded
 *
 * Counter (a paid customer order only):
 *   pending ──Confirm & Notify──▶ confirmed ──Mark as Ready──▶ ready ("Ready for pickup", the customer is
 *   e-mailed)
 *   any status but completed or refunded ──Mark as Completed──▶ completed (shown to customers as "Collected")
 *   pending | confirmed ──Ready on the make screen──▶ ready (a pending order is confirmed and made ready at once)
 *   ready ──Recall on the make screen──▶ confirmed (the one move back: a ticket made ready by mistake is made again)
 *   a paid order ──Refund──▶ refunded; a refund is final: a refunded
 *   order (its status or its payment refunded) is never confirmed or completed, and shows as Refunded
 */

/** Every value of orders.payment_status (the database refuses any other: schema.ts). */
export const PAYMENT_STATUSES = [
  'awaiting_payment',
  'paid',
  'failed',
  'cancelled',
  'needs_review',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A checkout attempt can still be paid while its payment is awaited or was declined (a retry uses it again). */
export const PAYABLE_PAYMENT_STATUSES = ['awaiting_payment', 'failed'] as const satisfies readonly PaymentStatus[];
/**
 * Checkout attempts that did not become orders: a payment's success may still turn them into paid (declined or given
 * up attempts whose money arrives anyway), and retention forgets their customer after a week.
 */
export const UNPAID_PAYMENT_STATUSES = [
  'awaiting_payment',
  'failed',
  'cancelled',
] as const satisfies readonly PaymentStatus[];
/** Money that can be given back: taken, or taken and held for review. */
export const REFUNDABLE_PAYMENT_STATUSES = ['paid', 'needs_review'] as const satisfies readonly PaymentStatus[];

/** The moves a payment may make; anything else is refused (a late or repeated event changes nothing). */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  awaiting_payment: ['paid', 'needs_review', 'failed', 'cancelled'],
  failed: ['paid', 'needs_review', 'failed', 'cancelled'],
  cancelled: ['paid', 'needs_review'],
  paid: ['refunded'],
  needs_review: ['refunded'],
  refunded: [],
};

/** The payment states a payment may move to `to` from: the guard of every conditional update of an order. */
export function paymentStatusesBefore(to: PaymentStatus): PaymentStatus[] {
  return PAYMENT_STATUSES.filter((from) => PAYMENT_TRANSITIONS[from].includes(to));
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to);
}

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

export function isPayable(order: { paymentStatus: PaymentStatus }): boolean {
  return (PAYABLE_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(order.paymentStatus);
}

export function isUnpaid(order: { paymentStatus: PaymentStatus }): boolean {
  return (UNPAID_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(order.paymentStatus);
}

/**
 * The order status values seen. 'paid' is a filter value only, never a status. 'ready' sits
 * between confirmed and completed: made, waiting at the counter for its customer.
 */
export const ORDER_STATUSES = ['pending', 'confirmed', 'ready', 'completed', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Paid: only these are customer orders (awaiting, failed and cancelled payments never are), and only these are listed
 * on the data page.
 */
export const CUSTOMER_PAYMENT_STATUSES = [
  'paid',
  'needs_review',
  'refunded',
] as const satisfies readonly PaymentStatus[];
export type CustomerPaymentStatus = (typeof CUSTOMER_PAYMENT_STATUSES)[number];

export function isCustomerPaymentStatus(value: PaymentStatus): value is CustomerPaymentStatus {
  return (CUSTOMER_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(value);
}

/** The dashboard's status filter; 'ready' (made, waiting for the customer). */
export const ORDER_STATUS_FILTERS = ['all', 'paid', 'ready', 'refunded'] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** The dashboard's sort orders. */
export const ORDER_SORTS = ['newest', 'oldest', 'highest', 'lowest', 'pickup'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** The longest prep time staff can set, in minutes (a day). */
export const MAX_PREP_TIME_MINUTES = 24 * 60;

export interface OrderState {
  status: OrderStatus;
  paymentStatus: CustomerPaymentStatus;
}

/**
 * The moves at the counter: Confirm & Notify only from pending, Mark as Ready only from
 * confirmed, Mark as Completed from anything but completed, Refund (and also needing refundable money: canRefund) from anything but refunded.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'completed', 'refunded'],
  confirmed: ['ready', 'completed', 'refunded'],
  ready: ['completed', 'refunded'],
  completed: ['refunded'],
  refunded: [],
};

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** A refund is final: an order whose status or payment says refunded (a provider's refund event) is refunded. */
export function isRefunded(order: { status: OrderStatus | null; paymentStatus?: PaymentStatus }): boolean {
  return order.status === 'refunded' || order.paymentStatus === 'refunded';
}

/** The status staff see: Refunded whatever the counter status was when the money went back. */
export function shownStatus(order: { status: OrderStatus; paymentStatus?: PaymentStatus }): OrderStatus {
  return isRefunded(order) ? 'refunded' : order.status;
}

/** 'Confirm & Notify' is shown only while pending (and never once refunded). */
export function canConfirm(order: { status: OrderStatus; paymentStatus?: PaymentStatus }): boolean {
  return !isRefunded(order) && canMoveOrder(order.status, 'confirmed');
}

/** 'Mark as Ready' is shown only while confirmed (and never once refunded). */
export function canMarkReady(order: { status: OrderStatus; paymentStatus?: PaymentStatus }): boolean {
  return !isRefunded(order) && canMoveOrder(order.status, 'ready');
}

/** Any status other than completed can be marked completed; a refunded order cannot (a refund is final). */
export function canComplete(order: { status: OrderStatus; paymentStatus?: PaymentStatus }): boolean {
  return !isRefunded(order) && canMoveOrder(order.status, 'completed');
}

/** Prep time is editable only while pending or confirmed. */
export function canEditPrepTime(order: { status: OrderStatus; paymentStatus?: PaymentStatus }): boolean {
  return !isRefunded(order) && (order.status === 'pending' || order.status === 'confirmed');
}

/** A refund needs money to give back: a paid order (or one held for review) not refunded already. */
export function canRefund(order: OrderState): boolean {
  return (
    (REFUNDABLE_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(order.paymentStatus) &&
    canMoveOrder(order.status, 'refunded')
  );
}

/** The counter status a paid customer order starts with. A test payment never gets one. */
export const FIRST_ORDER_STATUS: OrderStatus = 'pending';

/** Prep time is a whole number of minutes, at least 0. Returns null for anything else. */
export function parsePrepTime(input: unknown): number | null {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (!/^\d{1,5}$/.test(text)) return null;
  const minutes = Number(text);
  return minutes <= MAX_PREP_TIME_MINUTES ? minutes : null;
}

/**
 * Ready on the make screen, whatever the order's state: a pending order takes both counter moves (Confirm & Notify,
 * then Mark as Ready) at once, a confirmed one the second.
 */
export function canReadyNow(order: { status: OrderStatus; paymentStatus?: PaymentStatus }): boolean {
  return canConfirm(order) || canMarkReady(order);
}

/**
 * Recall on the make screen: an order made ready by mistake goes back to confirmed, so its ticket is on the screen
 * again. Only while it waits at the counter: once collected or refunded there is nothing to make.
 */
export function canRecall(order: { status: OrderStatus; paymentStatus?: PaymentStatus }): boolean {
  return !isRefunded(order) && order.status === 'ready';
}

export type OrderAction = 'confirm' | 'ready' | 'complete' | 'refund' | 'prep_time' | 'ready_now' | 'recall';

/** Why an action is not allowed now, in words staff can read; null when it is allowed. */
export function refusalOf(action: OrderAction, order: OrderState): string | null {
  switch (action) {
    case 'confirm':
      if (isRefunded(order)) return 'This order has been refunded, so it cannot be confirmed. A refund is final.';
      return canConfirm(order) ? null : `Only a pending order can be confirmed; this one is ${order.status}.`;
    case 'ready':
      if (isRefunded(order)) return 'This order has been refunded, so it cannot be marked as ready. A refund is final.';
      return canMarkReady(order) ? null : `Only a confirmed order can be marked as ready; this one is ${order.status}.`;
    case 'ready_now':
      if (isRefunded(order)) return 'This order has been refunded, so it cannot be marked as ready. A refund is final.';
      if (order.status === 'ready') return 'This order is already ready for pickup.';
      return canReadyNow(order)
        ? null
        : `Only a pending or confirmed order can be marked as ready; this one is ${order.status}.`;
    case 'recall':
      if (isRefunded(order)) return 'This order has been refunded, so it cannot be recalled. A refund is final.';
      return canRecall(order) ? null : `Only an order ready for pickup can be recalled; this one is ${order.status}.`;
    case 'complete':
      if (isRefunded(order)) return 'This order has been refunded, so it cannot be completed. A refund is final.';
      return canComplete(order) ? null : 'This order is already completed.';
    case 'prep_time':
      if (isRefunded(order)) return 'This order has been refunded, so its prep time cannot be changed.';
      return canEditPrepTime(order)
        ? null
        : `Prep time can be changed only while an order is pending or confirmed; this one is ${order.status}.`;
    case 'refund':
      if (order.status === 'refunded' || order.paymentStatus === 'refunded')
        return 'This order has already been refunded.';
      return canRefund(order) ? null : 'Only a paid order can be refunded.';
  }
}

/** What staff do with an order's cups by its id: print its labels or ticket again, show its labels, tap Made. */
export type CupWork = 'print' | 'labels' | 'made';

const CUP_WORK_WORDS: Record<CupWork, string> = {
  print: 'it cannot be printed',
  labels: 'its labels cannot be printed',
  made: 'its cups cannot be marked as made',
};

/**
 * Why an order's cups may not be printed or made, in words staff can read; null when they may. Only a paid customer
 * order is made: an unpaid checkout, a payment held for review and a refunded order (the money went back) are not.
 */
export function cupWorkRefusal(
  order: { status: OrderStatus | null; paymentStatus: PaymentStatus },
  work: CupWork,
): string | null {
  const words = CUP_WORK_WORDS[work];
  if (isRefunded(order)) return `This order has been refunded, so ${words}.`;
  if (order.paymentStatus === 'needs_review')
    return `This order's payment is being checked, so ${words} until it is settled.`;
  if (order.paymentStatus !== 'paid' || order.status === null) return `This order has not been paid, so ${words}.`;
  return null;
}

/** The status after an allowed action. */
export function statusAfter(action: Exclude<OrderAction, 'prep_time'>): OrderStatus {
  switch (action) {
    case 'confirm':
      return 'confirmed';
    case 'ready':
    case 'ready_now':
      return 'ready';
    case 'recall':
      return 'confirmed';
    case 'complete':
      return 'completed';
    case 'refund':
      return 'refunded';
  }
}

/**
 * Refunded red, completed green, others yellow; ready blue, so the counter sees at a glance which
 * drinks wait for their customer.
 */
export function statusColour(status: OrderStatus): 'red' | 'green' | 'yellow' | 'blue' {
  if (status === 'refunded') return 'red';
  if (status === 'completed') return 'green';
  if (status === 'ready') return 'blue';
  return 'yellow';
}

/**
 * The id's first 8 characters: staff's short reference shown beside the number for the day (order-number.ts), and
 * what an order without one (unpaid, a test payment) is called.
 */
export const ORDER_NUMBER_LENGTH = 8;

export function orderNumber(id: string): string {
  return id.slice(0, ORDER_NUMBER_LENGTH);
}

/** Does an order pass the status filter? 'paid' means money taken and not given back. */
export function matchesStatusFilter(order: OrderState, filter: OrderStatusFilter): boolean {
  const refunded = order.status === 'refunded' || order.paymentStatus === 'refunded';
  if (filter === 'refunded') return refunded;
  if (filter === 'paid') return !refunded;
  if (filter === 'ready') return !refunded && order.status === 'ready';
  return true;
}
