import type { AdminOptionGroupAnswer, AdminOptionGroupInput } from '@domain/contracts/admin-options';
import { useState } from 'react';
import { TextField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useSaveOptionGroup } from '../../../../lib/admin/option-groups';
import type { AdminCategory, AdminProduct } from '../../../../lib/admin/catalogue-types';
import { newGroupId, optionGroupFormSchema, optionGroupFormValues, type OptionGroupFormValues } from '../option-forms';
import { bind, CatalogueForm, saveFailure, useSavedToast, useSchemaForm } from './catalogue-form-parts';
import { FormDialogFrame, type DialogOpenState } from './form-dialog-frame';
import { ChoiceKindFields, GroupCategories, OptionsFieldset, PerProductModes } from './option-group-fields';

/** Add or edit an option group: its options with prices by size, its limits, and where it applies. */
export function OptionGroupFormDialog({
  item: saved,
  sortOrder,
  categories,
  products,
  ...dialog
}: {
  item: AdminOptionGroupAnswer | null;
  /** Where a new group goes: after the others. */
  sortOrder: number;
  categories: AdminCategory[];
  products: AdminProduct[];
} & DialogOpenState) {
  return (
    <FormDialogFrame
      {...dialog}
      wide
      noun="Option Group"
      editing={saved !== null}
      description="Prices in pounds, added to the drink's price. The menu updates as soon as you save."
      formKey={saved?.group.id ?? 'new'}
      form={(onDone) => (
        <OptionGroupForm
          saved={saved}
          sortOrder={saved?.group.sortOrder ?? sortOrder}
          categories={categories}
          products={products}
          onDone={onDone}
        />
      )}
    />
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
  const form = useSchemaForm<OptionGroupFormValues, AdminOptionGroupInput>(
    schema,
    optionGroupFormValues(saved, products),
  );

  return (
    <CatalogueForm
      spacious
      onSubmit={form.handleSubmit((input) => save.mutate({ input, existing: saved !== null }, { onSuccess: done }))}
      failed={saveFailure(save, 'option group', (error) => (error instanceof ApiError ? error.message : undefined))}
      pending={save.isPending}
      submitLabel={saved ? 'Save' : 'Add Group'}
    >
      <TextField
        id="option-group-name"
        label="Group name"
        hint="The heading customers read, e.g. Sugar, Ice or Toppings."
        {...bind(form, 'name')}
      />
      <ChoiceKindFields form={form} />
      <OptionsFieldset form={form} />
      <GroupCategories form={form} categories={categories} />
      <PerProductModes form={form} products={products} />
    </CatalogueForm>
  );
}
