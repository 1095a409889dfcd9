import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAGE_BOOT_SCRIPT, PAGE_BOOT_SCRIPT_HASH } from './page-boot';

type Listener = (event: FakeEvent) => void;

interface FakeElement {
  tag: string;
  disabled?: boolean;
  attributes: Record<string, string>;
  setAttribute(name: string, value: string): void;
  getAttribute(name: string): string | null;
  closest(selector: string): FakeElement | null;
}

interface FakeEvent {
  target: FakeElement;
  defaultPrevented: boolean;
  stopped: boolean;
  preventDefault(): void;
  stopImmediatePropagation(): void;
}

/** An element inside `parent` (e.g. the icon inside a button); `closest("button")` finds the button it sits in. */
function element(tag: string, attributes: Record<string, string> = {}, parent?: FakeElement): FakeElement {
  const self: FakeElement = {
    tag,
    attributes: { ...attributes },
    setAttribute: (name, value) => void (self.attributes[name] = value),
    getAttribute: (name) => self.attributes[name] ?? null,
    closest: (selector) => (selector === tag ? self : (parent?.closest(selector) ?? null)),
  };
  return self;
}

/**
 * Runs the boot script against a small stand-in for the browser: the listeners it puts on the document, what it marks
 * on <html>, what it stores, and the taps it holds on window.__pearlTaps.
 */
function boot(stored: string | null | 'throws') {
  const listeners: Record<string, { listener: Listener; capture: boolean }> = {};
  const html: Record<string, string> = {};
  const storage: Record<string, string> = {};
  const document = {
    documentElement: {
      setAttribute: (name: string, value: string) => (html[name] = value),
      hasAttribute: (name: string) => name in html,
    },
    addEventListener: (type: string, listener: Listener, capture: boolean) => (listeners[type] = { listener, capture }),
  };
  const window: { __pearlTaps?: unknown[]; localStorage: unknown } = {
    localStorage: {
      getItem: () => {
        if (stored === 'throws') throw new Error('storage refused');
        return stored;
      },
      setItem: (key: string, value: string) => {
        if (stored === 'throws') throw new Error('storage refused');
        storage[key] = value;
      },
    },
  };
  runInNewContext(PAGE_BOOT_SCRIPT, { document, window });
  const dispatch = (type: string, target: FakeElement): FakeEvent => {
    const event: FakeEvent = {
      target,
      defaultPrevented: false,
      stopped: false,
      preventDefault: () => void (event.defaultPrevented = true),
      stopImmediatePropagation: () => void (event.stopped = true),
    };
    listeners[type]?.listener(event);
    return event;
  };
  return {
    listeners,
    html,
    storage,
    held: () => window.__pearlTaps,
    click: (target: FakeElement) => dispatch('click', target),
    submit: (target: FakeElement) => dispatch('submit', target),
    goLive: () => (html['data-hydrated'] = ''),
  };
}

describe('the boot script of a server-drawn page', () => {
  it('listens for clicks and submissions in the capture phase, ahead of the listeners inside the page', () => {
    const page = boot(null);
    expect(page.listeners.click?.capture).toBe(true);
    expect(page.listeners.submit?.capture).toBe(true);
  });

  it('holds a button pressed before the page is live, once, and marks it pressed', () => {
    const page = boot(null);
    const add = element('button', { 'aria-label': 'Add Taro REG to basket' });
    const icon = element('svg', {}, add);
    const first = page.click(icon);
    expect(first.defaultPrevented).toBe(true);
    expect(first.stopped).toBe(true);
    expect(add.attributes['data-pressed']).toBe('');
    page.click(add);
    expect(page.held()).toEqual([add]);
  });

  it('leaves links, other elements and disabled buttons to the browser', () => {
    const page = boot(null);
    const link = element('a', { href: '/menu' });
    const soldOut = element('button');
    soldOut.disabled = true;
    for (const target of [link, element('span', {}, link), soldOut]) {
      const event = page.click(target);
      expect(event.defaultPrevented).toBe(false);
      expect(event.stopped).toBe(false);
    }
    expect(page.held()).toEqual([]);
    expect(soldOut.attributes).toEqual({});
  });

  it('holds a form submitted before the page is live (it is never sent with its fields in the address)', () => {
    const page = boot(null);
    const form = element('form');
    const event = page.submit(form);
    expect(event.defaultPrevented).toBe(true);
    expect(page.held()).toEqual([form]);
  });

  it('holds nothing once the page is live', () => {
    const page = boot(null);
    page.goLive();
    const button = element('button');
    expect(page.click(button).defaultPrevented).toBe(false);
    expect(page.submit(element('form')).defaultPrevented).toBe(false);
    expect(page.held()).toEqual([]);
    expect(button.attributes).toEqual({});
  });

  it('takes a cookie choice at once: stored, and <html> marked so the banner hides; the app hears of it too', () => {
    const page = boot(null);
    expect(page.html['data-consent']).toBe('undecided');
    const accept = element('button', { 'data-consent-choice': 'accepted' });
    page.click(accept);
    expect(page.storage).toEqual({ 'pearl.cookie-consent': 'accepted' });
    expect(page.html['data-consent']).toBe('accepted');
    expect(page.held()).toEqual([accept]);
  });

  it('hides the banner on a choice even when storage is refused', () => {
    const page = boot('throws');
    page.click(element('button', { 'data-consent-choice': 'rejected' }));
    expect(page.html['data-consent']).toBe('rejected');
  });

  it('marks the page with the stored cookie choice, undecided when there is none or storage is refused', () => {
    expect(boot('accepted').html).toEqual({ 'data-consent': 'accepted' });
    expect(boot('rejected').html).toEqual({ 'data-consent': 'rejected' });
    expect(boot('something else').html).toEqual({ 'data-consent': 'undecided' });
    expect(boot(null).html).toEqual({ 'data-consent': 'undecided' });
    expect(boot('throws').html).toEqual({ 'data-consent': 'undecided' });
  });

  it('reads the key the web app stores the cookie choice under', async () => {
    const { CONSENT_STORAGE_KEY } = await import('../../web/lib/consent/cookie-consent');
    expect(PAGE_BOOT_SCRIPT).toContain(`k="${CONSENT_STORAGE_KEY}"`);
  });

  it('holds no "<", so no part of it can close the script element or open markup in the page', () => {
    expect(PAGE_BOOT_SCRIPT).not.toContain('<');
  });

  it("is allowed by the policy's hash of its exact text", () => {
    expect(PAGE_BOOT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`);
  });
});
