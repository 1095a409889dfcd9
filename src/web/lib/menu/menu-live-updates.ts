import { MENU_VERSION_EVENT } from '@domain/catalogue';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { menuQueryKey, versionOf } from './get-menu';
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

/** The page's menu as the stream needs it: the version it holds, and word of each menu it loads. */
export interface PageMenu {
  /** The version of the menu the page holds; undefined while it holds none (or one it was not told the version of). */
  version(): string | undefined;
  /** Calls back each time the page's menu is loaded; returns the function that stops it. */
  onLoad(listener: () => void): () => void;
}

function versionFrom(event: { data?: unknown }): string | null {
  if (typeof event.data !== 'string') return null;
  try {
    const version = (JSON.parse(event.data) as { version?: unknown } | null)?.version;
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/**
 * Calls onChange whenever the server says the catalogue changed (an SSE event named `menu`), and also when the
 * stream comes back after a break (`ready` after the first), since changes made while it was down were not sent.
 *
 * A change made after the page's menu was loaded and before the stream opened is sent to no stream of this page: so
 * the server's first event is the menu's version once it listens, and a page whose menu (`page`) is of another version
 * reads it again. A menu still loading is compared once it arrives (it may have been served before the change). No
 * request is made when the versions agree, so the page's first second is as before. Returns the function that closes
 * the stream.
 */
export function subscribeToMenuChanges(
  createSource: () => MenuEventSource,
  onChange: (change: MenuChange) => void,
  page?: PageMenu,
): () => void {
  const source = createSource();
  let opened = false;
  // The server's version as the stream opened, until the page's menu has been compared with it.
  let expected: string | null = null;
  // A stream back after a break reads the menu anyway: the version that follows has nothing to add.
  let reread = false;
  const compare = () => {
    const held = page?.version();
    if (expected === null || held === undefined) return;
    if (held !== expected) onChange('menu');
    expected = null;
  };
  source.addEventListener('menu', (event) => {
    const change = changeOf(event);
    // The menu is read again for this change, and that read is newer than the version the stream opened with.
    if (change === 'menu') expected = null;
    onChange(change);
  });
  source.addEventListener('ready', () => {
    if (opened) {
      reread = true;
      onChange('menu');
    }
    opened = true;
  });
  source.addEventListener(MENU_VERSION_EVENT, (event) => {
    if (reread) {
      reread = false;
      return;
    }
    expected = versionFrom(event);
    compare();
  });
  const stopWatching = page?.onLoad(compare);
  return () => {
    stopWatching?.();
    source.close();
  };
}

/** The menu query of a page's query client, as the stream needs it. */
export function pageMenuOf(queryClient: QueryClient): PageMenu {
  return {
    version: () => versionOf(queryClient.getQueryData(menuQueryKey)),
    onLoad: (listener) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success' && event.query.queryKey[0] === menuQueryKey[0])
          listener();
      }),
  };
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
          pageMenuOf(queryClient),
        ),
      () => refresh('menu', true),
      () => {},
    );
  }, [queryClient]);
}
