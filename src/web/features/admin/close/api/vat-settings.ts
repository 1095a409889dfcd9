import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';

/** What this page reads of the VAT module's settings answer: the VAT number (null: not VAT-registered). */
const vatSettingsAnswer = z.looseObject({ vatNumber: z.string().nullable() });
type VatSettings = z.infer<typeof vatSettingsAnswer>;

const settingsKey = ['admin', 'vat', 'settings'] as const;

/** GET /api/admin/vat/settings (the VAT module's): the VAT number, and the account codes the files use. */
export function useVatSettings() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }): Promise<VatSettings> =>
      staffFetch('/api/admin/vat/settings', { answer: vatSettingsAnswer, signal }),
  });
}

/** PUT /api/admin/vat/settings with the VAT number alone (empty: not VAT-registered); the day's report follows it. */
export function useSaveVatNumber() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vatNumber: string | null) =>
      staffFetch('/api/admin/vat/settings', { answer: vatSettingsAnswer, method: 'PUT', json: { vatNumber } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'close'] });
    },
  });
}
