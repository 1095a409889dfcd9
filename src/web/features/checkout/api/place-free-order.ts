import type { BasketLine } from '@domain/basket';
import { freeOrderAnswer, type FreeOrderAnswer } from '@domain/contracts/free-order';
import { apiFetch } from '../../../lib/api-client';
import { withPickupTime } from '../../../lib/shop/pickup-choice';
import { checkoutToken } from '../checkout-token';
import { checkoutItems } from './checkout-items';

/**
 * POST /api/checkout/free-order: a basket the stamp card's free drink takes to £0.00, placed without a card or a
 * wallet. The name is the Checkout dialog's (none from /order-online); the e-mail is the free drink's. Errors carry
 * the server's words (a used reward, a basket that is no longer free).
 */
export function placeFreeOrder(input: {
  lines: readonly BasketLine[];
  name: string | null;
  email: string;
  rewardToken: string;
}): Promise<FreeOrderAnswer> {
  return apiFetch('/api/checkout/free-order', {
    answer: freeOrderAnswer,
    check: 'always',
    method: 'POST',
    json: {
      cartItems: checkoutItems(input.lines),
      ...(input.name ? { name: input.name } : {}),
      email: input.email,
      rewardToken: input.rewardToken,
      checkoutToken: checkoutToken(),
      ...withPickupTime(),
    },
  });
}
