import { createContext, use, useEffect, useRef, useState, type ReactNode } from 'react';
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
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return <DockSlotContext value={{ slot, setSlot }}>{children}</DockSlotContext>;
}

/** The fixed column: a row of floating actions (page actions on the left, `end` on the right), then `below`. */
export function FloatingDock({ end, below }: { end: ReactNode; below: ReactNode }) {
  const dock = use(DockSlotContext);
  const column = useRef<HTMLDivElement>(null);
  // The column's height, as --floating-dock-height on the page: the footer leaves that much room below its last
  // line, so the end of every page can be scrolled out from behind the buttons and the cookie banner (issue 11).
  useEffect(() => {
    const element = column.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--floating-dock-height', `${Math.ceil(element.getBoundingClientRect().height)}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--floating-dock-height');
    };
  }, []);
  return (
    <div
      ref={column}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col gap-3 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-5 sm:pb-5"
    >
      <div className="mx-auto flex w-full max-w-6xl items-end justify-between gap-3">
        <div ref={dock?.setSlot} className="flex min-w-0 items-end gap-3 [&>*]:pointer-events-auto" />
        <div className="flex min-w-0 items-end gap-3 [&>*]:pointer-events-auto">{end}</div>
      </div>
      {below ? <div className="[&>*]:pointer-events-auto">{below}</div> : null}
    </div>
  );
}

/** Puts a page's own floating button into the dock (e.g. the menu's Order Now). */
export function FloatingAction({ children }: { children: ReactNode }) {
  const dock = use(DockSlotContext);
  return dock?.slot ? createPortal(children, dock.slot) : null;
}
