import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderConfirmationAnswer, type OrderConfirmationAnswer } from '@domain/contracts/checkout';
import { apiFetch } from '../../../lib/api-client';
import { paymentWait, useQueryStateValue } from './payment-wait';

export type OrderConfirmation = OrderConfirmationAnswer;

/** How many times the confirmation page asks while the order is not yet paid, the first ask included. */
export const CONFIRMATION_ASKS = 6;

/** How the confirmation page waits for the payment. */
export const confirmationWait = paymentWait<OrderConfirmation>({
  asks: CONFIRMATION_ASKS,
  awaiting: (confirmation) => !confirmation.paid,
});

const orderConfirmationKey = (orderId: string | undefined) => ['order-confirmation', orderId] as const;

/** GET /api/order-confirmation/:orderId with the receipt token this browser got when it started the payment. */
export function orderConfirmationQuery(order: { orderId: string; receiptToken: string } | null) {
  return queryOptions({
    queryKey: orderConfirmationKey(order?.orderId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/order-confirmation/${encodeURIComponent(order!.orderId)}`, {
        answer: orderConfirmationAnswer,
        signal,
        headers: { 'x-receipt-token': order!.receiptToken },
      }),
    enabled: Boolean(order),
    retry: 1,
    refetchOnWindowFocus: false,
    // The provider's event may be a moment behind the browser: ask again for a few seconds.
    refetchInterval: confirmationWait.refetchInterval,
  });
}

export function useOrderConfirmation(order: { orderId: string; receiptToken: string } | null) {
  return useQuery(orderConfirmationQuery(order));
}

/** Whether the confirmation page is still waiting for the order's payment: an ask is running or another one is planned. */
export function useWaitingForPayment(order: { orderId: string } | null): boolean {
  return useQueryStateValue(orderConfirmationKey(order?.orderId), confirmationWait.waitingForPayment);
}
