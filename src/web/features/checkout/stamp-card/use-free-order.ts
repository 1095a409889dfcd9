import { isFreeOrder } from '@domain/free-order';
import { trackingPath } from '@domain/order-tracking';
import { useBasket } from '../../../lib/basket';
import { closeCheckoutDialog } from '../../../lib/checkout-dialog-state';
import { useNavigate } from '../../../lib/router';
import { placeFreeOrder } from '../api/place-free-order';
import { renewCheckoutToken } from '../checkout-token';
import { saveLastOrder } from '../last-order';
import type { RewardState } from './use-unlocked-reward';

/**
 * A basket that the unlocked free drink takes to £0.00 is a free order: no card and no wallet. Its placing (null
 * while the basket is not free): the order is placed with the free drink's address (and the dialog's name), the
 * basket emptied, and the customer taken straight to the order's page.
 */
export function useFreeOrder(reward: RewardState): ((name: string | null) => Promise<void>) | null {
  const basket = useBasket();
  const navigate = useNavigate();
  const unlocked = reward.unlocked;
  if (!unlocked || !reward.totals || !isFreeOrder(reward.totals)) return null;
  return async (name) => {
    const placed = await placeFreeOrder({
      lines: basket.lines,
      name,
      email: unlocked.email,
      rewardToken: unlocked.token,
    });
    saveLastOrder({ orderId: placed.orderId, receiptToken: placed.receiptToken });
    basket.clear();
    renewCheckoutToken();
    closeCheckoutDialog();
    navigate(trackingPath(placed.trackingToken));
  };
}
