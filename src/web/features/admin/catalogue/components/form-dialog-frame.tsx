import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/dialog';

/**
 * Each add button opens a modal form (Add or Edit), max width md; it scrolls inside on a small screen. The form is
 * drawn only while the dialog is open, so each opening starts from the saved values.
 */
export function FormDialogFrame({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
  /** A longer form (an option group with its options) takes more width on a large screen. */
  wide?: boolean;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={`max-h-[calc(100dvh-2rem)] overflow-y-auto ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {open ? children : null}
      </DialogContent>
    </Dialog>
  );
}
