import { queryOptions, useQuery, useQueryClient, type QueryState } from '@tanstack/react-query';
import type { Size } from '@domain/sizes';
import { useCallback, useSyncExternalStore } from 'react';
import { apiFetch } from '../../../lib/api-client';

export interface OrderConfirmation {
  orderId: string;
  orderNumber: string;
  paid: boolean;
  paymentStatus: string;
  customerName: string | null;
  lines: Array<{
    name: string;
    size: Size;
    quantity: number;
    unitPrice: number;
    lineSubtotal: number;
    discount: number;
  }>;
  subtotal: number;
  discount: number;
  total: number;
  paidAt: string | null;
}

/** How many times the confirmation page asks while the order is not yet paid, the first ask included. */
export const CONFIRMATION_ASKS = 6;

const ASK_AGAIN_AFTER_MS = 1_500;

type AskState = Pick<
  QueryState<OrderConfirmation | undefined>,
  'data' | 'dataUpdateCount' | 'errorUpdateCount' | 'fetchStatus'
>;

const orderConfirmationKey = (orderId: string | undefined) => ['order-confirmation', orderId] as const;

/**
 * Whether the confirmation is asked again: the order is not yet paid and asks are left. Failed asks count too, so a
 * server that keeps failing ends the wait instead of leaving the page processing for ever.
 */
export function asksAgain(state: AskState): boolean {
  return state.data?.paid === false && state.dataUpdateCount + state.errorUpdateCount < CONFIRMATION_ASKS;
}

/**
 * Whether the confirmation page is still waiting for the payment: an ask is running or another one is planned.
 * Between two asks nothing is fetching, and the unpaid answer in hand is not yet the last word.
 */
export function waitingForPayment(state: AskState | undefined): boolean {
  if (!state?.data || state.data.paid) return false;
  return state.fetchStatus === 'fetching' || asksAgain(state);
}

/** GET /api/order-confirmation/:orderId with the receipt token this browser got when it started the payment. */
export function orderConfirmationQuery(order: { orderId: string; receiptToken: string } | null) {
  return queryOptions({
    queryKey: orderConfirmationKey(order?.orderId),
    queryFn: ({ signal }) =>
      apiFetch<OrderConfirmation>(`/api/order-confirmation/${encodeURIComponent(order!.orderId)}`, {
        signal,
        headers: { 'x-receipt-token': order!.receiptToken },
      }),
    enabled: Boolean(order),
    retry: 1,
    refetchOnWindowFocus: false,
    // The provider's event may be a moment behind the browser: ask again for a few seconds.
    refetchInterval: (query) => (asksAgain(query.state) ? ASK_AGAIN_AFTER_MS : false),
  });
}

export function useOrderConfirmation(order: { orderId: string; receiptToken: string } | null) {
  return useQuery(orderConfirmationQuery(order));
}

/** {@link waitingForPayment} for the order's query, kept up to date as its asks come and go. */
export function useWaitingForPayment(order: { orderId: string } | null): boolean {
  const queryClient = useQueryClient();
  // The query's result does not carry how many times it was asked: that is read from the cache itself.
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () =>
    waitingForPayment(queryClient.getQueryState<OrderConfirmation>(orderConfirmationKey(order?.orderId))),
  );
}
