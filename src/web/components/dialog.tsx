/** Radix Dialog and AlertDialog with Pearl's styling (the shadcn/ui pattern): focus trap, Escape, labelled. */
import { AlertDialog as AlertDialogPrimitive, Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

const overlayClasses = 'fixed inset-0 z-50 bg-tea-900/45 backdrop-blur-[2px] data-[state=open]:animate-fade-in';
const contentClasses =
  'fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 ' +
  'rounded-3xl bg-cream-50 p-6 shadow-2xl shadow-tea-900/25 ring-1 ring-tea-900/5 focus:outline-none sm:p-7';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content className={cn(contentClasses, className)} {...props}>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-display text-2xl font-bold text-tea-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-1 text-tea-700', className)} {...props} />;
}

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;

/** The alert's box; `title` and `description`, when given, open it (as AlertDialogTitle and AlertDialogDescription). */
export function AlertDialogContent({
  className,
  title,
  description,
  children,
  ...props
}: Omit<ComponentProps<typeof AlertDialogPrimitive.Content>, 'title'> & {
  title?: ReactNode;
  description?: ReactNode;
}) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses} />
      <AlertDialogPrimitive.Content className={cn(contentClasses, className)} {...props}>
        {title ? <AlertDialogTitle>{title}</AlertDialogTitle> : null}
        {description ? <AlertDialogDescription>{description}</AlertDialogDescription> : null}
        {children}
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return (
    <AlertDialogPrimitive.Title className={cn('font-display text-xl font-bold text-tea-900', className)} {...props} />
  );
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn('mt-2 text-tea-700', className)} {...props} />;
}
