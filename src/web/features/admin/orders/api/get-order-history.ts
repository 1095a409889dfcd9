import { orderHistoryAnswer } from '@domain/contracts/orders';
import { useStaffQuery } from '../../../../lib/admin/staff-query';
import { orderHistoryKey } from '../../../../lib/admin/orders-keys';

/** GET /api/admin/orders/:id/history: paid, then each staff action with who and when. */
export function useOrderHistory(orderId: string, enabled: boolean) {
  return useStaffQuery(orderHistoryKey(orderId), `/api/admin/orders/${orderId}/history`, orderHistoryAnswer, {
    enabled,
  });
}
