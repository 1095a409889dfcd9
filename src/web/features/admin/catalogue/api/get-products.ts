import { useQuery } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { adminProductAnswer } from '@domain/contracts/admin-catalogue';
import { z } from 'zod';
import { productsKey } from '../../../../lib/admin/catalogue-types';

/** GET /api/admin/products: every product; the page shows each name once. */
export function useAdminProducts() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: productsKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/products', { answer: z.array(adminProductAnswer), signal }),
  });
}
