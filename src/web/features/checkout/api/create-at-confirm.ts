import { withPickupTime } from '../../../lib/shop/pickup-choice';
import { checkoutToken } from '../checkout-token';
import { checkoutItems } from './checkout-items';
import { startPayment, type PaymentInput, type PaymentIntentStarted } from './create-payment-intent';

/**
 * POST /api/checkout/create-at-confirm: the wallet was approved on the device (or the test wallet's Pay pressed). The
 * server prices the basket, checks the pickup time chosen on the page and records the order with the wallet's name
 * and e-mail (with the free drink when its token is sent), and creates its payment only now. Refusals carry the same
 * words as a card checkout's.
 */
export function createAtConfirm(input: PaymentInput): Promise<PaymentIntentStarted> {
  return startPayment('/api/checkout/create-at-confirm', {
    total: input.total,
    cartItems: checkoutItems(input.lines),
    name: input.name,
    email: input.email,
    ...(input.rewardToken ? { rewardToken: input.rewardToken } : {}),
    checkoutToken: checkoutToken(),
    ...withPickupTime(),
  });
}
