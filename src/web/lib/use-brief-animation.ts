import { useEffect, useState } from 'react';

/**
 * True for `ms` after each change of `key` (a basket's change counter, say), false otherwise: drives a short
 * animation such as the basket's 300 ms pulse or 500 ms shake. Not on first render, only on changes.
 */
export function useBriefAnimation(key: unknown, ms: number): boolean {
  // It animates while the last change it has seen is not yet the latest one, for `ms` after each change.
  const [seen, setSeen] = useState(key);
  const animating = seen !== key;

  useEffect(() => {
    if (!animating) return;
    const timer = window.setTimeout(() => setSeen(key), ms);
    return () => window.clearTimeout(timer);
  }, [animating, key, ms]);

  return animating;
}
