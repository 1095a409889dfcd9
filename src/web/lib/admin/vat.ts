import { vatSettingsAnswer } from '@domain/contracts/vat';
import { adminKey } from './catalogue-types';
import { useStaffQuery } from './staff-query';

/** The shop's VAT settings (its VAT number, default class, account codes): GET /api/admin/vat/settings. */
export const vatSettingsKey = [...adminKey, 'vat-settings'] as const;

/**
 * Whether the shop is VAT-registered, for staff screens that show VAT only then (a VAT rate in the catalogue forms).
 * Until the answer is in, or when it cannot be read, it is not: no screen shows VAT it is unsure of.
 */
export function useVatRegistered(): boolean {
  const settings = useStaffQuery(vatSettingsKey, '/api/admin/vat/settings', vatSettingsAnswer, { staleTime: 60_000 });
  return Boolean(settings.data?.vatNumber);
}
