import type { ReactNode } from 'react';
import { Button, buttonClasses } from '../button';
import { AlertDialog, AlertDialogCancel, AlertDialogContent } from '../dialog';

/**
 * A staff question before something that cannot be undone (delete, deactivate, refund, close the day): its title, what
 * will happen, Cancel and the button that does it. That button is not AlertDialogAction: the dialog stays open, busy,
 * until the server has answered, and the caller closes it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's content: its icon and words. */
  confirm: ReactNode;
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent title={title} description={description}>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <AlertDialogCancel className={buttonClasses({ variant: 'secondary' })}>Cancel</AlertDialogCancel>
          <Button variant="primary" onClick={onConfirm} busy={pending}>
            {confirm}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
