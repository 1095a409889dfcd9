import { useQuery } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/session/staff-fetch';
import { categoriesKey, type AdminCategory } from './types';

/** GET /api/admin/categories (spec §7 call 3). */
export function useAdminCategories() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => staffFetch<AdminCategory[]>('/api/admin/categories', { signal }),
  });
}
