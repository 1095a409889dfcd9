import { printersAnswer } from '@domain/contracts/printing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { printersKey } from '../../../../lib/admin/printers';

/** POST /api/admin/printers/:id/test: a test page queued for one printer; the answer is the list, its wait counted. */
export function usePrintTestPage(printerId: string) {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      staffFetch(`/api/admin/printers/${encodeURIComponent(printerId)}/test`, {
        answer: printersAnswer,
        method: 'POST',
        json: {},
      }),
    onSuccess: (answer) => queryClient.setQueryData(printersKey, answer),
  });
}
