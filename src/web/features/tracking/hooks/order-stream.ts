import { trackedOrderAnswer, type TrackedOrderAnswer } from '@domain/contracts/tracking';

/** What this module needs of an EventSource, so it can be tested without a browser. */
export interface TrackingEventSource {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
  readonly readyState: number;
}

export const trackingStreamUrl = (token: string) => `/api/track/${encodeURIComponent(token)}/stream`;

/** EventSource.CLOSED: the browser gave up (the stream answered 404, the link stopped working). */
const CLOSED = 2;

/**
 * Listens to an order page's stream: onOrder with the order at once and after every change (a reconnect starts with
 * the order as it is now, so nothing is missed), onGone when the link stops working (erased, expired). The browser
 * reconnects by itself after a lost connection. Returns the function that closes the stream.
 */
export function subscribeToOrder(
  createSource: () => TrackingEventSource,
  handlers: {
    onOrder: (order: TrackedOrderAnswer) => void;
    onGone: () => void;
    onConnection?: (live: boolean) => void;
  },
): () => void {
  const source = createSource();
  source.addEventListener('order', (message) => {
    const parsed = trackedOrderAnswer.safeParse(safeJson(message.data));
    if (parsed.success) handlers.onOrder(parsed.data);
  });
  source.addEventListener('ready', () => handlers.onConnection?.(true));
  source.addEventListener('gone', () => {
    source.close();
    handlers.onGone();
  });
  source.addEventListener('error', () => {
    handlers.onConnection?.(false);
    if (source.readyState === CLOSED) handlers.onGone();
  });
  return () => source.close();
}

function safeJson(data: unknown): unknown {
  try {
    return JSON.parse(String(data));
  } catch {
    return null;
  }
}
