import { useSyncExternalStore } from 'react';

/** Tailwind's `sm` breakpoint: a tablet or wider, where the make screen's whole bar fits on one line. */
const WIDE = '(min-width: 640px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is at least tablet-wide, following a turned tablet or a resized window. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
