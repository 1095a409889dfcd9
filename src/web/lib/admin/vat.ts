import { vatSettingsAnswer } from '@domain/contracts/vat';
import { useQuery } from '@tanstack/react-query';
import { adminKey } from './catalogue-types';
import { useStaffFetch } from './staff-fetch';

/** The shop's VAT settings (its VAT number, default class, account codes): GET /api/admin/vat/settings. */
export const vatSettingsKey = [...adminKey, 'vat-settings'] as const;

/**
 * Whether the shop is VAT-registered, for staff screens that show VAT only then (a VAT rate in the catalogue forms).
 * Until the answer is in, or when it cannot be read, it is not: no screen shows VAT it is unsure of.
 */
export function useVatRegistered(): boolean {
  const staffFetch = useStaffFetch();
  const settings = useQuery({
    queryKey: vatSettingsKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/vat/settings', { answer: vatSettingsAnswer, signal }),
    staleTime: 60_000,
  });
  return Boolean(settings.data?.vatNumber);
}
