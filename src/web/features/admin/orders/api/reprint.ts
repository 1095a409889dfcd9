import { reprintAnswer } from '@domain/contracts/printing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';

/** POST /api/admin/orders/:id/print/labels|ticket: the order's labels or ticket again, on every printer taking them. */
export function useReprint(orderId: string) {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: 'labels' | 'ticket') =>
      staffFetch(`/api/admin/orders/${encodeURIComponent(orderId)}/print/${kind}`, {
        answer: reprintAnswer,
        method: 'POST',
        json: {},
      }),
    // The printers' waiting counts change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'printers'] }),
  });
}
