import type { BasketLine } from '@domain/basket';
import { ApiError, apiFetch, UNREACHABLE_MESSAGE } from '../../../lib/api-client';
import { withPickupTime } from '../../../lib/shop/pickup-choice';
import { checkoutToken } from '../checkout-token';
import { checkoutItems } from './checkout-items';

/** The alert Place Order shows when the checkout cannot start. */
export const checkoutAlert = (message: string) => `An error occurred while processing your checkout: ${message}`;

/**
 * What the order page's Place Order button runs (the hosted checkout): POST /api/create-checkout-session
 * with the basket lines (and the free drink, when unlocked), then the browser goes to the hosted checkout page the
 * answer names. Whatever it throws is
 * shown as it is: 'An error occurred while processing your checkout: {message}', the message being the server's
 * error, 'No valid items in cart', 'Server returned {status}' or 'Stripe session URL not returned'.
 */
export async function placeOrder(
  lines: readonly BasketLine[],
  /** The stamp card's free drink unlocked on the order page: the hosted checkout is then for its address. */
  reward?: { email: string; token: string } | null,
): Promise<void> {
  let cartItems;
  try {
    cartItems = checkoutItems(lines);
  } catch (error) {
    throw new Error(checkoutAlert((error as Error).message));
  }
  // The answer's contract (and zod with it, ~50 KB gzip) loads while the request is under way, not with the order page,
  // whose first paint and empty basket do not need it (/order-online's blocking time).
  // The shop unreachable for it reads as for the request itself.
  const contract = import('@domain/contracts/checkout').then(
    (m) => m.checkoutSessionAnswer,
    () => {
      throw new ApiError(UNREACHABLE_MESSAGE, 0);
    },
  );
  contract.catch(() => undefined); // awaited only once the answer has come
  let started;
  try {
    started = await apiFetch('/api/create-checkout-session', {
      answer: () => contract,
      check: 'always',
      method: 'POST',
      json: {
        cartItems,
        checkoutToken: checkoutToken(),
        ...withPickupTime(),
        ...(reward ? { reward: { email: reward.email, token: reward.token } } : {}),
      },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Unreachable, the server's error text, or 'Server returned {status}' (api-client.ts).
    if (!error.unreadable) throw new Error(checkoutAlert(error.message));
    // A successful answer without the hosted checkout's address.
    throw new Error(checkoutAlert('Stripe session URL not returned'));
  }
  if (!started.url) throw new Error(checkoutAlert('Stripe session URL not returned'));
  window.location.assign(started.url);
}
