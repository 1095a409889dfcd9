/** How the orders dashboard words and colours things; pure, so it is tested without a browser. */
import { formatPounds } from '@domain/money';
import { statusColour, type OrderStatus } from '@domain/order-status';
import type { OrderHistoryEntry, StaffOrder } from '@domain/staff-orders';

export function statusLabel(status: OrderStatus): string {
  // The counter's word for an order waiting for its customer.
  if (status === 'ready') return 'Ready for pickup';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Refunded red, completed green, others yellow; ready blue. */
export function statusClasses(status: OrderStatus): string {
  switch (statusColour(status)) {
    case 'red':
      return 'bg-berry-100 text-berry-700 ring-berry-500/40';
    case 'green':
      return 'bg-matcha-100 text-matcha-700 ring-matcha-600/40';
    case 'yellow':
      return 'bg-yellow-100 text-yellow-900 ring-yellow-500/50';
    case 'blue':
      return 'bg-sky-100 text-sky-900 ring-sky-600/50';
  }
}

/** Who the order is for: a name, else an e-mail; a walk-in at the till may give neither, an erased order has none. */
export function customerLabel(order: Pick<StaffOrder, 'customerName' | 'customerEmail' | 'channel'>): string {
  const walkIn = order.channel === 'counter' || order.channel === 'kiosk';
  return order.customerName ?? order.customerEmail ?? (walkIn ? 'Walk-in' : 'Customer details erased');
}

const minutes = (n: unknown) => `${String(n)} min`;

/** One history line in words: "Confirmed by a@pearl.example (prep time 10 min)". */
export function describeHistoryEntry(entry: OrderHistoryEntry): string {
  const by = entry.actorEmail ? ` by ${entry.actorEmail}` : '';
  const d = entry.details;
  switch (entry.action) {
    case 'order.paid':
      return `Paid${typeof d.amount === 'number' ? ` (${formatPounds(d.amount)})` : ''}`;
    case 'order.confirm':
      return `Confirmed${by}${d.prepTime === null || d.prepTime === undefined ? '' : ` (prep time ${minutes(d.prepTime)})`}${d.notified ? ', customer e-mailed' : ''}`;
    case 'order.prep_time':
      return `Prep time ${d.from === null || d.from === undefined ? 'set to' : `changed from ${minutes(d.from)} to`} ${minutes(d.to)}${by}`;
    case 'order.ready':
      return `Marked as ready${by}${d.notified ? ', customer e-mailed' : ''}`;
    case 'order.cup_made':
      return `Cup ${typeof d.cup === 'number' ? `${d.cup} ` : ''}made${by}`;
    case 'order.recall':
      return `Recalled${by}`;
    case 'order.complete':
      return `Marked as completed${by}`;
    case 'order.refund':
      return `Refunded${typeof d.amount === 'number' ? ` ${formatPounds(d.amount)}` : ''}${by}${d.notified ? ', customer e-mailed' : ''}`;
    default:
      return `${entry.action}${by}`;
  }
}
