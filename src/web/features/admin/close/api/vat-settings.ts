import { vatSettingsAnswer, type VatSettingsBody } from '@domain/contracts/vat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { useStaffQuery } from '../../../../lib/admin/staff-query';
// One cache for the settings: a VAT number saved here is the one the catalogue's forms go by.
import { vatSettingsKey } from '../../../../lib/admin/vat';

/** GET /api/admin/vat/settings (the VAT module's): the VAT number, and the account codes the files use. */
export function useVatSettings() {
  return useStaffQuery(vatSettingsKey, '/api/admin/vat/settings', vatSettingsAnswer);
}

/**
 * PUT /api/admin/vat/settings with some of the settings (the VAT number alone, or the account codes alone); the day's
 * report and the VAT summary follow the answer.
 */
export function useSaveVatSettings() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Pick<VatSettingsBody, 'vatNumber' | 'accountCodes'>) =>
      staffFetch('/api/admin/vat/settings', { answer: vatSettingsAnswer, method: 'PUT', json: change }),
    onSuccess: (saved) => {
      queryClient.setQueryData(vatSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'close'] });
    },
  });
}
