import { printersAnswer, type NewPrinter } from '@domain/contracts/printing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from './staff-fetch';

/** Under ['admin'], as every admin query: signing out drops it. */
export const printersKey = ['admin', 'printers'] as const;

/** GET /api/admin/printers, asked again every 20 s so a printer's Online / Offline status stays current. */
export function usePrinters() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: printersKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/printers', { answer: printersAnswer, signal }),
    refetchInterval: 20_000,
  });
}

/** Adds a printer (POST) or deletes one (DELETE); the answer is the new list. */
export function useChangePrinters() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  const settle = (answer: { printers: unknown[] }) => queryClient.setQueryData(printersKey, answer);
  const add = useMutation({
    mutationFn: (printer: NewPrinter) =>
      staffFetch('/api/admin/printers', { answer: printersAnswer, method: 'POST', json: printer }),
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      staffFetch(`/api/admin/printers/${encodeURIComponent(id)}`, { answer: printersAnswer, method: 'DELETE' }),
    onSuccess: settle,
  });
  return { add, remove };
}
