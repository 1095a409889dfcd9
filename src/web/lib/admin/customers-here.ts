import { customersHereAnswer } from '@domain/contracts/orders';
import { useQuery } from '@tanstack/react-query';
import { ordersKey } from './orders-keys';
import { useStaffFetch } from './staff-fetch';

/** Under the orders' key: every order event a counter screen hears asks for it again (use-orders-live.ts). */
const customersHereKey = [...ordersKey, 'here'] as const;

/** GET /api/admin/orders/here: the customers who said I'm here and whose order is still to hand over. */
export function useCustomersHere() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: customersHereKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/orders/here', { answer: customersHereAnswer, signal }),
  });
}
