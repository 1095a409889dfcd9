/**
 * A modal dialog on the browser's own <dialog>: the page behind is hidden from screen readers and does not scroll,
 * focus starts inside and Tab keeps it there, Escape closes it, a tap on the dimmed page around it closes it, all
 * without library code. The Size dialog is built on it: it is the first thing a customer opens, usually on a phone,
 * and its code is fetched when Add is pressed, so the less there is the sooner it shows. The other dialogs keep Radix
 * Dialog (components/dialog.tsx).
 *
 * It is opened with show(), not showModal(): showModal() makes the page behind inert through its style, and Chromium
 * then recalculates the style of every element on the page before the dialog can be drawn (70–100 ms on the menu at
 * a phone's speed, half the time from Add to the dialog). The page behind is made modal as Radix Dialog makes it:
 * aria-hidden on the rest of <body> (aria-modal for the dialog), a focus trap, the scroll locked on <html>, and the
 * toasts held back as for Radix's dialogs.
 *
 * It is drawn only while open: mounting opens it, unmounting closes it and gives focus back to what had it (the Add
 * button), as Radix does.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '../lib/cn';
import { hideOthers, markModalOpen, tabbables } from './modal-page';

export function ModalDialog({
  labelledBy,
  describedBy,
  onClose,
  alert = false,
  className,
  children,
}: {
  /** The id of the dialog's title, its accessible name. */
  labelledBy: string;
  describedBy?: string;
  /** Escape, a tap on the dimmed page around it (unless `alert`), or a Cancel button inside. */
  onClose: () => void;
  /**
   * A question before something that cannot be undone (an alertdialog): only its own buttons or Escape answer it, not
   * a tap beside it.
   */
  alert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const layer = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useLayoutEffect(() => {
    const element = dialog.current;
    const container = layer.current;
    if (!element || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusInside = (last = false) => {
      const items = tabbables(element);
      ((last ? items.at(-1) : items[0]) ?? element).focus();
    };
    // Escape from anywhere (the browser answers it only for showModal()); Tab from the last control goes to the first
    // and Shift+Tab from the first to the last.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        const items = tabbables(element);
        const edge = event.shiftKey ? items[0] : items.at(-1);
        if (!items.length || document.activeElement === edge || !element.contains(document.activeElement)) {
          event.preventDefault();
          focusInside(event.shiftKey);
        }
      }
    };
    // Focus that leaves another way (a click on the page, a radio group left with Shift+Tab) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !element.contains(event.target)) focusInside();
    };
    // A tap on the dimmed page around the box closes it, as a pointer's shortcut (keyboards use Escape or Cancel).
    const tapAround = (event: MouseEvent) => {
      if (event.target instanceof Node && !element.contains(event.target) && !alert) close.current();
    };
    container.addEventListener('click', tapAround);
    const showPage = hideOthers(container);
    const unmark = markModalOpen();
    if (!element.open) element.show();
    if (!element.contains(document.activeElement)) focusInside();
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      container.removeEventListener('click', tapAround);
      if (element.open) element.close();
      unmark();
      showPage();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [alert]);
  return createPortal(
    <div ref={layer} className="fixed inset-0 z-50 overflow-y-auto overscroll-contain">
      <div aria-hidden className="fixed inset-0 bg-tea-900/45 backdrop-blur-[2px] animate-fade-in" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <dialog
          ref={dialog}
          role={alert ? 'alertdialog' : undefined}
          aria-modal="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy}
          tabIndex={-1}
          className="static m-0 w-full max-w-md border-0 bg-transparent p-0 text-tea-900 outline-none"
        >
          <div
            className={cn(
              'rounded-3xl bg-cream-50 p-6 shadow-2xl shadow-tea-900/25 ring-1 ring-tea-900/5 sm:p-7',
              className,
            )}
          >
            {children}
          </div>
        </dialog>
      </div>
    </div>,
    document.body,
  );
}
