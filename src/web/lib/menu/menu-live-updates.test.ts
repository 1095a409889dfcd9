import { describe, expect, it } from 'vitest';
import { subscribeToMenuChanges, type MenuEventSource } from './menu-live-updates';

class FakeSource implements MenuEventSource {
  listeners = new Map<string, Array<() => void>>();
  closed = false;
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
  close() {
    this.closed = true;
  }
}

describe('subscribeToMenuChanges', () => {
  it('reports every menu event and closes the stream when unsubscribed', () => {
    const source = new FakeSource();
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
    const source = new FakeSource();
    let changes = 0;
    subscribeToMenuChanges(
      () => source,
      () => changes++,
    );
    source.emit('ready');
    source.emit('ready');
    expect(changes).toBe(1);
  });
});
