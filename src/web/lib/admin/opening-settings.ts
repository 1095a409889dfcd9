import { openingSettingsAnswer, type OpeningSettingsAnswer } from '@domain/contracts/opening-hours';
import type { OpeningHours } from '@domain/opening-hours-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from './staff-fetch';
import { useStaffQuery } from './staff-query';
import { shopStatusQueryKey } from '../shop/shop-status';

export const openingSettingsKey = ['admin', 'opening-hours'] as const;

/** GET /api/admin/opening-hours: hours, exceptions, pause, busy minutes, capacity and the ASAP wait's settings. */
export function useOpeningSettings() {
  return useStaffQuery(openingSettingsKey, '/api/admin/opening-hours', openingSettingsAnswer, {
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

/** Where each change goes, and what it sends. */
function request(change: OpeningChange): { path: string; method: 'POST' | 'PUT'; json: unknown } {
  switch (change.action) {
    case 'pause':
      return { path: '/api/admin/shop-pause', method: 'POST', json: { minutes: change.minutes } };
    case 'resume':
      return { path: '/api/admin/shop-resume', method: 'POST', json: {} };
    case 'hours':
      return { path: '/api/admin/opening-hours', method: 'PUT', json: change.hours };
    case 'busy':
      return { path: '/api/admin/shop-busy', method: 'PUT', json: { busyMinutes: change.busyMinutes } };
    case 'capacity':
      return { path: '/api/admin/slot-capacity', method: 'PUT', json: { capacity: change.capacity } };
    case 'asap-wait': {
      const { minutesPerDrink, longestAsapWait } = change;
      return { path: '/api/admin/asap-wait', method: 'PUT', json: { minutesPerDrink, longestAsapWait } };
    }
    case 'baristas':
      return { path: '/api/admin/shop-baristas', method: 'PUT', json: { baristas: change.baristas } };
  }
}

/** The staff's changes; each answers the new settings, which replace the cached ones. */
export function useChangeOpening() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OpeningChange): Promise<OpeningSettingsAnswer> => {
      const { path, method, json } = request(change);
      return staffFetch(path, { answer: openingSettingsAnswer, method, json });
    },
    onSuccess: (settings) => queryClient.setQueryData(openingSettingsKey, settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: shopStatusQueryKey }),
  });
}
