import { useQuery } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { adminPromotionAnswer } from '@domain/contracts/admin-catalogue';
import { z } from 'zod';
import { promotionsKey } from '../../../../lib/admin/catalogue-types';

/** GET /api/admin/promotions: active or not. */
export function useAdminPromotions() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: promotionsKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/promotions', { answer: z.array(adminPromotionAnswer), signal }),
  });
}
