import { Switch } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { useToast } from '../../../../components/toast';
import { ConfirmDeleteDialog } from '../../../../components/admin/confirm-delete-dialog';

/** What the delete question needs of an item: the id to delete and the name it asks about. */
type DeleteTarget = { id: string; name: string };

/**
 * Which of a section's items has a dialog open: the Add/Edit form (item null: a new one) or the delete question.
 * `targetOf` says which id is deleted and by what name it is asked about.
 */
export function useItemDialogs<T>(targetOf: (item: T) => DeleteTarget) {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    add: () => setEditing({ item: null }),
    edit: (item: T) => setEditing({ item }),
    /** The form dialog's own props. */
    form: {
      item: editing?.item ?? null,
      open: editing !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setEditing(null);
      },
    },
    askDelete: (item: T) => setDeleting(item),
    /** The delete dialog's own props. */
    delete: { target: deleting && targetOf(deleting), onClose: () => setDeleting(null) },
  };
}

/**
 * Asks before deleting a catalogue item, stays busy while the server deletes it, then says how it went in a toast
 * ("Product deleted." or "The product was not deleted." with the server's reason).
 */
export function DeleteItemDialog({
  what,
  target,
  remove,
  onClose,
}: {
  what: 'category' | 'product' | 'promotion' | 'option group';
  /** The item asked about: its id and the name the question shows. */
  target: DeleteTarget | null;
  remove: {
    isPending: boolean;
    mutate: (
      id: string,
      handlers: { onSuccess: () => void; onError: (error: Error) => void; onSettled: () => void },
    ) => void;
  };
  onClose: () => void;
}) {
  const toast = useToast();
  return (
    <ConfirmDeleteDialog
      what={what}
      name={target?.name ?? ''}
      open={target !== null}
      pending={remove.isPending}
      onOpenChange={(open) => !open && onClose()}
      onConfirm={() =>
        remove.mutate(target!.id, {
          onSuccess: () => toast({ title: `${what[0]!.toUpperCase()}${what.slice(1)} deleted.`, tone: 'success' }),
          onError: (error) => toast({ title: `The ${what} was not deleted.`, description: error.message }),
          onSettled: onClose,
        })
      }
    />
  );
}

/** A list still loading, failed, or empty says so (`what`: "products"); otherwise the list itself. */
export function ListStatus({
  query,
  what,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  what: string;
  /** What an empty list says; null when it has items. */
  empty: string | null;
  children: ReactNode;
}) {
  if (query.isPending) {
    return (
      <p role="status" className="text-tea-700">
        {`Loading ${what}...`}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="font-medium text-berry-700">
        {`Failed to load ${what}. ${query.error?.message ?? ''}`}
      </p>
    );
  }
  return empty === null ? children : <p className="text-tea-700">{empty}</p>;
}

/** The Sold out switch on a product's or an option's card, with its visible label. */
export function SoldOutSwitch({
  label,
  checked,
  pending,
  onChange,
}: {
  /** The switch's own name, where the visible "Sold out" alone would not say whose. */
  label?: string;
  checked: boolean;
  pending: boolean;
  onChange: (soldOut: boolean) => void;
}) {
  const switchId = useId();
  return (
    <>
      <Switch.Root
        id={switchId}
        aria-label={label}
        checked={checked}
        disabled={pending}
        onCheckedChange={onChange}
        className="relative h-6 w-11 shrink-0 rounded-full bg-tea-400/50 transition-colors data-[state=checked]:bg-berry-600 disabled:opacity-60"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
      <label htmlFor={switchId} className="text-sm font-semibold">
        Sold out
      </label>
    </>
  );
}
