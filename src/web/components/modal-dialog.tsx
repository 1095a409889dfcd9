/**
 * A modal dialog on the browser's own <dialog>, opened with showModal(): the page behind is inert and hidden from
 * screen readers, focus starts inside, Escape closes it, all without library code. The Size dialog is built on it: it
 * is the first thing a customer opens, usually on a phone, and its code is fetched when Add is pressed, so the less
 * there is the sooner it shows. The other dialogs keep Radix Dialog (components/dialog.tsx).
 *
 * It is drawn only while open: mounting opens it, unmounting closes it and gives focus back to what had it (the Add
 * button), as Radix does.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '../lib/cn';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A tap on the dimmed page around the box closes it, as a pointer's shortcut: the box fills the <dialog>, so only
    // there is the <dialog> itself the target. Keyboards close it with Escape, or Cancel inside.
    const tapAround = (event: MouseEvent) => {
      if (event.target === element && !alert) close.current();
    };
    element.addEventListener('click', tapAround);
    if (!element.open) element.showModal();
    return () => {
      element.removeEventListener('click', tapAround);
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [alert]);
  return (
    <dialog
      ref={dialog}
      role={alert ? 'alertdialog' : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Escape: the parent closes it (it unmounts it), so its state stays the one truth.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={cn(
        'm-auto w-[calc(100vw-2rem)] max-w-md overflow-visible border-0 bg-transparent p-0 text-tea-900',
        'backdrop:bg-tea-900/45 backdrop:backdrop-blur-[2px] backdrop:animate-fade-in',
      )}
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
  );
}
