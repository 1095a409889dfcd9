/**
 * What a customer's phone shows when their order is ready and the page is not open: one push notification, its words
 * and where a tap leads. The server builds it (the notifications module); the service worker only shows it.
 */
import { sizeCode, type Size } from './sizes';

/** How long a ready alert is worth delivering: a push service drops it after this, and so does the shop's outbox. */
export const READY_ALERT_TTL_SECONDS = 30 * 60;

/** A notification's body stays short: a lock screen shows two lines or so. */
const BODY_LENGTH = 120;

export interface ReadyAlertOrder {
  /** "#23" (orderLabel). */
  number: string;
  items: ReadonlyArray<{ name: string; size: Size; quantity: number }>;
}

export interface PushMessage {
  title: string;
  body: string;
  /** The page a tap opens: the order's own page, a path on the shop. */
  url: string;
  /** The same order's alerts replace each other on the lock screen rather than pile up. */
  tag: string;
}

/** "Your order #23 is ready: Taro Milk Tea (LRG), 2 × Brown Sugar Boba (REG)", cut with "…" past two lines or so. */
export function readyAlertText(order: ReadyAlertOrder): string {
  const drinks = order.items
    .map((item) => `${item.quantity > 1 ? `${item.quantity} × ` : ''}${item.name} (${sizeCode(item.size)})`)
    .join(', ');
  const text = `Your order ${order.number} is ready${drinks ? `: ${drinks}` : '.'}`;
  return text.length <= BODY_LENGTH ? text : `${text.slice(0, BODY_LENGTH - 1).trimEnd()}…`;
}

export function readyPushMessage(order: ReadyAlertOrder, orderPath: string): PushMessage {
  return {
    title: 'Pearl Bubble Tea',
    body: readyAlertText(order),
    url: orderPath,
    tag: `pearl-order-${order.number}`,
  };
}

/** "We are making your order #23: ready at about 10:45." (the time in the shop's words, or none). */
function confirmedAlertText(order: { number: string }, readyAtWords: string | null): string {
  return `We are making your order ${order.number}${readyAtWords ? `: ready at about ${readyAtWords}.` : '.'}`;
}

/** The push a customer who asked for it gets when the counter confirms their order (the ready push still follows). */
export function confirmedPushMessage(
  order: { number: string },
  readyAtWords: string | null,
  orderPath: string,
): PushMessage {
  return {
    title: 'Pearl Bubble Tea',
    body: confirmedAlertText(order, readyAtWords),
    url: orderPath,
    tag: `pearl-order-${order.number}`,
  };
}
