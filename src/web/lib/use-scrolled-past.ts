import { useEffect, useState } from 'react';

/**
 * True once the page has scrolled more than `offset` pixels (the header shrinks after 50 px).
 *
 * scrollY is read when the page scrolls (a restored scroll position arrives as a scroll event too) and once at mount. Read while
 * React renders or commits, as a useSyncExternalStore snapshot is, it forced the browser to lay the page out there
 * and then on every commit, which was the largest single cost of the menu's first render.
 */
export function useScrolledPast(offset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > offset);
    window.addEventListener('scroll', update, { passive: true });
    // A server-drawn page may have been scrolled before its code arrived: its scroll events went unheard,
    // so the position is read once, in the next frame (where the browser has laid the page out anyway).
    const frame = requestAnimationFrame(update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [offset]);
  return past;
}
