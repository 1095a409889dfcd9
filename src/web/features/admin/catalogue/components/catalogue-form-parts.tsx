import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { DialogClose } from '../../../../components/dialog';
import { SelectField, TextField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { SaveError } from '../../components/save-error';
import type { AdminCategory } from '../api/types';

/** What a catalogue form does once the server has saved: a toast says so (`title`) and the dialog closes. */
export function useSavedToast(title: string, onDone: () => void) {
  const toast = useToast();
  return () => {
    toast({ title, tone: 'success' });
    onDone();
  };
}

/**
 * The end of every catalogue form: why the save failed (`failed`: the form's words and the server's, when there is
 * something to say at the foot of the form), then Cancel and the submit button (busy while saving).
 */
export function CatalogueFormActions({
  failed,
  pending,
  submitLabel,
  className = 'mt-2',
}: {
  failed: { title: string; detail: string | undefined } | null;
  pending: boolean;
  submitLabel: string;
  className?: string;
}) {
  return (
    <>
      {failed ? <SaveError title={failed.title} detail={failed.detail} /> : null}
      <div className={`${className} flex justify-end gap-3`}>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

/** A price in pounds (two decimals, not below zero). */
export function PoundsField({
  id,
  label,
  error,
  field,
}: {
  id: string;
  label: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  return (
    <TextField id={id} label={label} type="number" inputMode="decimal" step="0.01" min="0" error={error} {...field} />
  );
}

/** The category a product or promotion belongs to, chosen from the shop's categories once they have loaded. */
export function CategorySelect({
  id,
  categories,
  placeholder,
  error,
  field,
}: {
  id: string;
  categories: { data: AdminCategory[] | undefined; isPending: boolean; isError: boolean };
  /** The empty choice's words once the categories are in. */
  placeholder: string;
  error: string | undefined;
  field: UseFormRegisterReturn;
}) {
  return (
    <SelectField
      id={id}
      label="Category"
      error={error ?? (categories.isError ? 'Failed to load categories.' : undefined)}
      disabled={!categories.data}
      {...field}
    >
      <option value="">{categories.isPending ? 'Loading categories...' : placeholder}</option>
      {(categories.data ?? []).map((category) => (
        <option key={category.id} value={category.value}>
          {category.displayName} ({category.value})
        </option>
      ))}
    </SelectField>
  );
}
