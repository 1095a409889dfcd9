/**
 * The payments module's public face: the only file other modules import from it. The active
 * provider (Stripe or the offline sandbox), its routes, and the one path payment events take to fulfilment
 * (PaymentsService.fulfil, given to createPaymentsService by services.ts). Payments imports no other feature module: what it
 * needs of orders (recording a test payment's order) is passed in.
 */
export {
  createPaymentsService,
  type FulfilmentOutcome,
  type PaymentFulfilment,
  type PaymentGuard,
  type PaymentsService,
} from './payments-service';
export {
  PaymentProviderError,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentIntent,
  type Refund,
} from './payment-provider';
export { inShopPaymentEvent } from './in-shop-payment';
export { paymentRoutes } from './payment-routes';
export { registerPaymentDomain, shopHost, stripeMode } from './payment-domains';
export { readBackIntent, readBackSession } from './read-back';
export { readerRoutes } from './reader-routes';
export { sandboxRoutes } from './sandbox-routes';
export { testPaymentRoutes } from './test-payment-routes';
export { SANDBOX_SIGNATURE_HEADER } from './sandbox-provider';
export { forgetSandboxCustomer, forgetSandboxPayments } from './sandbox-forget';
