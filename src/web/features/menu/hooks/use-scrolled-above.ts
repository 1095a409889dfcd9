import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `element` has been scrolled up past the top of the screen (and false again when it comes back). Watched
 * with an IntersectionObserver, so scrolling costs no work on the main thread.
 */
export function useScrolledAbove(element: RefObject<HTMLElement | null>): boolean {
  const [above, setAbove] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setAbove(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [element]);
  return above;
}
