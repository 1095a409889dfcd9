/**
 * Remember me on this device: the name and e-mail kept in this browser's local storage for the next checkout, only
 * when the customer ticks the box, and forgotten when they untick it or press Forget. Nothing is kept on the server.
 */
import type { Customer } from '../use-checkout-payment';

export const REMEMBERED_CUSTOMER_KEY = 'pearl-remembered-customer';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberedCustomer(): Customer | null {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(REMEMBERED_CUSTOMER_KEY) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { name, email } = stored as Record<string, unknown>;
    return typeof name === 'string' && typeof email === 'string' ? { name, email } : null;
  } catch {
    return null;
  }
}

export function rememberCustomer(customer: Customer): void {
  try {
    storage()?.setItem(REMEMBERED_CUSTOMER_KEY, JSON.stringify({ name: customer.name, email: customer.email }));
  } catch {
    // A full or refused storage: the details are simply not remembered.
  }
}

export function forgetCustomer(): void {
  try {
    storage()?.removeItem(REMEMBERED_CUSTOMER_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
