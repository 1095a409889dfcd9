import { printersAnswer, type NewPrinter } from '@domain/contracts/printing';
import { useStaffMutation, useStaffQuery } from './staff-query';

/** Under ['admin'], as every admin query: signing out drops it. */
export const printersKey = ['admin', 'printers'] as const;

/** GET /api/admin/printers, asked again every 20 s so a printer's Online / Offline status stays current. */
export function usePrinters() {
  return useStaffQuery(printersKey, '/api/admin/printers', printersAnswer, { refetchInterval: 20_000 });
}

/** Adds a printer (POST) or deletes one (DELETE); the answer is the new list. */
export function useChangePrinters() {
  const add = useStaffMutation(
    (staffFetch, printer: NewPrinter) =>
      staffFetch('/api/admin/printers', { answer: printersAnswer, method: 'POST', json: printer }),
    { replaces: printersKey },
  );
  const remove = useStaffMutation(
    (staffFetch, id: string) =>
      staffFetch(`/api/admin/printers/${encodeURIComponent(id)}`, { answer: printersAnswer, method: 'DELETE' }),
    { replaces: printersKey },
  );
  return { add, remove };
}
