import { placeOrder } from '../../features/checkout/api/create-checkout-session';
import { ExpressCheckout, ExpressCheckoutOutcome } from '../../features/checkout/components/express-checkout';
import { OrderPage } from '../../features/order/components/order-page';

/** /order-online: the order feature's page, whose Place Order starts the checkout feature's hosted checkout, and whose Express checkout
 * region is the checkout feature's. */
export default function OrderOnlineRoute() {
  return (
    <>
      <OrderPage placeOrder={placeOrder} express={<ExpressCheckout />} />
      <ExpressCheckoutOutcome />
    </>
  );
}
