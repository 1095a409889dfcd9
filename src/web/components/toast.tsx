/**
 * The one path for short messages (STYLE.md habit 4): Radix Toast with a single viewport. Alerts (the spec's
 * alert() texts and every error) are announced with role="alert"; confirmations with role="status". The role sits on
 * a box inside each toast's list item, so the viewport stays a well-formed list.
 */
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export type ToastTone = 'alert' | 'success';

export interface ToastMessage {
  title: string;
  description?: string;
  /** 'alert' (default) for warnings and errors; 'success' for confirmations. */
  tone?: ToastTone;
}

interface ShownToast extends Required<Pick<ToastMessage, 'title' | 'tone'>> {
  id: number;
  description?: string;
  open: boolean;
}

type ShowToast = (message: ToastMessage) => void;

const ToastContext = createContext<ShowToast | null>(null);
let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);

  const show = useCallback<ShowToast>(({ title, description, tone = 'alert' }) => {
    const id = nextId++;
    // The same text twice in a row replaces the first rather than stacking up.
    setToasts((current) => [
      ...current.filter((toast) => toast.title !== title).slice(-2),
      { id, title, description, tone, open: true },
    ]);
  }, []);

  const close = (id: number) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    // Radix plays the closing animation, then unmounts; drop the entry afterwards.
    window.setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), 400);
  };

  const value = useMemo(() => show, [show]);

  return (
    <ToastContext value={value}>
      <ToastPrimitive.Provider swipeDirection="up" duration={5000} label="Notifications">
        {children}
        {toasts.map((toast) => (
          <ToastPrimitive.Root
            key={toast.id}
            open={toast.open}
            onOpenChange={(open) => (open ? undefined : close(toast.id))}
            type={toast.tone === 'alert' ? 'foreground' : 'background'}
            className={cn(
              'pointer-events-auto w-full rounded-2xl px-4 py-3 shadow-lg ring-1',
              'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
              'data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)]',
              toast.tone === 'alert'
                ? 'bg-white text-tea-900 ring-berry-500/40'
                : 'bg-white text-tea-900 ring-matcha-600/40',
            )}
          >
            {/* The role sits inside the list item: an <li> with a role of its own breaks the list (axe: list). */}
            <div role={toast.tone === 'alert' ? 'alert' : 'status'} className="flex items-start gap-3">
              {toast.tone === 'alert' ? (
                <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-berry-600" />
              ) : (
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-matcha-600" />
              )}
              <div className="min-w-0 flex-1">
                <ToastPrimitive.Title className="font-semibold">{toast.title}</ToastPrimitive.Title>
                {toast.description ? (
                  <ToastPrimitive.Description className="mt-0.5 text-sm text-tea-700">
                    {toast.description}
                  </ToastPrimitive.Description>
                ) : null}
              </div>
              <ToastPrimitive.Close
                aria-label="Dismiss notification"
                className="-m-1 rounded-full p-1 text-tea-600 hover:bg-cream-200 hover:text-tea-900"
              >
                <X aria-hidden className="size-4" />
              </ToastPrimitive.Close>
            </div>
          </ToastPrimitive.Root>
        ))}
        <ToastPrimitive.Viewport className="toast-viewport fixed left-1/2 top-20 z-[60] flex w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 flex-col gap-2 outline-none" />
      </ToastPrimitive.Provider>
    </ToastContext>
  );
}

/** Shows a toast: `toast({ title: 'Your cart is empty!' })`. */
export function useToast(): ShowToast {
  const toast = use(ToastContext);
  if (!toast) throw new Error('useToast must be used inside <ToastProvider>.');
  return toast;
}
