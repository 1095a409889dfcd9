import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while a server-drawn page hydrates (React renders with the server's snapshot first, so the
 * HTML matches), true in every browser render after that (issue 17). For what only the browser can know or do.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
