import { staffOrderAnswer } from '@domain/contracts/orders';
import { z } from 'zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { orderListKey, type OrderListParams } from '../../../../lib/admin/orders-keys';

/** GET /api/admin/orders: customer orders, sorted, filtered and searched by the server. */
export function useStaffOrders(params: OrderListParams) {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: orderListKey(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ sort: params.sort, status: params.status });
      if (params.q.trim()) search.set('q', params.q.trim());
      return staffFetch(`/api/admin/orders?${search}`, { answer: z.array(staffOrderAnswer), signal });
    },
    // Typing in the search box keeps the last list on screen instead of flashing 'Loading Orders...'.
    placeholderData: keepPreviousData,
  });
}
