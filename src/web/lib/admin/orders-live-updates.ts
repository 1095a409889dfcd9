import type { OrderLiveEvent } from '@domain/staff-orders';

/** What this module needs of an EventSource, so it can be tested without a browser. */
export interface OrdersEventSource {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export const ORDERS_STREAM_URL = '/api/admin/orders/stream';

/**
 * Listens to the staff stream: onEvent for every order event ({ orderId, event }), onWatching when a customer's order
 * page opens or closes ({ orderId, event: 'watching', watching }: one order's mark, not a change to the lists),
 * onResync when the stream comes back after a break (events sent meanwhile were missed). Returns the function that
 * closes the stream.
 */
export function subscribeToOrders(
  createSource: () => OrdersEventSource,
  handlers: {
    onEvent: (event: OrderLiveEvent) => void;
    onWatching: (orderId: string, watching: boolean) => void;
    onResync: () => void;
  },
): () => void {
  const source = createSource();
  let opened = false;
  source.addEventListener('orders', (message) => {
    try {
      const data = JSON.parse(String(message.data)) as Partial<OrderLiveEvent> & { watching?: unknown };
      if (typeof data.orderId === 'string' && data.event === 'watching' && typeof data.watching === 'boolean')
        handlers.onWatching(data.orderId, data.watching);
      else if (typeof data.orderId === 'string' && typeof data.event === 'string')
        handlers.onEvent({ orderId: data.orderId, event: data.event });
    } catch {
      handlers.onResync();
    }
  });
  source.addEventListener('ready', () => {
    if (opened) handlers.onResync();
    opened = true;
  });
  return () => source.close();
}
