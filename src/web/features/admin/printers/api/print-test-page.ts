import { printersAnswer } from '@domain/contracts/printing';
import { useStaffMutation } from '../../../../lib/admin/staff-query';
import { printersKey } from '../../../../lib/admin/printers';

/** POST /api/admin/printers/:id/test: a test page queued for one printer; the answer is the list, its wait counted. */
export function usePrintTestPage(printerId: string) {
  return useStaffMutation(
    (staffFetch) =>
      staffFetch(`/api/admin/printers/${encodeURIComponent(printerId)}/test`, {
        answer: printersAnswer,
        method: 'POST',
        json: {},
      }),
    { replaces: printersKey },
  );
}
