import { useStaffQuery } from '../../../../lib/admin/staff-query';
import { adminCategoryAnswer } from '@domain/contracts/admin-catalogue';
import { z } from 'zod';
import { categoriesKey } from '../../../../lib/admin/catalogue-types';

/** GET /api/admin/categories. */
export function useAdminCategories() {
  return useStaffQuery(categoriesKey, '/api/admin/categories', z.array(adminCategoryAnswer));
}
