import { imHereAnswer } from '@domain/contracts/tracking';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { trackedOrderKey, type TrackedOrder } from './get-tracked-order';

/** POST /api/track/:token/here: the counter is told the customer has arrived; the page shows it at once. */
export function useImHere(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch(`/api/track/${encodeURIComponent(token)}/here`, { answer: imHereAnswer, method: 'POST' }),
    onSuccess: ({ hereAt }) =>
      queryClient.setQueryData<TrackedOrder>(trackedOrderKey(token), (order) => (order ? { ...order, hereAt } : order)),
  });
}
