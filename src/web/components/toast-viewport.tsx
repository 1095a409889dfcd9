/**
 * The toasts on screen: Radix Toast with a single viewport (see toast.tsx). Its code is fetched on the first
 * interaction with the page or the first toast, whichever comes first, not with the first page.
 */
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/** A toast as the provider keeps it: open until closed, then gone after its closing animation. */
export interface ShownToast {
  id: number;
  title: string;
  description?: string;
  /** 'alert' for warnings and errors; 'success' for confirmations. */
  tone: 'alert' | 'success';
  open: boolean;
}

export default function ToastViewport({ toasts, onClose }: { toasts: ShownToast[]; onClose: (id: number) => void }) {
  return (
    <ToastPrimitive.Provider swipeDirection="up" duration={5000} label="Notifications">
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => (open ? undefined : onClose(toast.id))}
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
  );
}
