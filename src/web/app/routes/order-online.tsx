import { placeOrder } from '../../features/checkout/api/create-checkout-session';
import { OrderPage } from '../../features/order/components/order-page';

/** /order-online: the order feature's page, whose Place Order starts the checkout feature's hosted checkout. */
export default function OrderOnlineRoute() {
  return <OrderPage placeOrder={placeOrder} />;
}
