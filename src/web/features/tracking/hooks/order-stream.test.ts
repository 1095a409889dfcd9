import { describe, expect, it } from 'vitest';
import { subscribeToOrder, type TrackingEventSource } from './order-stream';

function fakeSource() {
  const listeners = new Map<string, (event: { data?: unknown }) => void>();
  const source: TrackingEventSource & { emit(type: string, data?: unknown): void; closed: boolean } = {
    closed: false,
    addEventListener: (type, listener) => listeners.set(type, listener),
    close() {
      this.closed = true;
    },
    emit: (type, data) => listeners.get(type)?.({ data }),
  };
  return source;
}

const order = {
  number: '3f2a9c1e',
  firstName: 'Ada',
  status: 'confirmed',
  paymentStatus: 'paid',
  lines: [],
  subtotal: 350,
  discount: 0,
  freeDrink: 0,
  stampCard: null,
  total: 350,
  pickupAt: null,
  pickupAsap: true,
  readyAt: '2026-01-10T12:10:00.000Z',
  markedReadyAt: null,
  paidAt: '2026-01-10T12:00:00.000Z',
  pickupPlace: 'Pearl Bubble Tea, Market Hill, Buckingham',
};

describe('the order page stream', () => {
  it('hands over each order event, skips unreadable ones, and says when the link has gone', () => {
    const source = fakeSource();
    const seen: string[] = [];
    let gone = false;
    subscribeToOrder(() => source, { onOrder: (o) => seen.push(o.status), onGone: () => (gone = true) });
    source.emit('order', JSON.stringify(order));
    source.emit('order', 'not json');
    source.emit('order', JSON.stringify({ ...order, status: 'ready' }));
    expect(seen).toEqual(['confirmed', 'ready']);
    source.emit('gone', '{}');
    expect(gone).toBe(true);
    expect(source.closed).toBe(true);
  });
});
