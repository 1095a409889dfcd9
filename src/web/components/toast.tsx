/**
 * The one path for short messages: Radix Toast with a single viewport. Alerts (the spec's
 * alert() texts and every error) are announced with role="alert"; confirmations with role="status". The role sits on
 * a box inside each toast's list item, so the viewport stays a well-formed list.
 *
 * The toasts' code (Radix Toast and its icons, toast-viewport.tsx) is not part of the first page. It is
 * fetched on the first pointer or key press on the page, so it is ready by the time that press asks for a toast; a
 * toast asked for before (e.g. by a failed load) shows as soon as the code arrives.
 */
import { createContext, lazy, Suspense, use, useCallback, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint, whenIdle } from '../lib/after-next-paint';
import type { ShownToast } from './toast-viewport';

export type ToastTone = ShownToast['tone'];

export interface ToastMessage {
  title: string;
  description?: string;
  /** 'alert' (default) for warnings and errors; 'success' for confirmations. */
  tone?: ToastTone;
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);
/** Closes the confirmations on screen: they speak of the page they were made on. */
const CloseConfirmationsContext = createContext<() => void>(() => {});
let nextId = 1;

const loadViewport = () => import('./toast-viewport');
const ToastViewport = lazy(loadViewport);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  // Once a toast has been asked for, the viewport stays: Radix keeps its region (F8 reaches it) and plays exits.
  const [used, setUsed] = useState(false);

  useEffect(() => {
    const events = ['pointerdown', 'keydown'] as const;
    const preload = () => {
      for (const event of events) document.removeEventListener(event, preload, true);
      // After the frame answering this press, once the page is idle: fetching the code then neither holds that frame
      // up (INP) nor competes with what the press itself opens (the Size dialog's code).
      void afterNextPaint()
        .then(() => whenIdle())
        .then(loadViewport)
        .catch(() => {});
    };
    for (const event of events) document.addEventListener(event, preload, { capture: true, passive: true });
    return () => {
      for (const event of events) document.removeEventListener(event, preload, true);
    };
  }, []);

  const show = useCallback<ShowToast>(({ title, description, tone = 'alert' }) => {
    const id = nextId++;
    setUsed(true);
    // The same text twice in a row replaces the first rather than stacking up.
    setToasts((current) => [
      ...current.filter((toast) => toast.title !== title).slice(-2),
      { id, title, description, tone, open: true },
    ]);
  }, []);

  const close = useCallback((id: number) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    // Radix plays the closing animation, then unmounts; drop the entry afterwards.
    window.setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), 400);
  }, []);

  // A confirmation ("Added to your basket") belongs to the page it was made on: it goes when the customer moves on,
  // rather than covering the next page. Alerts stay until read or timed out: they may explain why the page changed.
  const closeConfirmations = useCallback(() => {
    setToasts((current) =>
      current.some((toast) => toast.open && toast.tone === 'success')
        ? current.map((toast) => (toast.tone === 'success' ? { ...toast, open: false } : toast))
        : current,
    );
    // As close() does: Radix plays the exit, then the closed entries go.
    window.setTimeout(() => setToasts((current) => current.filter((toast) => toast.open)), 400);
  }, []);

  return (
    <ToastContext value={show}>
      <CloseConfirmationsContext value={closeConfirmations}>{children}</CloseConfirmationsContext>
      {used ? (
        <Suspense fallback={null}>
          <ToastViewport toasts={toasts} onClose={close} />
        </Suspense>
      ) : null}
    </ToastContext>
  );
}

/** Shows a toast: `toast({ title: 'Your cart is empty!' })`. */
export function useToast(): ShowToast {
  const toast = use(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>.');
  return toast;
}

/** Closes the confirmations on screen whenever `page` changes (the router's path). */
export function useConfirmationsEndWith(page: string): void {
  const closeConfirmations = use(CloseConfirmationsContext);
  useEffect(() => closeConfirmations(), [page, closeConfirmations]);
}
