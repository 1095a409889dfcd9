import { adminProductAnswer } from '@domain/contracts/admin-catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { adminKey } from '../../../../lib/admin/catalogue-types';

/** The file's bytes in base64 (what the upload sends), read by the browser without blocking the page. */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** POST /api/admin/products/:id/photo: the photo becomes the product's image; every admin list is read again. */
export function useUploadProductPhoto() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, file }: { id: string; file: Blob }) =>
      staffFetch(`/api/admin/products/${encodeURIComponent(id)}/photo`, {
        answer: adminProductAnswer,
        method: 'POST',
        json: { data: await base64Of(file) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}
