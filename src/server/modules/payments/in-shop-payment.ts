import type { Pence } from '@domain/money';
import type { PaymentMethodKind } from '@domain/payment-methods';
import type { PaymentEvent, ProviderName } from './payment-provider';

/** What of an order a payment taken in the shop speaks of (the orders module's row has these and more). */
interface OrderPaidHere {
  id: string;
  totalAmount: Pence;
  currency: string;
  customerEmail: string | null;
  customerName: string | null;
}

/**
 * A payment no provider saw (cash at the till, a free order's £0.00) as the successful payment event a provider would
 * have sent, so that it takes the one path every payment takes to fulfilment. Its id comes from the order, so however
 * often it is handed over the order is paid once.
 */
export function inShopPaymentEvent(
  provider: ProviderName,
  order: OrderPaidHere,
  payment: { id: string; providerType: string; method: PaymentMethodKind },
): PaymentEvent {
  return {
    id: payment.id,
    provider,
    providerType: payment.providerType,
    kind: 'payment_succeeded',
    objectRef: '',
    paymentIntentId: null,
    checkoutSessionId: null,
    amount: order.totalAmount,
    currency: order.currency,
    orderId: order.id,
    isTestPayment: false,
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    failure: null,
    paymentMethod: { kind: payment.method, detail: null },
  };
}
