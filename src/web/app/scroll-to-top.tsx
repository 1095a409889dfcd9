import { useLayoutEffect, useRef } from 'react';
import { useLocation } from '../lib/router';

/**
 * The page scrolls to the top on every route change (a new path; the menu's filter keeps its place). Not on
 * the first page: a page drawn by the server may have been scrolled before it hydrated, and the browser
 * places a new page itself.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
