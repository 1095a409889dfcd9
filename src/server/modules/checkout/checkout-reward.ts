/**
 * A checkout that uses the stamp card's free drink: the customer's unlocked card gives the rule the basket is priced
 * with, and the order recorded holds the card's reward in the same transaction, so two checkouts cannot both use one
 * reward; the payment that records the paid order spends it (orders' fulfilment → the loyalty module).
 */
import { FREE_DRINK_LINE, type FreeDrinkRule } from '@domain/pricing';
import type { DbOrTx } from '../../db/client';
import { invalid } from '../../errors';
import type { PricedCheckout } from './price-checkout';

/** Port: the stamp card's side of a checkout (the loyalty module implements it). */
export interface CheckoutRewards {
  /** The free drink's rule for the address a reward token proves; refuses a wrong token or a reward used up. */
  unlocked(token: string, email: string): Promise<FreeDrinkRule>;
  /** Holds the card's reward for the order, in the transaction recording it; refuses (409) when gone or held. */
  hold(tx: DbOrTx, email: string, orderId: string): Promise<void>;
  /** The rule the order is re-priced with while it still holds its reward; null once it does not. */
  stillHeld(db: DbOrTx, orderId: string): Promise<FreeDrinkRule | null>;
}

/** What a checkout asks for: the reward token from the e-mailed code, and the address it was sent to. */
export interface RewardRequest {
  token: string;
  email: string;
}

export const NO_FREE_DRINK_IN_BASKET = 'None of the drinks in your basket can be your free drink.';

/** The rule to price with, when the checkout asks for the free drink. */
export async function freeDrinkRuleFor(
  rewards: CheckoutRewards | undefined,
  request: RewardRequest | undefined,
): Promise<FreeDrinkRule | null> {
  if (!request) return null;
  if (!rewards) throw invalid('The stamp card is not available.');
  return rewards.unlocked(request.token, request.email);
}

/** A free drink asked for must fall on a drink of the basket. */
export function checkFreeDrinkPriced(rule: FreeDrinkRule | null, priced: PricedCheckout): void {
  if (rule && !priced.freeDrink) throw invalid(NO_FREE_DRINK_IN_BASKET);
}

/** The hosted checkout's discount: the promotions' and the free drink's, each named, as the order page shows them. */
export function hostedDiscount(priced: PricedCheckout): { amount: number; promotions: string[] } | null {
  const amount = priced.discount + (priced.freeDrink?.amount ?? 0);
  if (amount <= 0) return null;
  const names = [...new Set(priced.lines.flatMap((line) => line.promotionTitle ?? []))];
  return { amount, promotions: priced.freeDrink ? [...names, FREE_DRINK_LINE] : names };
}
