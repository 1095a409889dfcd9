import { useEffect, useRef, useState } from 'react';

/** Whether a row that scrolls sideways has more to show before its start and past its end. */
export interface ScrollEdges {
  before: boolean;
  after: boolean;
}

/**
 * Follows a sideways-scrolling element: the row can then show that it scrolls (a fade at the side with more) when
 * its items do not all fit, and show nothing when they do. Drawn on the server as fitting; measured once live.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const before = element.scrollLeft > 1;
      const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((was) => (was.before === before && was.after === after ? was : { before, after }));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, []);
  return { ref, edges };
}
