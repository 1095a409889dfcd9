import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { trackedOrderKey } from '../api/get-tracked-order';
import { subscribeToOrder, trackingStreamUrl } from './order-stream';

/**
 * Keeps the order page live: the stream's order replaces the loaded one, on every server instance's change
 * (the dashboards' live path); when the link stops working the order is asked for again, which answers 404. Returns
 * whether the stream is connected now (false while the browser reconnects).
 */
export function useOrderLive(token: string): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return subscribeToOrder(() => new EventSource(trackingStreamUrl(token)), {
      onOrder: (order) => queryClient.setQueryData(trackedOrderKey(token), order),
      onGone: () => {
        setConnected(false);
        void queryClient.invalidateQueries({ queryKey: trackedOrderKey(token) });
      },
      onConnection: setConnected,
    });
  }, [queryClient, token]);
  return connected;
}
