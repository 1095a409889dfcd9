import { basketTotalsWithFreeDrink } from '@domain/basket';
import type { BasketPrice } from '@domain/pricing';
import { useMemo } from 'react';
import { useBasket } from '../../../lib/basket';
import { useMenu } from '../../../lib/menu/get-menu';
import type { UnlockedReward } from './free-drink-offer';

/** The basket priced with the unlocked free drink, as the server will price it; null without one. */
export function useFreeDrinkTotals(reward: UnlockedReward | null): BasketPrice | null {
  const basket = useBasket();
  const products = useMenu().data?.products;
  return useMemo(() => {
    if (!reward) return null;
    const regPrices = new Map((products ?? []).map((product) => [product.id.toLowerCase(), product.priceReg]));
    return basketTotalsWithFreeDrink(basket.lines, basket.promotions, reward, (id) => regPrices.get(id.toLowerCase()));
  }, [reward, products, basket.lines, basket.promotions]);
}
