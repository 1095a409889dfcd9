import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/**
 * The bottom of the screen holds floating buttons (View Basket, the menu's Order Now) and the cookie banner. They
 * share one fixed column, so the banner sits below the buttons instead of covering them.
 */
const DockSlotContext = createContext<{
  slot: HTMLElement | null;
  setSlot: (element: HTMLElement | null) => void;
} | null>(null);

export function FloatingDockProvider({ children }: { children: ReactNode }) {
  const [slot, setSlotNow] = useState<HTMLElement | null>(null);
  // The slot arrives in the commit that hydrates a server-drawn page. Set there as an ordinary (synchronous)
  // update, it made React hydrate the rest of the page (the menu, still on its way in slices) synchronously in one
  // long task; as a transition it waits its turn.
  const setSlot = useCallback((element: HTMLElement | null) => startTransition(() => setSlotNow(element)), []);
  const value = useMemo(() => ({ slot, setSlot }), [slot, setSlot]);
  return <DockSlotContext value={value}>{children}</DockSlotContext>;
}

/** The space between the row of buttons and the cookie banner (Tailwind's 3). */
const GAP_PX = 12;

/**
 * The fixed column: a row of floating actions (page actions on the left, `end` on the right), then `below`.
 *
 * Everything in it arrives once the page runs in the browser (the basket, the menu's Order Now, the cookie
 * banner). Laid out as a column growing up from the bottom of the screen, each arrival moved what was already there
 * (layout shifts, CLS). So the column has no height: the row and the banner are laid out from the bottom edge of the
 * screen downwards, where growing moves nothing, and lifted into view by transforms (their own height, the bottom
 * padding, and for the row the banner's height), set before the frame is painted (ResizeObserver).
 */
export function FloatingDock({ end, below }: { end: ReactNode; below: ReactNode }) {
  const dock = use(DockSlotContext);
  const row = useRef<HTMLDivElement>(null);
  const under = useRef<HTMLDivElement>(null);
  const [lift, setLift] = useState(0);
  // The height the dock covers: the page scrolls focus and anything brought into view to above it, and the footer
  // leaves that much room below its last line, so the end of every page can be scrolled out from behind the buttons.
  useEffect(() => {
    const buttons = row.current;
    const banner = under.current;
    if (!buttons || !banner || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const bannerHeight = banner.getBoundingClientRect().height;
      const padding = parseFloat(getComputedStyle(banner).paddingBottom) || 0;
      const lifted = bannerHeight > padding ? Math.ceil(bannerHeight - padding + GAP_PX) : 0;
      setLift(lifted);
      setDockHeight(Math.ceil(buttons.getBoundingClientRect().height + padding + lifted));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(buttons);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      setDockHeight(null);
    };
  }, []);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-40 h-0 print:hidden [--dock-pad:max(0.75rem,env(safe-area-inset-bottom))] sm:[--dock-pad:1.25rem]">
      <div
        ref={row}
        className="absolute inset-x-0 top-0 px-3 sm:px-5"
        style={{ transform: `translateY(calc(-100% - var(--dock-pad) - ${lift}px))` }}
      >
        {/* On a phone the buttons sit on a tray that catches every tap on it: what is behind is hidden, not half
            shown, so a tap meant for a card's Add or a diet filter never lands on Order Now by surprise (and the
            page can always be scrolled to bring them out: its bottom padding is the dock's height). */}
        <div className="mx-auto flex w-full max-w-6xl items-end justify-between gap-3 max-sm:has-[>div>*]:pointer-events-auto max-sm:has-[>div>*]:rounded-2xl max-sm:has-[>div>*]:bg-white max-sm:has-[>div>*]:p-2 max-sm:has-[>div>*]:shadow-2xl max-sm:has-[>div>*]:shadow-tea-900/20 max-sm:has-[>div>*]:ring-1 max-sm:has-[>div>*]:ring-tea-900/10">
          <div ref={dock?.setSlot} className="flex min-w-0 items-end gap-3 [&>*]:pointer-events-auto" />
          <div className="flex min-w-0 items-end gap-3 [&>*]:pointer-events-auto">{end}</div>
        </div>
      </div>
      <div
        ref={under}
        className="absolute inset-x-0 top-0 -translate-y-full px-3 pb-[var(--dock-pad)] sm:px-5 [&>*]:pointer-events-auto"
      >
        {below}
      </div>
    </div>
  );
}

/*
 * The dock's height is written to the few places that use it, not as a custom property on <html>: custom properties
 * are inherited, so changing one there made the browser restyle every element of the page, twice as the page came
 * alive (40-50 ms each on a phone-speed CPU, the largest part of the storefront's blocking time).
 */
let dockHeight: number | null = null;
const dockRooms = new Set<HTMLElement>();

function writeDockRoom(element: HTMLElement) {
  if (dockHeight === null) element.style.removeProperty('--floating-dock-height');
  else element.style.setProperty('--floating-dock-height', `${dockHeight}px`);
}

function setDockHeight(height: number | null) {
  if (height === dockHeight) return;
  dockHeight = height;
  // scroll-padding is not inherited: setting it restyles <html> alone.
  document.documentElement.style.scrollPaddingBottom = height === null ? '' : `${height}px`;
  dockRooms.forEach(writeDockRoom);
}

/**
 * A callback ref for an element that leaves room for the dock: it gets --floating-dock-height (the dock's height in
 * pixels, unset until measured) for its own styles and its children's.
 */
export function dockRoomRef(element: HTMLElement | null) {
  if (!element) return;
  dockRooms.add(element);
  writeDockRoom(element);
  return () => {
    dockRooms.delete(element);
  };
}

/** Puts a page's own floating button into the dock (e.g. the menu's Order Now). */
export function FloatingAction({ children }: { children: ReactNode }) {
  const dock = use(DockSlotContext);
  return dock?.slot ? createPortal(children, dock.slot) : null;
}
