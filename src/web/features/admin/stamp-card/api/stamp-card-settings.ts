import { stampCardSettingsAnswer, type StampCardSettingsAnswer } from '@domain/contracts/loyalty';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';

/** Under ['admin'], as every admin query: signing out drops it. */
const settingsKey = ['admin', 'stamp-card'] as const;

/** GET /api/admin/stamp-card. */
export function useStampCardSettings() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/stamp-card', { answer: stampCardSettingsAnswer, signal }),
  });
}

/** PUT /api/admin/stamp-card: the answer is the settings as saved. */
export function useSaveStampCardSettings() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: StampCardSettingsAnswer) =>
      staffFetch('/api/admin/stamp-card', { answer: stampCardSettingsAnswer, method: 'PUT', json: settings }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
