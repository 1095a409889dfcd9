import { stampCardSettingsAnswer, type StampCardSettingsAnswer } from '@domain/contracts/loyalty';
import { useStaffMutation, useStaffQuery } from '../../../../lib/admin/staff-query';

/** Under ['admin'], as every admin query: signing out drops it. */
const settingsKey = ['admin', 'stamp-card'] as const;

/** GET /api/admin/stamp-card. */
export function useStampCardSettings() {
  return useStaffQuery(settingsKey, '/api/admin/stamp-card', stampCardSettingsAnswer);
}

/** PUT /api/admin/stamp-card: the answer is the settings as saved. */
export function useSaveStampCardSettings() {
  return useStaffMutation(
    (staffFetch, settings: StampCardSettingsAnswer) =>
      staffFetch('/api/admin/stamp-card', { answer: stampCardSettingsAnswer, method: 'PUT', json: settings }),
    { replaces: settingsKey },
  );
}
