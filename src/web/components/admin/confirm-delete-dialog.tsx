import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from './confirm-dialog';

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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Are you sure you want to delete this ${what}?`}
      description={
        <>
          <span className="font-semibold text-tea-900">{name}</span> will be removed for good.
        </>
      }
      pending={pending}
      onConfirm={onConfirm}
      confirm="Delete"
      icon={Trash2}
    />
  );
}
