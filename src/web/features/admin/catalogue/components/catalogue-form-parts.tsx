import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEventHandler, ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type FormState,
  type Path,
  type UseFormGetFieldState,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { ZodType } from 'zod';
import { Button } from '../../../../components/button';
import { DialogClose } from '../../../../components/dialog';
import { SelectField, TextField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { SaveError } from '../../../../components/admin/save-error';
import { useSaveCatalogueItem, type Collections } from '../api/save-catalogue-item';
import type { AdminCategory } from '../../../../lib/admin/catalogue-types';
import { shopDate } from '@domain/opening-hours';
import { VAT_CLASS_HINT, vatClassChoices } from '@domain/vat';
import { useVatRegistered } from '../../../../lib/admin/vat';

/** What a catalogue form does once the server has saved: a toast says so (`title`) and the dialog closes. */
export function useSavedToast(title: string, onDone: () => void) {
  const toast = useToast();
  return () => {
    toast({ title, tone: 'success' });
    onDone();
  };
}

/** A catalogue form's fields, checked in the browser by the same schema that turns them into the API's input. */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
}

/**
 * A category's, product's or promotion's form: its fields, and a submit that saves the item (a new one without an
 * id); once saved a toast says so ("Product saved.", "Product added.") and the dialog closes (`saved`), unless the
 * form has more to do with the saved item first (`onSaved`, which calls `saved` when it is done).
 */
export function useItemForm<
  C extends keyof Collections,
  Input extends FieldValues,
  Output extends Collections[C]['input'],
>(
  collection: C,
  noun: string,
  { item, onDone }: { item: { id: string } | null; onDone: () => void },
  schema: ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const save = useSaveCatalogueItem(collection);
  const saved = useSavedToast(`${noun} ${item ? 'saved' : 'added'}.`, onDone);
  const form = useSchemaForm(schema, defaultValues);
  const submit = (onError?: (error: Error) => void, onSaved?: (item: Collections[C]['item']) => void) =>
    form.handleSubmit((input) =>
      save.mutate({ id: item?.id, input }, { onSuccess: (answer) => (onSaved ? onSaved(answer) : saved()), onError }),
    );
  /** The form's frame, for a form that only saves: Save (or "Add Category") and why the save failed. */
  const frame = {
    onSubmit: submit(),
    failed: saveFailure(save, noun.toLowerCase()),
    pending: save.isPending,
    submitLabel: item ? 'Save' : `Add ${noun}`,
  };
  return { form, save, submit, saved, frame };
}

/** The parts of a form that `bind` reads. */
interface BindableForm<T extends FieldValues> {
  register: UseFormRegister<T>;
  getFieldState: UseFormGetFieldState<NoInfer<T>>;
  formState: FormState<NoInfer<T>>;
}

/**
 * A field's registration and its message, spread onto a TextField, SelectField, PoundsField or CategorySelect. No
 * browser suggestions: what it remembers from other forms is never a product's name, price or category.
 */
export function bind<T extends FieldValues>(form: BindableForm<T>, name: NoInfer<Path<T>>) {
  return {
    autoComplete: 'off',
    error: form.getFieldState(name, form.formState).error?.message,
    ...form.register(name),
  };
}

/** Why a save failed, in the form's words ("Failed to save product.") and the server's (`detail`). */
export function saveFailure(
  save: { isError: boolean; error: Error | null },
  what: string,
  detail: (error: Error) => string | undefined = (error) => error.message,
) {
  return save.isError && save.error
    ? { title: `Failed to save ${what}. Please try again.`, detail: detail(save.error) }
    : null;
}

/**
 * Every catalogue form: its fields, then why the save failed (`failed`: when there is something to say at the foot
 * of the form), then Cancel and the submit button (busy while saving).
 */
export function CatalogueForm({
  onSubmit,
  failed,
  pending,
  submitLabel,
  spacious = false,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  failed: { title: string; detail: string | undefined } | null;
  pending: boolean;
  submitLabel: string;
  /** A long form (an option group) spaces its parts further apart. */
  spacious?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={`mt-5 grid ${spacious ? 'gap-5' : 'gap-4'}`}>
      {children}
      {failed ? <SaveError title={failed.title} detail={failed.detail} /> : null}
      <div className={`${spacious ? 'mt-1' : 'mt-2'} flex justify-end gap-3`}>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" busy={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** A price in pounds (two decimals, not below zero). */
export function PoundsField({
  id,
  label,
  error,
  ...field
}: { id: string; label: string; error: string | undefined } & UseFormRegisterReturn) {
  return (
    <TextField id={id} label={label} type="number" inputMode="decimal" step="0.01" min="0" error={error} {...field} />
  );
}

/** A product's or a promotion's two prices, regular and large, side by side. */
export function SizePriceFields<T extends FieldValues & { priceReg: string; priceLrg: string }>({
  idPrefix,
  form,
}: {
  idPrefix: string;
  form: BindableForm<T>;
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <PoundsField id={`${idPrefix}-price-reg`} label="Regular price (£)" {...bind(form, 'priceReg' as Path<T>)} />
      <PoundsField id={`${idPrefix}-price-lrg`} label="Large price (£)" {...bind(form, 'priceLrg' as Path<T>)} />
    </div>
  );
}

/** The category a product or promotion belongs to, chosen from the shop's categories once they have loaded. */
export function CategorySelect({
  id,
  categories,
  placeholder,
  error,
  ...field
}: {
  id: string;
  categories: { data: AdminCategory[] | undefined; isPending: boolean; isError: boolean };
  /** The empty choice's words once the categories are in. */
  placeholder: string;
  error: string | undefined;
} & UseFormRegisterReturn) {
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

/**
 * "VAT rate": Standard, Reduced or Zero (with today's rates), or none of its own (`inherit` names what applies then).
 * The hint says the shop chooses and its accountant confirms: nothing is guessed from a name. Shown only while the shop
 * is VAT-registered (without a VAT number no screen shows VAT); a form saved without it leaves the class as it was.
 */
export function VatClassSelect({
  id,
  inherit,
  error,
  withHint = true,
  ...field
}: {
  id: string;
  inherit: string;
  error: string | undefined;
  /** False where the hint is said once above many selects (a group's options). */
  withHint?: boolean;
  'aria-label'?: string;
} & UseFormRegisterReturn) {
  if (!useVatRegistered()) return null;
  return (
    <SelectField id={id} label="VAT rate" hint={withHint ? VAT_CLASS_HINT : undefined} error={error} {...field}>
      <option value="">{inherit}</option>
      {vatClassChoices(shopDate(new Date())).map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}
