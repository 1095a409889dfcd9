/**
 * A yes-or-no that one part of the page sets and another, which must not import it, reads (the router composes
 * them): whether the Checkout dialog is open, whether the status bar says the general wait. The server's drawing reads
 * it as false.
 */
import { useSyncExternalStore } from 'react';

export function sharedFlag() {
  let value = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    set(next: boolean): void {
      if (value === next) return;
      value = next;
      for (const listener of listeners) listener();
    },
    /** The flag, re-rendering the component when it changes. */
    useValue(): boolean {
      return useSyncExternalStore(
        subscribe,
        () => value,
        () => false,
      );
    },
  };
}
