import { makersQueueAnswer } from '@domain/contracts/printing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/session/staff-fetch';
import { ordersKey } from '../../orders/api/keys';

/** Under the orders' key: every order event on the live stream (paid, made, ready…) reads the queue again. */
const queueKey = [...ordersKey, 'queue'] as const;

export function useMakersQueue() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/queue', { answer: makersQueueAnswer, signal }),
  });
}

/** Made on one cup: the answer is the queue as it is now. */
export function useMarkMade() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, cup }: { orderId: string; cup: number }) =>
      staffFetch(`/api/admin/queue/${encodeURIComponent(orderId)}/cups/${cup}/made`, {
        answer: makersQueueAnswer,
        method: 'POST',
        json: {},
      }),
    onSuccess: (queue) => queryClient.setQueryData(queueKey, queue),
  });
}
