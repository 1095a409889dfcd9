/**
 * Whether the status bar under the header says the shop's general wait ("Ready in about 12 min"). A page about an
 * order that is already ready or collected says so itself, and the queue's wait above it would read as that order's.
 * The page that knows says so, the bar in the layout listens.
 */
import { useEffect } from 'react';
import { sharedFlag } from '../shared-flag';

const hidden = sharedFlag();

/** True while the page on screen has asked the bar not to say the general wait. */
export function useGeneralWaitHidden(): boolean {
  return hidden.useValue();
}

/** A page that says its own time: while `hide` holds and the page is on screen, the bar says no general wait. */
export function useHideGeneralWait(hide: boolean): void {
  useEffect(() => {
    if (!hide) return;
    hidden.set(true);
    return () => hidden.set(false);
  }, [hide]);
}
