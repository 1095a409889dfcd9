import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TextField } from '../../../../components/form-field';
import { useSaveCatalogueItem } from '../api/save-catalogue-item';
import type { AdminCategory } from '../api/types';
import { categoryFormSchema, categoryFormValues } from '../catalogue-forms';
import { CatalogueFormActions, useSavedToast } from './catalogue-form-parts';
import { FormDialogFrame } from './form-dialog-frame';

/** Add or edit a category (value and display name required; §3: the id follows the value on create). */
export function CategoryFormDialog({
  category,
  open,
  onOpenChange,
}: {
  category: AdminCategory | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={category ? 'Edit Category' : 'Add Category'}
      description={
        category
          ? `Changing the value moves its products and promotions with it.`
          : 'The value is the category’s label on the menu filter.'
      }
    >
      <CategoryForm key={category?.id ?? 'new'} category={category} onDone={() => onOpenChange(false)} />
    </FormDialogFrame>
  );
}

function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const save = useSaveCatalogueItem('categories');
  const saved = useSavedToast(category ? 'Category saved.' : 'Category added.', onDone);
  const form = useForm<z.input<typeof categoryFormSchema>, unknown, z.output<typeof categoryFormSchema>>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: categoryFormValues(category),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => save.mutate({ id: category?.id, input }, { onSuccess: saved }));

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
      <TextField
        id="category-value"
        label="Value"
        hint="Lower-case letters and digits joined by hyphens, as in milk-tea: the menu's filters and links use it."
        error={errors.value?.message}
        autoComplete="off"
        {...form.register('value')}
      />
      <TextField
        id="category-display-name"
        label="Display name"
        error={errors.displayName?.message}
        autoComplete="off"
        {...form.register('displayName')}
      />
      <CatalogueFormActions
        failed={
          save.isError ? { title: 'Failed to save category. Please try again.', detail: save.error.message } : null
        }
        pending={save.isPending}
        submitLabel={category ? 'Save' : 'Add Category'}
      />
    </form>
  );
}
