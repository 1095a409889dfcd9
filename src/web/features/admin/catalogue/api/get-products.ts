import { useStaffQuery } from '../../../../lib/admin/staff-query';
import { adminProductAnswer } from '@domain/contracts/admin-catalogue';
import { z } from 'zod';
import { productsKey } from '../../../../lib/admin/catalogue-types';

/** GET /api/admin/products: every product; the page shows each name once. */
export function useAdminProducts() {
  return useStaffQuery(productsKey, '/api/admin/products', z.array(adminProductAnswer));
}
