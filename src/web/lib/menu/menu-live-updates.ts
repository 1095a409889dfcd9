import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { menuQueryKey } from './get-menu';
import { shopStatusQueryKey } from '../shop/shop-status';

/** What this module needs of an EventSource, so it can be tested without a browser. */
export interface MenuEventSource {
  addEventListener(type: string, listener: () => void): void;
  close(): void;
}

export const MENU_STREAM_URL = '/api/menu/stream';

/**
 * Calls onChange whenever the server says the catalogue changed (an SSE event named `menu`), and also when the
 * stream comes back after a break (`ready` after the first), since changes made while it was down were not sent.
 * Returns the function that closes the stream.
 */
export function subscribeToMenuChanges(createSource: () => MenuEventSource, onChange: () => void): () => void {
  const source = createSource();
  let opened = false;
  source.addEventListener('menu', onChange);
  source.addEventListener('ready', () => {
    if (opened) onChange();
    opened = true;
  });
  return () => source.close();
}

/** Keeps the menu query fresh on every page: a change made by staff shows within a second, without a reload. */
export function useMenuLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    return subscribeToMenuChanges(
      () => new EventSource(MENU_STREAM_URL),
      () => {
        void queryClient.invalidateQueries({ queryKey: menuQueryKey });
        // A pause or new hours are announced on the same stream.
        void queryClient.invalidateQueries({ queryKey: shopStatusQueryKey });
      },
    );
  }, [queryClient]);
}
