import { describe, expect, it } from 'vitest';
import { subscribeToMenuChanges } from './menu-live-updates';
import { FakeEventSource } from '../../test/fake-event-source';

describe('subscribeToMenuChanges', () => {
  it('reports every menu event and closes the stream when unsubscribed', () => {
    const source = new FakeEventSource('{}');
    let changes = 0;
    const unsubscribe = subscribeToMenuChanges(
      () => source,
      () => changes++,
    );
    source.emit('ready');
    expect(changes).toBe(0);
    source.emit('menu');
    source.emit('menu');
    expect(changes).toBe(2);
    unsubscribe();
    expect(source.closed).toBe(true);
  });

  it('refetches after the stream reconnects, since changes during the break were missed', () => {
    const source = new FakeEventSource('{}');
    let changes = 0;
    subscribeToMenuChanges(
      () => source,
      () => changes++,
    );
    source.emit('ready');
    source.emit('ready');
    expect(changes).toBe(1);
  });

  it("tells a change of the counter's queue alone from a change that may touch the menu", () => {
    const source = new FakeEventSource('{}');
    const changes: string[] = [];
    subscribeToMenuChanges(
      () => source,
      (change) => changes.push(change),
    );
    source.emit('menu', JSON.stringify({ change: 'queue' }));
    source.emit('menu', JSON.stringify({ change: 'shop-status' }));
    source.emit('menu', JSON.stringify({ change: 'product', id: 'x' }));
    source.emit('menu', 'not json');
    expect(changes).toEqual(['queue', 'menu', 'menu', 'menu']);
  });
});
