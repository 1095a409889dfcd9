import { LoaderCircle } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button, buttonClasses } from '../button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '../dialog';
import { SaveError } from './save-error';

/**
 * What + Add Staff and + Add Printer open: a dialog titled as its button ("Add Staff"), saying what happens next,
 * then the form's fields, why the add failed (`failed`), Cancel, and the add button named as the title, busy while
 * adding. The form's own state and checks stay with its page.
 */
export function AddDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  failed,
  pending,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  onSubmit: (event: FormEvent) => void;
  failed: { title: string; detail: string } | null;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-5 grid grid-cols-1 gap-4">
          {children}
          {failed ? <SaveError title={failed.title} detail={failed.detail} /> : null}
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <DialogClose className={buttonClasses({ variant: 'secondary' })}>Cancel</DialogClose>
            <Button type="submit" variant="primary" busy={pending}>
              {pending ? <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" /> : null}
              {title}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
