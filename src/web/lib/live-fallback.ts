/**
 * A live stream (Server-Sent Events) that never goes silent. The browser's EventSource stops for good when the server
 * refuses it (429: too many streams from one address, as behind office Wi-Fi or a phone network), and keeps retrying
 * without a word while the server cannot be reached. Either way the page falls back to asking for the same data now
 * and then, only while the tab is on screen, and tries the stream again every few minutes so it returns to live.
 */

/** What this module needs of an EventSource, so it can be tested without a browser. */
export interface LiveSource {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
  readonly readyState: number;
}

/** connecting: opening or reconnecting; live: the stream is open; polling: the page asks every POLL_EVERY_MS. */
export type LiveMode = 'connecting' | 'live' | 'polling';

/** Whether the tab is on screen, and a call when it comes back (the browser's Page Visibility API by default). */
export interface PageVisibility {
  visible(): boolean;
  onVisible(listener: () => void): () => void;
}

/** How often a page without its stream asks for changes (the tracking page says so in words). */
export const POLL_EVERY_MS = 30_000;
/** A failed ask waits twice as long each time, up to this. */
const POLL_AT_MOST_MS = 5 * 60_000;
/** The stream is tried again after this, then twice as long each time it fails, up to STREAM_RETRY_AT_MOST_MS. */
export const STREAM_RETRY_MS = 3 * 60_000;
const STREAM_RETRY_AT_MOST_MS = 15 * 60_000;
/** Errors in a row, with no `ready` between, after which a reconnecting stream counts as failed (the server says retry: 2 s). */
export const FAILURES_BEFORE_POLLING = 5;
/** EventSource.CLOSED: the browser gave up (any answer but 200, e.g. 429). */
const CLOSED = 2;

const documentVisibility: PageVisibility = {
  visible: () => document.visibilityState !== 'hidden',
  onVisible(listener) {
    const changed = () => {
      if (document.visibilityState !== 'hidden') listener();
    };
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  },
};

/**
 * Keeps a page up to date. `connect` opens the stream (handing the EventSource it made to `watch`) and returns the
 * function that closes it. `poll` asks for the data once (rejecting when that failed); it also runs once when the page
 * falls back, and once when a retried stream opens, since changes in between were not sent. Returns the function that
 * stops everything.
 */
export function keepLive(
  connect: (watch: <S extends LiveSource>(source: S) => S) => () => void,
  poll: () => Promise<unknown>,
  onMode: (mode: LiveMode) => void,
  page: PageVisibility = documentVisibility,
): () => void {
  let closeStream: (() => void) | undefined;
  let polling = false;
  let stopped = false;
  let pollDelay = POLL_EVERY_MS;
  let retryDelay = STREAM_RETRY_MS;
  let pollAt = Infinity;
  let retryAt = Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    const next = Math.min(pollAt, retryAt);
    if (!stopped && polling && next < Infinity) timer = setTimeout(due, Math.max(0, next - Date.now()));
  };

  async function pollNow() {
    pollAt = Infinity;
    try {
      await poll();
      pollDelay = POLL_EVERY_MS;
    } catch {
      pollDelay = Math.min(pollDelay * 2, POLL_AT_MOST_MS);
    }
    if (!polling || stopped) return;
    pollAt = Date.now() + pollDelay;
    schedule();
  }

  // A hidden tab asks nothing: the next visibility change catches up on what is due.
  function due() {
    if (stopped || !page.visible()) return;
    const now = Date.now();
    if (retryAt <= now && !closeStream) {
      retryAt = Infinity;
      open();
    }
    if (pollAt <= now) void pollNow();
    else schedule();
  }

  function fallBack() {
    closeStream?.();
    closeStream = undefined;
    retryAt = Date.now() + retryDelay;
    retryDelay = Math.min(retryDelay * 2, STREAM_RETRY_AT_MOST_MS);
    if (polling) return schedule();
    polling = true;
    onMode('polling');
    void pollNow();
  }

  function open() {
    let failures = 0;
    let current = true;
    const close = connect((source) => {
      source.addEventListener('ready', () => {
        if (!current) return;
        failures = 0;
        if (polling) {
          polling = false;
          pollAt = retryAt = Infinity;
          pollDelay = POLL_EVERY_MS;
          retryDelay = STREAM_RETRY_MS;
          clearTimeout(timer);
          void poll().catch(() => {});
        }
        onMode('live');
      });
      source.addEventListener('error', () => {
        if (!current) return;
        failures += 1;
        if (source.readyState === CLOSED || failures >= FAILURES_BEFORE_POLLING) fallBack();
        else if (!polling) onMode('connecting');
      });
      return source;
    });
    closeStream = () => {
      current = false;
      close();
    };
  }

  const stopWatching = page.onVisible(due);
  onMode('connecting');
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopWatching();
    closeStream?.();
    closeStream = undefined;
  };
}
