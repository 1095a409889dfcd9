import { useQuery } from '@tanstack/react-query';
import type { Size } from '@domain/sizes';
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

/** GET /api/order-confirmation/:orderId with the receipt token this browser got when it started the payment. */
export function useOrderConfirmation(order: { orderId: string; receiptToken: string } | null) {
  return useQuery({
    queryKey: ['order-confirmation', order?.orderId],
    queryFn: ({ signal }) =>
      apiFetch<OrderConfirmation>(`/api/order-confirmation/${encodeURIComponent(order!.orderId)}`, {
        signal,
        headers: { 'x-receipt-token': order!.receiptToken },
      }),
    enabled: Boolean(order),
    retry: 1,
    refetchOnWindowFocus: false,
    // The provider's event may be a moment behind the browser: ask again for a few seconds.
    refetchInterval: (query) =>
      query.state.data && !query.state.data.paid && query.state.dataUpdateCount < 6 ? 1_500 : false,
  });
}
