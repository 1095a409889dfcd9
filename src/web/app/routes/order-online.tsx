import { placeOrder } from '../../features/checkout/api/create-checkout-session';
import { ExpressCheckout, ExpressCheckoutOutcome } from '../../features/checkout/components/express-checkout';
import { OrderStampCard } from '../../features/checkout/stamp-card/order-stamp-card';
import { useFreeOrder } from '../../features/checkout/stamp-card/use-free-order';
import { useUnlockedReward } from '../../features/checkout/stamp-card/use-unlocked-reward';
import { OrderPage } from '../../features/order/components/order-page';

/**
 * /order-online: the order feature's page, whose Place Order starts the checkout feature's hosted checkout, and whose
 * Express checkout region and Stamp card area are the checkout feature's. A free drink unlocked in the Stamp card area
 * goes with either way of paying, and the summary shows the total it gives.
 */
export default function OrderOnlineRoute() {
  const reward = useUnlockedReward();
  // A basket the free drink takes to £0.00: Place Order places it at once, with no card page and no wallet.
  const placeFree = useFreeOrder(reward);
  return (
    <>
      <OrderPage
        placeOrder={(lines) => (placeFree ? placeFree(null) : placeOrder(lines, reward.unlocked))}
        express={placeFree ? null : <ExpressCheckout reward={reward.unlocked} />}
        stampCard={<OrderStampCard reward={reward} />}
        freeDrinkTotals={reward.totals}
      />
      <ExpressCheckoutOutcome />
    </>
  );
}
