import { useQuery } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { adminCategoryAnswer } from '@domain/contracts/admin-catalogue';
import { z } from 'zod';
import { categoriesKey } from '../../../../lib/admin/catalogue-types';

/** GET /api/admin/categories. */
export function useAdminCategories() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/categories', { answer: z.array(adminCategoryAnswer), signal }),
  });
}
