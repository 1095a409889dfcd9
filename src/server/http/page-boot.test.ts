import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAGE_BOOT_SCRIPT, PAGE_BOOT_SCRIPT_HASH } from './page-boot';

/** Runs the boot script against a small stand-in for the browser: what it adds to <head>, and when. */
function boot(stored: string | null | 'throws') {
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
  };
  const window = {
    localStorage: {
      getItem: () => {
        if (stored === 'throws') throw new Error('storage refused');
        return stored;
      },
    },
  };
  runInNewContext(PAGE_BOOT_SCRIPT, {
    document,
    window,
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => timers.push({ run, ms }),
  });
  return { added, frames, timers, attributes };
}

describe('the boot script of a server-drawn page', () => {
  it('adds the code only after the first frame is painted: the preloads, then the module script', () => {
    const page = boot(null);
    expect(page.added).toEqual([]);
    page.frames.forEach((run) => run());
    expect(page.added).toEqual([]);
    // The frame's task, then the 1 s fallback: the code is added once.
    page.timers.sort((a, b) => a.ms - b.ms).forEach((timer) => timer.run());
    expect(page.added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', fetchPriority: 'low', href: '/assets/jsx-runtime-2.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', fetchPriority: 'low', href: '/assets/basket-3.js' },
      { tag: 'script', type: 'module', crossOrigin: '', fetchPriority: 'low', src: '/assets/index-1.js' },
    ]);
  });

  it('adds the code after 1 s when no frame is painted (a tab in the background)', () => {
    const page = boot(null);
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

  it("is allowed by the policy's hash of its exact text", () => {
    expect(PAGE_BOOT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`);
  });
});
