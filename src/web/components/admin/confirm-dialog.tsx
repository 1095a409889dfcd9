import type { LucideIcon } from 'lucide-react';
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
  icon,
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The confirming button's words. */
  confirm: ReactNode;
  /** Its icon, a spinner while the server answers. */
  icon?: LucideIcon;
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent title={title} description={description}>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <AlertDialogCancel className={buttonClasses({ variant: 'secondary' })}>Cancel</AlertDialogCancel>
          <Button variant="primary" onClick={onConfirm} busy={pending} icon={icon}>
            {confirm}
          </Button>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
