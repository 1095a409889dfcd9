import { closeDayAnswer, emailAnswer, vatSummaryAnswer } from '@domain/contracts/close';
import type { ExportFormat } from '@domain/day-close-exports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { useStaffQuery } from '../../../../lib/admin/staff-query';

/** Under ['admin'], as every admin query: signing out drops it. */
const dayKey = (day: string) => ['admin', 'close', day] as const;

/** GET /api/admin/close?day: the day's Z report, as it stands or as it was closed. */
export function useCloseDay(day: string) {
  return useStaffQuery(dayKey(day), `/api/admin/close?day=${encodeURIComponent(day)}`, closeDayAnswer);
}

function useDayMutation<T>(path: string, method: 'PUT' | 'POST') {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T & { day: string }) => staffFetch(path, { answer: closeDayAnswer, method, json: body }),
    onSuccess: (answer) => queryClient.setQueryData(dayKey(answer.day), answer),
  });
}

/** PUT /api/admin/close/float. */
export const useSaveFloat = () => useDayMutation<{ floatPence: number }>('/api/admin/close/float', 'PUT');

/** POST /api/admin/close: Close the day with the counted cash. */
export const useCloseTheDay = () => useDayMutation<{ countedPence: number }>('/api/admin/close', 'POST');

/** POST /api/admin/close/email: a closed day's report to the owners. */
export function useEmailReport() {
  const staffFetch = useStaffFetch();
  return useMutation({
    mutationFn: (day: string) =>
      staffFetch('/api/admin/close/email', { answer: emailAnswer, method: 'POST', json: { day } }),
  });
}

/** GET /api/admin/close/vat-summary?quarter: asked only when the shop has a VAT number. */
export function useVatSummary(quarter: string, enabled: boolean) {
  return useStaffQuery(
    ['admin', 'close', 'vat-summary', quarter],
    `/api/admin/close/vat-summary?quarter=${encodeURIComponent(quarter)}`,
    vatSummaryAnswer,
    { enabled },
  );
}

/** GET /api/admin/close/export.csv: a plain link (the session cookie goes with it; a GET needs no CSRF token). */
export const exportUrl = (from: string, to: string, format: ExportFormat) =>
  `/api/admin/close/export.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&format=${format}`;
