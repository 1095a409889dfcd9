import type { BasketLine } from '@domain/basket';
import { checkoutToken } from '../checkout-token';
import { checkoutItems } from './checkout-items';

/** Spec §8: the alert Place Order shows when the checkout cannot start. */
export const checkoutAlert = (message: string) => `An error occurred while processing your checkout: ${message}`;

/**
 * What the order page's Place Order button runs (spec §4 "Hosted checkout", §7.8): POST /api/create-checkout-session
 * with the basket lines, then the browser goes to the hosted checkout page the answer names. Whatever it throws is
 * shown as it is: 'An error occurred while processing your checkout: {message}', the message being the server's
 * error, 'No valid items in cart', 'Server returned {status}' or 'Stripe session URL not returned'.
 */
export async function placeOrder(lines: readonly BasketLine[]): Promise<void> {
  let cartItems;
  try {
    cartItems = checkoutItems(lines);
  } catch (error) {
    throw new Error(checkoutAlert((error as Error).message));
  }
  let response: Response;
  try {
    response = await fetch('/api/create-checkout-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ cartItems, checkoutToken: checkoutToken() }),
    });
  } catch {
    throw new Error(checkoutAlert('We could not reach the shop. Check your connection and try again.'));
  }
  const answer = (await response.json().catch(() => null)) as { url?: unknown; error?: unknown } | null;
  if (!response.ok) {
    throw new Error(
      checkoutAlert(
        typeof answer?.error === 'string' && answer.error ? answer.error : `Server returned ${response.status}`,
      ),
    );
  }
  if (typeof answer?.url !== 'string' || !answer.url) throw new Error(checkoutAlert('Stripe session URL not returned'));
  window.location.assign(answer.url);
}
