import { useStaffQuery } from '../../../../lib/admin/staff-query';
import { adminPromotionAnswer } from '@domain/contracts/admin-catalogue';
import { z } from 'zod';
import { promotionsKey } from '../../../../lib/admin/catalogue-types';

/** GET /api/admin/promotions: active or not. */
export function useAdminPromotions() {
  return useStaffQuery(promotionsKey, '/api/admin/promotions', z.array(adminPromotionAnswer));
}
