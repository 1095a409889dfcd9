import { TextField } from '../../../../components/form-field';
import type { AdminCategory } from '../../../../lib/admin/catalogue-types';
import { categoryFormSchema, categoryFormValues } from '../catalogue-forms';
import { bind, CatalogueForm, useItemForm, VatClassSelect } from './catalogue-form-parts';
import { FormDialogFrame, type DialogOpenState } from './form-dialog-frame';

/** Add or edit a category (value and display name required; on create the id follows the value). */
export function CategoryFormDialog({ item: category, ...dialog }: { item: AdminCategory | null } & DialogOpenState) {
  return (
    <FormDialogFrame
      {...dialog}
      noun="Category"
      editing={category !== null}
      description={
        category
          ? `Changing the value moves its products and promotions with it.`
          : 'The value is the category’s label on the menu filter.'
      }
      formKey={category?.id ?? 'new'}
      form={(onDone) => <CategoryForm item={category} onDone={onDone} />}
    />
  );
}

function CategoryForm(props: { item: AdminCategory | null; onDone: () => void }) {
  const { form, frame } = useItemForm(
    'categories',
    'Category',
    props,
    categoryFormSchema,
    categoryFormValues(props.item),
  );

  return (
    <CatalogueForm {...frame}>
      <TextField
        id="category-value"
        label="Value"
        hint="Lower-case letters and digits joined by hyphens, as in milk-tea: the menu's filters and links use it."
        {...bind(form, 'value')}
      />
      <TextField id="category-display-name" label="Display name" {...bind(form, 'displayName')} />
      <VatClassSelect id="category-vat-class" inherit="Shop’s default" {...bind(form, 'vatClass')} />
    </CatalogueForm>
  );
}
