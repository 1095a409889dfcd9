import { useEffect } from 'react';
import { replayEarlyTaps } from '../lib/early-taps';
import { markPageHydrated } from '../lib/use-hydrated';

/**
 * Marks the document `<html data-hydrated>` once the page around it is live: on a server-drawn page, when React has
 * hydrated the part this sits in (a page whose code loads on demand included), so its buttons answer. Then the taps
 * the boot script held meanwhile are carried out (lib/early-taps.ts), once the effects of this commit have run. From
 * then on, what mounts starts hydrated (lib/use-hydrated.ts).
 */
export function HydrationMark() {
  useEffect(() => {
    markPageHydrated();
    document.documentElement.dataset.hydrated = '';
    const replay = setTimeout(replayEarlyTaps, 0);
    return () => clearTimeout(replay);
  }, []);
  return null;
}
