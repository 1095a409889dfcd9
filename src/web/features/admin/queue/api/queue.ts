import { makersQueueAnswer, type MakersQueue } from '@domain/contracts/printing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';
import { useStaffQuery } from '../../../../lib/admin/staff-query';
import { ordersKey } from '../../../../lib/admin/orders-keys';

/**
 * Apart from the orders' lists: the make screen reads its queue again on every order event through
 * `useQueueRefresh`, one read at a time, rather than having each event cancel the read under way (in a rush of
 * payments that would leave the screen waiting for the rush to end).
 */
const queueKey = ['admin', 'queue'] as const;

export function useMakersQueue() {
  return useStaffQuery(queueKey, '/api/admin/queue', makersQueueAnswer);
}

/**
 * Reads the queue again now, or right after the read under way if one is (so a change made during it is seen);
 * events during a read make one more read, not one each.
 */
export function useQueueRefresh(): () => void {
  const queryClient = useQueryClient();
  const reading = useRef(false);
  const again = useRef(false);
  return useCallback(() => {
    if (reading.current) {
      again.current = true;
      return;
    }
    reading.current = true;
    void (async () => {
      do {
        again.current = false;
        await queryClient.refetchQueries({ queryKey: queueKey }, { cancelRefetch: false }).catch(() => undefined);
      } while (again.current);
      reading.current = false;
    })();
  }, [queryClient]);
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKey }),
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
