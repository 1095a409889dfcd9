/**
 * The checkout module's public face: the only file other modules import from it. Checkout is a
 * workflow of named steps over other modules (checkout-service.ts): price the basket → record the order through
 * orders → create the payment through payments. It writes no table of its own.
 */
export { checkoutRoutes } from './checkout-routes';
export { createCheckoutService, type CheckoutService } from './checkout-service';
export { createCheckoutRecheck, type CheckoutRecheck, type StockGate } from './checkout-recheck';
export { createHoldRenewal, type HoldRenewal } from './checkout-hold';
/** Checkout's side of the payments' PaymentGuard port. */
export { createPaymentGuard } from './checkout-recheck';
/** The demo seed prices its orders as checkout prices a basket. */
export { pricePicks } from './price-checkout';
/** The till (modules/till) prices a basket rung up at the counter exactly as a checkout prices one. */
export { priceTillBasket, type PricedCheckout } from './price-checkout';
