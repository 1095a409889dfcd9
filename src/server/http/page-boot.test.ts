import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAGE_BOOT_SCRIPT, PAGE_BOOT_SCRIPT_HASH } from './page-boot';

interface FakeImage {
  complete: boolean;
  loading?: string;
  top: number;
  listeners: Record<string, () => void>;
}

const image = (top: number, complete = false, loading = 'eager'): FakeImage => ({
  complete,
  loading,
  top,
  listeners: {},
});

/**
 * Runs the boot script against a small stand-in for the browser: what it adds to <head>, and when. With `paint`, the
 * browser has paint timing (a PerformanceObserver that reports the first contentful paint on `paint.report()`).
 */
function boot(stored: string | null | 'throws', options: { paint?: boolean; images?: FakeImage[] } = {}) {
  let reportPaint: (() => void) | null = null;
  let disconnected = false;
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe(init: { type: string; buffered: boolean }) {
      expect(init).toEqual({ type: 'paint', buffered: true });
      reportPaint = () => {
        // First the first paint alone (nothing to do yet), then the first contentful paint.
        this.callback({ getEntriesByName: () => [] }, this);
        this.callback({ getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) }, this);
      };
    }
    disconnect() {
      disconnected = true;
    }
  }
  const added: Array<Record<string, string>> = [];
  const frames: Array<() => void> = [];
  const timers: Array<{ run: () => void; ms: number }> = [];
  const attributes: Record<string, string> = {};
  const document = {
    currentScript: {
      dataset: { module: '/assets/index-1.js', preload: '/assets/jsx-runtime-2.js /assets/basket-3.js' },
    },
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => added.push({ ...element }) },
    images: (options.images ?? []).map((fake) => ({
      get complete() {
        return fake.complete;
      },
      loading: fake.loading,
      getBoundingClientRect: () => ({ top: fake.top, bottom: fake.top + 100 }),
      addEventListener: (type: string, listener: () => void) => (fake.listeners[type] = listener),
    })),
  };
  const window = {
    innerHeight: 800,
    localStorage: {
      getItem: () => {
        if (stored === 'throws') throw new Error('storage refused');
        return stored;
      },
    },
  };
  Object.assign(window, { requestAnimationFrame: (run: () => void) => frames.push(run) });
  runInNewContext(PAGE_BOOT_SCRIPT, {
    document,
    window,
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
    ...(options.paint ? { PerformanceObserver } : {}),
  });
  /** Runs the frames asked for so far (not those they ask for), then the timers of 0 ms. */
  const nextFrame = () => {
    frames.splice(0).forEach((run) => run());
  };
  const zeroTimers = () => {
    for (const timer of timers.filter((t) => t.ms === 0)) timer.run();
  };
  return {
    added,
    frames,
    timers,
    attributes,
    nextFrame,
    zeroTimers,
    reportPaint: () => reportPaint?.(),
    isDisconnected: () => disconnected,
  };
}

const CODE = [
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', fetchPriority: 'low', href: '/assets/jsx-runtime-2.js' },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', fetchPriority: 'low', href: '/assets/basket-3.js' },
  { tag: 'script', type: 'module', crossOrigin: '', fetchPriority: 'low', src: '/assets/index-1.js' },
];

describe('the boot script of a server-drawn page', () => {
  it('adds the code two frames after the first contentful paint is reported, when no picture in view is loading', () => {
    const page = boot(null, { paint: true, images: [image(100, true), image(2000), image(300, false, 'lazy')] });
    page.nextFrame();
    page.zeroTimers();
    expect(page.added).toEqual([]);
    page.reportPaint();
    expect(page.isDisconnected()).toBe(true);
    page.nextFrame();
    page.zeroTimers();
    expect(page.added).toEqual([]);
    page.nextFrame();
    page.zeroTimers();
    expect(page.added).toEqual(CODE);
    // The 1 s fallback adds nothing more.
    page.timers.find((timer) => timer.ms === 1000)!.run();
    expect(page.added).toEqual(CODE);
  });

  it('waits for the pictures in view, loaded or failed, before those two frames', () => {
    const hero = image(120);
    const side = image(500);
    const page = boot(null, { paint: true, images: [hero, side, image(900)] });
    page.reportPaint();
    page.nextFrame();
    page.nextFrame();
    page.zeroTimers();
    expect(page.added).toEqual([]);
    hero.listeners.load!();
    page.nextFrame();
    page.nextFrame();
    page.zeroTimers();
    expect(page.added).toEqual([]);
    side.listeners.error!();
    page.nextFrame();
    page.nextFrame();
    page.zeroTimers();
    expect(page.added).toEqual(CODE);
  });

  it('without paint timing, adds the code after the first frame: the preloads, then the module script', () => {
    const page = boot(null);
    expect(page.added).toEqual([]);
    page.frames.forEach((run) => run());
    expect(page.added).toEqual([]);
    // The frame's task, then the 1 s fallback: the code is added once.
    page.timers.sort((a, b) => a.ms - b.ms).forEach((timer) => timer.run());
    expect(page.added).toEqual(CODE);
  });

  it('adds the code after 1 s when no frame is painted (a tab in the background)', () => {
    const page = boot(null, { paint: true, images: [image(100)] });
    page.timers.find((timer) => timer.ms === 1000)!.run();
    expect(page.added.map((element) => element.tag)).toEqual(['link', 'link', 'script']);
  });

  it('marks the page with the stored cookie choice, undecided when there is none or storage is refused', () => {
    expect(boot('accepted').attributes).toEqual({ 'data-consent': 'accepted' });
    expect(boot('rejected').attributes).toEqual({ 'data-consent': 'rejected' });
    expect(boot('something else').attributes).toEqual({ 'data-consent': 'undecided' });
    expect(boot(null).attributes).toEqual({ 'data-consent': 'undecided' });
    expect(boot('throws').attributes).toEqual({ 'data-consent': 'undecided' });
  });

  it('reads the key the web app stores the cookie choice under', async () => {
    const { CONSENT_STORAGE_KEY } = await import('../../web/lib/consent/cookie-consent');
    expect(PAGE_BOOT_SCRIPT).toContain(`getItem("${CONSENT_STORAGE_KEY}")`);
  });

  it('holds no "<", so no part of it can close the script element or open markup in the page', () => {
    expect(PAGE_BOOT_SCRIPT).not.toContain('<');
  });

  it("is allowed by the policy's hash of its exact text", () => {
    expect(PAGE_BOOT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`);
  });
});
