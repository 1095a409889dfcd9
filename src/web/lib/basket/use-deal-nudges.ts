import { pricingLines } from '@domain/basket';
import { nearestDeals, type DealNudge } from '@domain/deals';
import { useMemo } from 'react';
import { useMenu } from '../menu/get-menu';
import { useBasket } from './basket-provider';

const none: DealNudge[] = [];

/**
 * The deals the basket is one or two drinks short of, each with what finishing it saves (the domain's nearestDeals,
 * priced by priceBasket with the menu's promotions): nothing while the basket or the menu is not read yet, so a page
 * drawn by the server and its first frame in the browser agree.
 */
export function useDealNudges(): DealNudge[] {
  const { lines, promotions, ready } = useBasket();
  const { data: menu } = useMenu();
  return useMemo(
    () => (ready && menu && lines.length ? nearestDeals(pricingLines(lines), promotions, menu) : none),
    [ready, menu, lines, promotions],
  );
}
