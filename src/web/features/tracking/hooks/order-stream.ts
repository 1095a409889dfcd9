import { trackedOrderAnswer, type TrackedOrderAnswer } from '@domain/contracts/tracking';

/** What this module needs of an EventSource, so it can be tested without a browser. */
export interface TrackingEventSource {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}

export const trackingStreamUrl = (token: string) => `/api/track/${encodeURIComponent(token)}/stream`;

/**
 * Listens to an order page's stream: onOrder with the order at once and after every change (a reconnect starts with
 * the order as it is now, so nothing is missed), onGone when the server says the link stopped working (erased,
 * expired). A stream the browser gave up on (404, or 429 when refused) is live-fallback's to handle: the page then asks
 * for the order, which answers 404 if the link has gone. Returns the function that closes the stream.
 */
export function subscribeToOrder(
  createSource: () => TrackingEventSource,
  handlers: {
    onOrder: (order: TrackedOrderAnswer) => void;
    onGone: () => void;
  },
): () => void {
  const source = createSource();
  source.addEventListener('order', (message) => {
    const parsed = trackedOrderAnswer.safeParse(safeJson(message.data));
    if (parsed.success) handlers.onOrder(parsed.data);
  });
  source.addEventListener('gone', () => {
    source.close();
    handlers.onGone();
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
