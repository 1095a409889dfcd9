import { placeOrder } from '../../features/checkout/api/create-checkout-session';
import { ExpressCheckout, ExpressCheckoutOutcome } from '../../features/checkout/components/express-checkout';
import { OrderStampCard, useOrderCustomer } from '../../features/checkout/stamp-card/order-stamp-card';
import { useFreeOrder } from '../../features/checkout/stamp-card/use-free-order';
import { useUnlockedReward } from '../../features/checkout/stamp-card/use-unlocked-reward';
import { OrderPage } from '../../features/order/components/order-page';

/**
 * /order-online: the order feature's page, whose Place Order starts the checkout feature's hosted checkout, and whose
 * Express checkout region and Your details (the Checkout dialog's: remembered details and the stamp card) are the
 * checkout feature's. A free drink unlocked there goes with either way of paying, and the summary shows the total it
 * gives.
 */
export default function OrderOnlineRoute() {
  const reward = useUnlockedReward();
  // A basket the free drink takes to £0.00: Place Order places it at once, with no card page and no wallet.
  const placeFree = useFreeOrder(reward);
  // Your details (as the Checkout dialog has them): Place Order keeps them for next time when Remember me is ticked.
  const customer = useOrderCustomer();
  return (
    <>
      <OrderPage
        placeOrder={(lines) => {
          customer.keep();
          return placeFree ? placeFree(null) : placeOrder(lines, reward.unlocked);
        }}
        express={placeFree ? null : <ExpressCheckout reward={reward.unlocked} />}
        stampCard={<OrderStampCard reward={reward} customer={customer} />}
        freeDrinkTotals={reward.totals}
      />
      <ExpressCheckoutOutcome />
    </>
  );
}
