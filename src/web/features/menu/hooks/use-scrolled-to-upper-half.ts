import { useEffect, useState } from 'react';

/**
 * True once the top of `element` has been scrolled up into the top half of the screen or past it (and false again
 * when it goes back below). The element must be tall (a list, not a marker): the observer speaks only when the element
 * starts or stops overlapping the top half, and a thin marker can jump across it in one fling without overlapping. Watched with an IntersectionObserver, so scrolling costs no work on the main thread. The element comes
 * from a callback ref (it may be drawn only once the menu has arrived).
 */
export function useScrolledToUpperHalf(element: HTMLElement | null): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setReached(entry.isIntersecting || entry.boundingClientRect.top < 0);
      },
      // The screen's top half only.
      { rootMargin: '0px 0px -50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return reached;
}
