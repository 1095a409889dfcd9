import { describe, expect, it } from 'vitest';
import { subscribeToOrders } from './orders-live-updates';
import { FakeEventSource } from '../../test/fake-event-source';

describe('subscribeToOrders', () => {
  it('passes each order event on, resyncs after a reconnect, and closes', () => {
    const source = new FakeEventSource();
    const events: unknown[] = [];
    let resyncs = 0;
    const stop = subscribeToOrders(() => source, {
      onEvent: (event) => events.push(event),
      onWatching: () => {},
      onResync: () => resyncs++,
    });
    source.emit('ready');
    source.emit('orders', JSON.stringify({ orderId: 'a1', event: 'paid' }));
    source.emit('orders', 'not json');
    source.emit('ready');
    expect(events).toEqual([{ orderId: 'a1', event: 'paid' }]);
    expect(resyncs).toBe(2);
    stop();
    expect(source.closed).toBe(true);
  });

  it('passes a watcher change on as its own event, never as an order change that reloads the lists', () => {
    const source = new FakeEventSource();
    const events: unknown[] = [];
    const watching: unknown[] = [];
    subscribeToOrders(() => source, {
      onEvent: (event) => events.push(event),
      onWatching: (orderId, now) => watching.push([orderId, now]),
      onResync: () => {},
    });
    source.emit('orders', JSON.stringify({ orderId: 'a1', event: 'watching', watching: true }));
    source.emit('orders', JSON.stringify({ orderId: 'a1', event: 'watching', watching: false }));
    expect(watching).toEqual([
      ['a1', true],
      ['a1', false],
    ]);
    expect(events).toEqual([]);
  });
});
