/**
 * When a basket may be ordered without paying: the smallest charge a payment can be (Stripe's, kept by the sandbox
 * too) and the one exception to it, a basket that the stamp card's free drink alone takes to £0.00. Such an order
 * asks for no card and no wallet; everything else under the smallest charge is refused.
 */
import type { Pence } from './money';

/** Stripe's smallest charge in pounds sterling; the sandbox keeps the same rule. */
export const MINIMUM_CHARGE: Pence = 30;

export const UNDER_MINIMUM_CHARGE = 'An order must come to at least £0.30.';

/** The method an order placed without a payment is recorded with (payment-methods.ts names it). */
export const FREE_ORDER_METHOD = 'free' as const;

/** What a priced basket comes to, as checkout prices it. */
export interface BasketCharge {
  subtotal: Pence;
  /** The promotions' discount. */
  discount: Pence;
  total: Pence;
  /** What the stamp card's free drink took off, or null when none. */
  freeDrink: { amount: Pence } | null;
}

/**
 * A free order: £0.00, and what took it there is the stamp card's reward alone (no promotion shares in it). A basket
 * that some promotion brings to nothing is not one: it is refused as any basket under the smallest charge.
 */
export function isFreeOrder(basket: BasketCharge): boolean {
  return (
    basket.total === 0 &&
    basket.discount === 0 &&
    basket.freeDrink !== null &&
    basket.freeDrink.amount > 0 &&
    basket.freeDrink.amount === basket.subtotal
  );
}

/** Why a priced basket cannot be ordered at all, or null: under the smallest charge, unless it is a free order. */
export function chargeRefusal(basket: BasketCharge): string | null {
  if (basket.total >= MINIMUM_CHARGE || isFreeOrder(basket)) return null;
  return UNDER_MINIMUM_CHARGE;
}
