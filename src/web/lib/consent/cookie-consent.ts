import { useSyncExternalStore } from 'react';
import { browserStorage, type KeyValueStorage } from '../basket/basket-storage';
import { useHydrated } from '../use-hydrated';

/** The cookie choice is stored locally under a consent key, as accepted or rejected. */
export const CONSENT_STORAGE_KEY = 'pearl.cookie-consent';

export type ConsentChoice = 'accepted' | 'rejected';
/** Undecided, accepted or rejected. */
export type ConsentState = ConsentChoice | 'undecided';

export function readConsent(storage: KeyValueStorage | null): ConsentState {
  try {
    const value = storage?.getItem(CONSENT_STORAGE_KEY);
    return value === 'accepted' || value === 'rejected' ? value : 'undecided';
  } catch {
    return 'undecided';
  }
}

export function writeConsent(storage: KeyValueStorage | null, choice: ConsentState): void {
  try {
    if (choice === 'undecided') storage?.removeItem(CONSENT_STORAGE_KEY);
    else storage?.setItem(CONSENT_STORAGE_KEY, choice);
  } catch {
    // Storage refused: the choice holds for this visit only (memory below).
  }
}

// One shared copy for every component, updated by this tab's choices and by other tabs' storage events.
const listeners = new Set<() => void>();
let current: ConsentState | null = null;

function snapshot(): ConsentState {
  current ??= readConsent(browserStorage());
  return current;
}

/**
 * The choice as `<html data-consent>` says it: the page's boot script (server/http/page-boot.ts) sets it from storage,
 * and at once when the banner is answered before the page is live; this store keeps it in step afterwards.
 */
function markedChoice(): ConsentState | null {
  const marked = document.documentElement.dataset.consent;
  return marked === 'accepted' || marked === 'rejected' || marked === 'undecided' ? marked : null;
}

function mark(choice: ConsentState): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.consent = choice;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made on the drawn page after this store was first read, but before the page was live.
  const marked = markedChoice();
  if (marked && marked !== snapshot()) {
    current = marked;
    listener();
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CONSENT_STORAGE_KEY && event.key !== null) return;
    current = readConsent(browserStorage());
    mark(current);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function setCookieConsent(choice: ConsentState): void {
  writeConsent(browserStorage(), choice);
  current = choice;
  mark(choice);
  for (const listener of listeners) listener();
}

/**
 * The visitor's cookie choice, live; 'undecided' while a server-drawn page hydrates (the server cannot know it). The
 * store's own snapshot serves as the server snapshot too (on the server it is 'undecided'): one that differed in the
 * browser would make React re-render synchronously right after hydrating (see useHydrated).
 */
export function useCookieConsent(): ConsentState {
  const stored = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useHydrated() ? stored : 'undecided';
}
