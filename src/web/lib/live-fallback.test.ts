import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FAILURES_BEFORE_POLLING,
  keepLive,
  POLL_EVERY_MS,
  STREAM_RETRY_MS,
  type LiveMode,
  type LiveSource,
  type PageVisibility,
} from './live-fallback';

/** An EventSource as the browser runs one: CONNECTING (0), OPEN (1), CLOSED (2). */
class FakeSource implements LiveSource {
  readyState = 0;
  closed = false;
  private listeners = new Map<string, Array<(event: { data?: unknown }) => void>>();
  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  /** The server accepted the stream. */
  open() {
    this.readyState = 1;
    this.emit('ready');
  }
  /** The server refused it (429): the browser gives up for good. */
  refuse() {
    this.readyState = 2;
    this.emit('error');
  }
  /** The connection dropped: the browser reconnects by itself. */
  drop() {
    this.readyState = 0;
    this.emit('error');
  }
  private emit(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: '{}' });
  }
}

function fakePage() {
  let visible = true;
  const listeners = new Set<() => void>();
  const page: PageVisibility & { show(): void; hide(): void } = {
    visible: () => visible,
    onVisible(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show() {
      visible = true;
      for (const listener of listeners) listener();
    },
    hide() {
      visible = false;
    },
  };
  return page;
}

/** A page kept live: every stream it opened, every ask it made, each mode it showed. */
function livePage(pollAnswer: () => Promise<unknown> = async () => {}) {
  const sources: FakeSource[] = [];
  const modes: LiveMode[] = [];
  let polls = 0;
  const page = fakePage();
  const stop = keepLive(
    (watch) => {
      const source = watch(new FakeSource());
      sources.push(source);
      return () => source.close();
    },
    () => {
      polls += 1;
      return pollAnswer();
    },
    (mode) => modes.push(mode),
    page,
  );
  return {
    sources,
    modes,
    page,
    stop,
    get polls() {
      return polls;
    },
    get latest() {
      return sources.at(-1)!;
    },
    /** How many asks there have been once `ms` more have passed. */
    async pollsAfter(ms: number) {
      await vi.advanceTimersByTimeAsync(ms);
      return polls;
    },
    /** How many times the stream has been opened once `ms` more have passed. */
    async streamsAfter(ms: number) {
      await vi.advanceTimersByTimeAsync(ms);
      return sources.length;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('keepLive: a live stream that falls back to asking', () => {
  it('is live once the stream opens, and asks for nothing while it stays open', async () => {
    const live = livePage();
    expect(live.modes).toEqual(['connecting']);
    live.latest.open();
    await vi.advanceTimersByTimeAsync(10 * POLL_EVERY_MS);
    expect(live.modes).toEqual(['connecting', 'live']);
    expect(live.polls).toBe(0);
    expect(live.sources).toHaveLength(1);
  });

  it('falls back to asking every 30 seconds when the stream is refused, and asks at once', async () => {
    const live = livePage();
    live.latest.refuse();
    expect(live.modes.at(-1)).toBe('polling');
    expect(live.latest.closed).toBe(true);
    expect(live.polls).toBe(1);
    expect(await live.pollsAfter(POLL_EVERY_MS - 1)).toBe(1);
    expect(await live.pollsAfter(1)).toBe(2);
    expect(await live.pollsAfter(POLL_EVERY_MS)).toBe(3);
  });

  it('says it is reconnecting after a passing drop, and falls back after repeated failures', async () => {
    const live = livePage();
    live.latest.open();
    live.latest.drop();
    expect(live.modes.at(-1)).toBe('connecting');
    expect(live.polls).toBe(0);
    live.latest.open();
    expect(live.modes.at(-1)).toBe('live');
    // A reconnect resets the count: only failures in a row, with no `ready` between, count.
    for (let i = 1; i < FAILURES_BEFORE_POLLING; i++) live.latest.drop();
    expect(live.modes.at(-1)).toBe('connecting');
    live.latest.drop();
    expect(live.modes.at(-1)).toBe('polling');
    expect(live.latest.closed).toBe(true);
    expect(live.polls).toBe(1);
  });

  it('waits twice as long after each failed ask, and back to 30 seconds after one that worked', async () => {
    let failing = true;
    const live = livePage(async () => {
      if (failing) throw new Error('The shop could not be reached.');
    });
    live.latest.refuse();
    expect(live.polls).toBe(1);
    expect(await live.pollsAfter(2 * POLL_EVERY_MS - 1)).toBe(1);
    expect(await live.pollsAfter(1)).toBe(2);
    failing = false;
    expect(await live.pollsAfter(4 * POLL_EVERY_MS)).toBe(3);
    expect(await live.pollsAfter(POLL_EVERY_MS)).toBe(4);
  });

  it('asks nothing while the tab is hidden, and catches up when it is shown again', async () => {
    const live = livePage();
    live.latest.refuse();
    live.page.hide();
    expect(await live.pollsAfter(10 * POLL_EVERY_MS)).toBe(1);
    expect(live.sources).toHaveLength(1);
    live.page.show();
    expect(await live.pollsAfter(0)).toBe(2);
    // Hidden past the stream's retry time too: shown again, it tries the stream.
    expect(live.sources).toHaveLength(2);
  });

  it('tries the stream again every few minutes, and returns to live (asking once more) when it opens', async () => {
    const live = livePage();
    live.latest.refuse();
    expect(await live.streamsAfter(STREAM_RETRY_MS - 1)).toBe(1);
    expect(await live.streamsAfter(1)).toBe(2);
    // Refused again: the next try waits twice as long, and the page keeps asking meanwhile.
    live.latest.refuse();
    expect(live.modes.at(-1)).toBe('polling');
    expect(await live.streamsAfter(2 * STREAM_RETRY_MS - 1)).toBe(2);
    expect(await live.streamsAfter(1)).toBe(3);
    const before = live.polls;
    live.latest.open();
    expect(live.modes.at(-1)).toBe('live');
    expect(live.polls).toBe(before + 1);
    expect(await live.pollsAfter(10 * STREAM_RETRY_MS)).toBe(before + 1);
    expect(live.sources).toHaveLength(3);
  });

  it('stops asking and closes the stream when the page goes away', async () => {
    const live = livePage();
    live.latest.refuse();
    live.stop();
    expect(await live.pollsAfter(10 * STREAM_RETRY_MS)).toBe(1);
    expect(live.sources).toHaveLength(1);

    const open = livePage();
    open.stop();
    expect(open.latest.closed).toBe(true);
  });
});
