import { useQuery } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/session/staff-fetch';
import { promotionsKey, type AdminPromotion } from './types';

/** GET /api/admin/promotions (spec §7 call 3): active or not. */
export function useAdminPromotions() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: promotionsKey,
    queryFn: ({ signal }) => staffFetch<AdminPromotion[]>('/api/admin/promotions', { signal }),
  });
}
