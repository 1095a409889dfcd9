import { orderHistoryAnswer } from '@domain/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { orderHistoryKey } from '../../../../lib/admin/orders-keys';

/** GET /api/admin/orders/:id/history: paid, then each staff action with who and when. */
export function useOrderHistory(orderId: string, enabled: boolean) {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: orderHistoryKey(orderId),
    queryFn: ({ signal }) => staffFetch(`/api/admin/orders/${orderId}/history`, { answer: orderHistoryAnswer, signal }),
    enabled,
  });
}
