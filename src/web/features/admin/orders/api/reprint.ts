import { reprintAnswer } from '@domain/contracts/printing';
import { useStaffMutation } from '../../../../lib/admin/staff-query';

/** POST /api/admin/orders/:id/print/labels|ticket: the order's labels or ticket again, on every printer taking them. */
export function useReprint(orderId: string) {
  return useStaffMutation(
    (staffFetch, kind: 'labels' | 'ticket') =>
      staffFetch(`/api/admin/orders/${encodeURIComponent(orderId)}/print/${kind}`, {
        answer: reprintAnswer,
        method: 'POST',
        json: {},
      }),
    // The printers' waiting counts change.
    { refetches: ['admin', 'printers'] },
  );
}
