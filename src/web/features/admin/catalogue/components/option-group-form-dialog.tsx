import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminOptionGroupAnswer, AdminOptionGroupInput } from '@domain/contracts/admin-options';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useSaveOptionGroup } from '../api/option-groups';
import type { AdminCategory, AdminProduct } from '../api/types';
import { newGroupId, optionGroupFormSchema, optionGroupFormValues, type OptionGroupFormValues } from '../option-forms';
import { CatalogueFormActions, useSavedToast } from './catalogue-form-parts';
import { FormDialogFrame } from './form-dialog-frame';
import { ChoiceKindFields, GroupCategories, OptionsFieldset, PerProductModes } from './option-group-fields';

/** Add or edit an option group: its options with prices by size, its limits, and where it applies. */
export function OptionGroupFormDialog({
  saved,
  sortOrder,
  categories,
  products,
  open,
  onOpenChange,
}: {
  saved: AdminOptionGroupAnswer | null;
  /** Where a new group goes: after the others. */
  sortOrder: number;
  categories: AdminCategory[];
  products: AdminProduct[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialogFrame
      wide
      open={open}
      onOpenChange={onOpenChange}
      title={saved ? 'Edit Option Group' : 'Add Option Group'}
      description="Prices in pounds, added to the drink's price. The menu updates as soon as you save."
    >
      <OptionGroupForm
        key={saved?.group.id ?? 'new'}
        saved={saved}
        sortOrder={saved?.group.sortOrder ?? sortOrder}
        categories={categories}
        products={products}
        onDone={() => onOpenChange(false)}
      />
    </FormDialogFrame>
  );
}

function OptionGroupForm({
  saved,
  sortOrder,
  categories,
  products,
  onDone,
}: {
  saved: AdminOptionGroupAnswer | null;
  sortOrder: number;
  categories: AdminCategory[];
  products: AdminProduct[];
  onDone: () => void;
}) {
  const save = useSaveOptionGroup();
  const done = useSavedToast(saved ? 'Option group saved.' : 'Option group added.', onDone);
  // A new group's id is made once, when the dialog opens; an existing group keeps its own.
  const [schema] = useState(() => optionGroupFormSchema(saved?.group.id ?? newGroupId(), sortOrder));
  const form = useForm<OptionGroupFormValues, unknown, AdminOptionGroupInput>({
    resolver: zodResolver(schema),
    defaultValues: optionGroupFormValues(saved, products),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((input) => save.mutate({ input, existing: saved !== null }, { onSuccess: done }));

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-5">
      <TextField
        id="option-group-name"
        label="Group name"
        hint="The heading customers read, e.g. Sugar, Ice or Toppings."
        error={errors.name?.message}
        autoComplete="off"
        {...form.register('name')}
      />
      <ChoiceKindFields form={form} />
      <OptionsFieldset form={form} />
      <GroupCategories form={form} categories={categories} />
      <PerProductModes form={form} products={products} />
      <CatalogueFormActions
        className="mt-1"
        failed={
          save.isError
            ? {
                title: 'Failed to save option group. Please try again.',
                detail: save.error instanceof ApiError ? save.error.message : undefined,
              }
            : null
        }
        pending={save.isPending}
        submitLabel={saved ? 'Save' : 'Add Group'}
      />
    </form>
  );
}
