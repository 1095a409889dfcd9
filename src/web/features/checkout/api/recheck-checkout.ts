import { errorAnswer } from '@domain/contracts/common';
import { PRICES_CHANGED, recheckCheckoutAnswer } from '@domain/contracts/checkout';
import { ApiError } from '../../../lib/api-client';
import { PricesChangedError } from './create-payment-intent';
import { postForStartedOrder, type StartedOrder } from './started-order';

/** The server's words when a checkout changed under the customer (prices, a sold-out drink, 30 minutes gone by). */
export const CHECKOUT_COULD_NOT_BE_CHECKED = 'We could not check your basket just now. Please try again.';

/**
 * POST /api/checkout/recheck, right before the card is confirmed: the server prices the order again
 * and checks that every drink is still there. A 409 means the checkout changed (its payment is cancelled): it throws
 * PricesChangedError with the server's words, so the dialog says so and the basket is refreshed from the menu.
 */
export async function recheckCheckout(started: StartedOrder): Promise<void> {
  try {
    await postForStartedOrder('/api/checkout/recheck', recheckCheckoutAnswer, started);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const parsed = errorAnswer.safeParse(error.body);
    const message = parsed.success && parsed.data.error ? parsed.data.error : null;
    if (error.status === 409) throw new PricesChangedError(message ?? PRICES_CHANGED);
    // Not checked, not paid: the card is confirmed only after the server said the checkout still holds.
    throw new Error(message ?? CHECKOUT_COULD_NOT_BE_CHECKED);
  }
}
