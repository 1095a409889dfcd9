import { Trash2 } from 'lucide-react';
import { Button, buttonClasses } from '../button';
import { BusyIcon } from '../busy-icon';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
} from '../dialog';

/** 'Are you sure you want to delete this product?' (likewise promotion, category), in an alert dialog. */
export function ConfirmDeleteDialog({
  what,
  name,
  open,
  pending,
  onOpenChange,
  onConfirm,
}: {
  what: 'category' | 'product' | 'promotion' | 'option group' | 'opening range' | 'date exception' | 'printer';
  name: string;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogTitle>Are you sure you want to delete this {what}?</AlertDialogTitle>
        <AlertDialogDescription>
          <span className="font-semibold text-tea-900">{name}</span> will be removed for good.
        </AlertDialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <AlertDialogCancel className={buttonClasses({ variant: 'secondary' })}>Cancel</AlertDialogCancel>
          {/* Not AlertDialogAction: the dialog stays open (busy) until the server has answered. */}
          <Button variant="primary" onClick={onConfirm} disabled={pending} aria-busy={pending}>
            <BusyIcon busy={pending} icon={Trash2} className="size-4" />
            Delete
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
