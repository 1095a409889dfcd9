import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { menuQueryKey } from './get-menu';
import { keepLive } from '../live-fallback';
import { shopStatusQueryKey } from '../shop/shop-status';

/** What this module needs of an EventSource, so it can be tested without a browser. */
export interface MenuEventSource {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

/** What changed on the `menu` stream: only the counter's queue (the wait), or anything that may touch the menu. */
export type MenuChange = 'menu' | 'queue';

/** The counter's queue changes with every paid and every ready order, and leaves the catalogue as it is. */
function changeOf(event: { data?: unknown }): MenuChange {
  if (typeof event.data !== 'string') return 'menu';
  try {
    const change = (JSON.parse(event.data) as { change?: unknown } | null)?.change;
    return change === 'queue' ? 'queue' : 'menu';
  } catch {
    return 'menu';
  }
}

export const MENU_STREAM_URL = '/api/menu/stream';

/**
 * Calls onChange whenever the server says the catalogue changed (an SSE event named `menu`), and also when the
 * stream comes back after a break (`ready` after the first), since changes made while it was down were not sent.
 * Returns the function that closes the stream.
 */
export function subscribeToMenuChanges(
  createSource: () => MenuEventSource,
  onChange: (change: MenuChange) => void,
): () => void {
  const source = createSource();
  let opened = false;
  source.addEventListener('menu', (event) => onChange(changeOf(event)));
  source.addEventListener('ready', () => {
    if (opened) onChange('menu');
    opened = true;
  });
  return () => source.close();
}

/**
 * Keeps the menu query fresh on every page: a change made by staff shows within a second, without a reload. When the
 * stream is refused or keeps failing, the menu and the shop's state are asked for every 30 seconds instead.
 */
export function useMenuLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    // throwOnError: an ask that failed tells the fallback to wait longer before the next.
    const refresh = (change: MenuChange, throwOnError = false) =>
      Promise.all([
        change === 'menu' && queryClient.invalidateQueries({ queryKey: menuQueryKey }, { throwOnError }),
        // A pause, new hours and the counter's queue are announced on the same stream.
        queryClient.invalidateQueries({ queryKey: shopStatusQueryKey }, { throwOnError }),
      ]);
    return keepLive(
      (watch) =>
        subscribeToMenuChanges(
          () => watch(new EventSource(MENU_STREAM_URL)),
          (change) => void refresh(change),
        ),
      () => refresh('menu', true),
      () => {},
    );
  }, [queryClient]);
}
