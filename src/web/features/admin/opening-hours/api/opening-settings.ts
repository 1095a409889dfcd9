import { openingSettingsAnswer, type OpeningSettingsAnswer } from '@domain/contracts/opening-hours';
import type { OpeningHours } from '@domain/opening-hours-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/session/staff-fetch';
import { shopStatusQueryKey } from '../../../../lib/shop/shop-status';

export const openingSettingsKey = ['admin', 'opening-hours'] as const;

/** GET /api/admin/opening-hours: hours, exceptions, pause, busy minutes, capacity and the ASAP wait's settings. */
export function useOpeningSettings() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: openingSettingsKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/opening-hours', { answer: openingSettingsAnswer, signal }),
    refetchInterval: 30_000,
  });
}

export type OpeningChange =
  | { action: 'pause'; minutes: 15 | 30 | 60 | null }
  | { action: 'resume' }
  | { action: 'hours'; hours: OpeningHours }
  | { action: 'busy'; busyMinutes: number }
  | { action: 'capacity'; capacity: number | null }
  | { action: 'asap-wait'; minutesPerDrink: number; longestAsapWait: number | null }
  | { action: 'baristas'; baristas: number };

/** The staff's changes; each answers the new settings, which replace the cached ones. */
export function useChangeOpening() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OpeningChange): Promise<OpeningSettingsAnswer> => {
      switch (change.action) {
        case 'pause':
          return staffFetch('/api/admin/shop-pause', {
            answer: openingSettingsAnswer,
            method: 'POST',
            json: { minutes: change.minutes },
          });
        case 'resume':
          return staffFetch('/api/admin/shop-resume', { answer: openingSettingsAnswer, method: 'POST', json: {} });
        case 'hours':
          return staffFetch('/api/admin/opening-hours', {
            answer: openingSettingsAnswer,
            method: 'PUT',
            json: change.hours,
          });
        case 'busy':
          return staffFetch('/api/admin/shop-busy', {
            answer: openingSettingsAnswer,
            method: 'PUT',
            json: { busyMinutes: change.busyMinutes },
          });
        case 'capacity':
          return staffFetch('/api/admin/slot-capacity', {
            answer: openingSettingsAnswer,
            method: 'PUT',
            json: { capacity: change.capacity },
          });
        case 'asap-wait':
          return staffFetch('/api/admin/asap-wait', {
            answer: openingSettingsAnswer,
            method: 'PUT',
            json: { minutesPerDrink: change.minutesPerDrink, longestAsapWait: change.longestAsapWait },
          });
        case 'baristas':
          return staffFetch('/api/admin/shop-baristas', {
            answer: openingSettingsAnswer,
            method: 'PUT',
            json: { baristas: change.baristas },
          });
      }
    },
    onSuccess: (settings) => queryClient.setQueryData(openingSettingsKey, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopStatusQueryKey }),
  });
}
