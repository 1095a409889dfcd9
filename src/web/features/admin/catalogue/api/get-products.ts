import { useQuery } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/session/staff-fetch';
import { productsKey, type AdminProduct } from './types';

/** GET /api/admin/products (spec §7 call 3): every product; the page shows each name once. */
export function useAdminProducts() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: productsKey,
    queryFn: ({ signal }) => staffFetch<AdminProduct[]>('/api/admin/products', { signal }),
  });
}
