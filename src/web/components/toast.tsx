/**
 * The one path for short messages: Radix Toast with a single viewport. Alerts (the texts the shop
 * once showed with alert(), and every error) are announced with role="alert"; confirmations with role="status". The role sits on
 * a box inside each toast's list item, so the viewport stays a well-formed list.
 *
 * The toasts' code (Radix Toast and its icons, toast-viewport.tsx) is not part of the first page. It is
 * fetched once the first click or key press on the page has been answered, so it is ready by the time the next asks
 * for a toast; a toast asked for before (e.g. by a failed load, or by that first press) shows as soon as the code
 * arrives.
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

type ViewportModule = typeof import('./toast-viewport');
/** The toasts' code once it has arrived: the first toast is then drawn in the render that asks for it. */
let viewportModule: ViewportModule | null = null;
const loadViewport = () => import('./toast-viewport').then((module) => (viewportModule = module));
// Asked for before the code arrived: through lazy() and Suspense, which React reveals at least 300 ms apart.
const ToastViewport = lazy(loadViewport);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  // Once a toast has been asked for, the viewport stays: Radix keeps its region (F8 reaches it) and plays exits.
  // Whether it is drawn directly is decided then, once: switching later would draw it anew, dropping its toasts.
  const [used, setUsed] = useState<{ direct: boolean } | null>(null);

  useEffect(() => {
    // A click, not the pointer coming down: by the click, what the press opens (the Size dialog) has said so
    // (holdIdleWork), and the toasts' code waits until it is on screen.
    const events = ['click', 'keydown'] as const;
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
    setUsed((current) => current ?? { direct: viewportModule !== null });
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
      {used?.direct && viewportModule ? (
        <viewportModule.default toasts={toasts} onClose={close} />
      ) : used ? (
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
