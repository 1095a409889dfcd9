import { makersQueueAnswer, type MakersQueue } from '@domain/contracts/printing';
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

/** A move on the make screen whose answer is the queue as it is now (Made, Ready, Recall). */
function useQueueMove<T>(path: (input: T) => string) {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T): Promise<MakersQueue> =>
      staffFetch(path(input), { answer: makersQueueAnswer, method: 'POST', json: {} }),
    onSuccess: (queue) => queryClient.setQueryData(queueKey, queue),
    // Ready and Recall change the dashboard's lists too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ordersKey, 'list'] }),
  });
}

/** Made on one cup. */
export function useMarkMade() {
  return useQueueMove(
    ({ orderId, cup }: { orderId: string; cup: number }) =>
      `/api/admin/queue/${encodeURIComponent(orderId)}/cups/${cup}/made`,
  );
}

/** Ready on a ticket whose cups are all made: the order is ready whatever its state, the customer told. */
export function useTicketReady() {
  return useQueueMove((orderId: string) => `/api/admin/queue/${encodeURIComponent(orderId)}/ready`);
}

/** Recall: the order last made ready goes back onto the screen. */
export function useRecall() {
  return useQueueMove((orderId: string) => `/api/admin/queue/${encodeURIComponent(orderId)}/recall`);
}
