import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { keepLive, type LiveMode } from '../../../lib/live-fallback';
import { isNotFound, trackedOrderKey } from '../api/get-tracked-order';
import { subscribeToOrder, trackingStreamUrl } from './order-stream';

/**
 * Keeps the order page live: the stream's order replaces the loaded one, on every server instance's change
 * (the dashboards' live path); when the link stops working the order is asked for again, which answers 404. When the
 * stream is refused or keeps failing, the order is asked for every 30 seconds instead, until the stream opens again or
 * the link has gone. Returns how the page follows the order now.
 */
export function useOrderLive(token: string): LiveMode {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<LiveMode>('connecting');
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const queryKey = trackedOrderKey(token);
    const stop = keepLive(
      (watch) =>
        subscribeToOrder(() => watch(new EventSource(trackingStreamUrl(token))), {
          onOrder: (order) => queryClient.setQueryData(queryKey, order),
          onGone: () => {
            stop();
            void queryClient.invalidateQueries({ queryKey });
          },
        }),
      () =>
        queryClient.refetchQueries({ queryKey }, { throwOnError: true }).catch((error: unknown) => {
          // The link has gone (the page says so): nothing more to ask.
          if (isNotFound(error)) stop();
          throw error;
        }),
      setMode,
    );
    return stop;
  }, [queryClient, token]);
  return mode;
}
