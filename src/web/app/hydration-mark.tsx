import { useEffect } from 'react';
import { markPageHydrated } from '../lib/use-hydrated';

/**
 * Marks the document `<html data-hydrated>` once the page around it is live: on a server-drawn page, when React has
 * hydrated the part this sits in (a page whose code loads on demand included), so its buttons answer. A press that
 * comes before is lost to the browser's default, as with any server-drawn page; tests (e2e/support/test.ts) and
 * scripts wait for the mark before they press anything. From then on, what mounts starts hydrated (lib/use-hydrated.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    markPageHydrated();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
