import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getMenu, menuQueryKey } from './get-menu';
import { pageMenuOf, subscribeToMenuChanges, type PageMenu } from './menu-live-updates';
import { FakeEventSource } from '../../test/fake-event-source';

/** A subscription on a stream the test drives, with every change it reported, in order. */
function subscribed(page?: PageMenu) {
  const source = new FakeEventSource('{}');
  const changes: string[] = [];
  const unsubscribe = subscribeToMenuChanges(
    () => source,
    (change) => changes.push(change),
    page,
  );
  return { source, changes, unsubscribe };
}

describe('subscribeToMenuChanges', () => {
  it('reports every menu event and closes the stream when unsubscribed', () => {
    const { source, changes, unsubscribe } = subscribed();
    source.emit('ready');
    expect(changes).toHaveLength(0);
    source.emit('menu');
    source.emit('menu');
    expect(changes).toHaveLength(2);
    unsubscribe();
    expect(source.closed).toBe(true);
  });

  it('refetches after the stream reconnects, since changes during the break were missed', () => {
    const { source, changes } = subscribed();
    source.emit('ready');
    source.emit('ready');
    expect(changes).toHaveLength(1);
  });

  it("tells a change of the counter's queue alone from a change that may touch the menu", () => {
    const { source, changes } = subscribed();
    source.emit('menu', JSON.stringify({ change: 'queue' }));
    source.emit('menu', JSON.stringify({ change: 'shop-status' }));
    source.emit('menu', JSON.stringify({ change: 'product', id: 'x' }));
    source.emit('menu', 'not json');
    expect(changes).toEqual(['queue', 'menu', 'menu', 'menu']);
  });
});

/** The page's menu, by hand: the version it holds (undefined: none yet), and its loads. */
function pageMenu(held: string | undefined) {
  let version = held;
  const listeners = new Set<() => void>();
  const page: PageMenu = {
    version: () => version,
    onLoad(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    page,
    load(next: string) {
      version = next;
      for (const listener of listeners) listener();
    },
    watched: () => listeners.size,
  };
}

const version = (stamp: string) => JSON.stringify({ version: stamp });

describe('the menu stream opening after the page’s menu was loaded', () => {
  it('reads the menu again when the server’s version is not the one the page holds', () => {
    const { source, changes } = subscribed(pageMenu('v1').page);
    source.emit('ready');
    // The change was made before the stream listened: no "menu" event, only the version it opened with.
    source.emit('version', version('v2'));
    expect(changes).toEqual(['menu']);
  });

  it('asks for nothing when the page holds the server’s version', () => {
    const { source, changes } = subscribed(pageMenu('v1').page);
    source.emit('ready');
    source.emit('version', version('v1'));
    expect(changes).toEqual([]);
  });

  it('compares a menu still loading once it arrives, once', () => {
    const menu = pageMenu(undefined);
    const { source, changes } = subscribed(menu.page);
    source.emit('ready');
    source.emit('version', version('v2'));
    expect(changes).toEqual([]);
    // It was served before the change: read again.
    menu.load('v1');
    expect(changes).toEqual(['menu']);
    menu.load('v2');
    expect(changes).toEqual(['menu']);

    const loading = pageMenu(undefined);
    const fresh = subscribed(loading.page);
    fresh.source.emit('ready');
    fresh.source.emit('version', version('v2'));
    loading.load('v2');
    expect(fresh.changes).toEqual([]);
  });

  it('lets a change after the stream opened stand for the comparison, and reads once after a break', () => {
    const menu = pageMenu(undefined);
    const { source, changes, unsubscribe } = subscribed(menu.page);
    source.emit('ready');
    source.emit('version', version('v2'));
    source.emit('menu', JSON.stringify({ at: 1 }));
    menu.load('v3');
    expect(changes).toEqual(['menu']);

    // Back after a break: read again once, and the version that follows adds nothing.
    source.emit('ready');
    source.emit('version', version('v4'));
    expect(changes).toEqual(['menu', 'menu']);
    unsubscribe();
    expect(menu.watched()).toBe(0);
  });
});

describe('the page’s menu query as the stream sees it', () => {
  it('holds the version the menu came with, and tells each load', async () => {
    const menu = { categories: [], products: [], promotions: [] };
    let stamp = 'v1';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(menu, { headers: { 'x-menu-version': stamp } })),
    );
    const client = new QueryClient();
    const page = pageMenuOf(client);
    expect(page.version()).toBeUndefined();
    let loads = 0;
    const stop = page.onLoad(() => loads++);
    await client.fetchQuery({ queryKey: menuQueryKey, queryFn: () => getMenu() });
    expect(page.version()).toBe('v1');
    stamp = 'v2';
    await client.refetchQueries({ queryKey: menuQueryKey });
    expect(page.version()).toBe('v2');
    expect(loads).toBe(2);
    stop();
  });
});
