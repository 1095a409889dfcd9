import { noContent } from '@domain/contracts/common';
import { useStaffMutation } from '../../../../lib/admin/staff-query';
import type { Collections } from './save-catalogue-item';
import { adminKey } from '../../../../lib/admin/catalogue-types';

/** Deletes a category, product or promotion, then refetches every admin list. */
export function useDeleteCatalogueItem(collection: keyof Collections) {
  return useStaffMutation(
    (staffFetch, id: string) =>
      staffFetch(`/api/admin/${collection}/${encodeURIComponent(id)}`, { answer: noContent, method: 'DELETE' }),
    { refetches: adminKey },
  );
}
