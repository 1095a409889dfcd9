/**
 * The order this tab just paid for in the page, so /order-confirmation can show it: its id and the receipt token
 * the server gave this browser. Kept for the tab only (session storage), so a shared computer does not keep it.
 */
const KEY = 'pearl.last-order';

export interface LastOrder {
  orderId: string;
  receiptToken: string;
}

export function saveLastOrder(order: LastOrder): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    // Storage blocked: the confirmation page will say it cannot find the order; the order itself is recorded.
  }
}

export function readLastOrder(): LastOrder | null {
  try {
    const value = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as Partial<LastOrder> | null;
    return value && typeof value.orderId === 'string' && typeof value.receiptToken === 'string'
      ? { orderId: value.orderId, receiptToken: value.receiptToken }
      : null;
  } catch {
    return null;
  }
}
