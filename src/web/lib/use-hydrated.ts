import { createContext, startTransition, useContext, useEffect, useState } from 'react';

const DrawnInBrowserContext = createContext(false);

/**
 * Around a root created with createRoot (main.tsx): nothing there was drawn by the server, so everything is hydrated
 * from its first render. Without it (the server, and a root that hydrates server HTML) the first render is the server's.
 */
export const DrawnInBrowser = DrawnInBrowserContext.Provider;

/** Set once the whole server-drawn page has hydrated (its own lazily loaded part included): what mounts after that
 * has nothing of the server's to match. */
let pageHydrated = false;

/** Called by app/hydration-mark.tsx once the page's part that loads last has hydrated. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * False on the server and while a server-drawn page hydrates (so the HTML matches), true in every browser render after
 * that. For what only the browser can know or do.
 *
 * The flip is a transition after hydration, not useSyncExternalStore's server snapshot: a server snapshot that differs
 * from the browser's makes React re-render synchronously right after hydrating, and with it run every effect of the
 * page in the same task (one long task of ~100 ms on a phone, total blocking time). What mounts after the whole page has
 * hydrated (a page moved to) starts true, as it did.
 */
export function useHydrated(): boolean {
  const drawnInBrowser = useContext(DrawnInBrowserContext);
  const [hydrated, setHydrated] = useState(drawnInBrowser || pageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
