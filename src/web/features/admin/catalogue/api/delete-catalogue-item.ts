import { noContent } from '@domain/contracts/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import type { Collections } from './save-catalogue-item';
import { adminKey } from '../../../../lib/admin/catalogue-types';

/** Deletes a category, product or promotion, then refetches every admin list. */
export function useDeleteCatalogueItem(collection: keyof Collections) {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      staffFetch(`/api/admin/${collection}/${encodeURIComponent(id)}`, { answer: noContent, method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
