import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { ALLERGENS, DIETARY_TAGS, type AllergenCode, type DietaryTagCode } from '@domain/allergens';
import type { z } from 'zod';
import { CheckboxField, TextField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useAdminCategories } from '../api/get-categories';
import { useSaveCatalogueItem } from '../api/save-catalogue-item';
import type { AdminProduct } from '../api/types';
import { productFormSchema, productFormValues } from '../catalogue-forms';
import { CatalogueFormActions, CategorySelect, PoundsField, useSavedToast } from './catalogue-form-parts';
import { FormDialogFrame } from './form-dialog-frame';

/** Add or edit a product (name, category and both prices required; image and calories optional). */
export function ProductFormDialog({
  product,
  defaultCategory,
  open,
  onOpenChange,
}: {
  product: AdminProduct | null;
  defaultCategory: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={product ? 'Edit Product' : 'Add Product'}
      description="Prices in pounds. The menu updates as soon as you save."
    >
      <ProductForm
        key={product?.id ?? 'new'}
        product={product}
        defaultCategory={defaultCategory}
        onDone={() => onOpenChange(false)}
      />
    </FormDialogFrame>
  );
}

function ProductForm({
  product,
  defaultCategory,
  onDone,
}: {
  product: AdminProduct | null;
  defaultCategory: string;
  onDone: () => void;
}) {
  const categories = useAdminCategories();
  const save = useSaveCatalogueItem('products');
  const saved = useSavedToast(product ? 'Product saved.' : 'Product added.', onDone);
  const form = useForm<z.input<typeof productFormSchema>, unknown, z.output<typeof productFormSchema>>({
    resolver: zodResolver(productFormSchema),
    defaultValues: productFormValues(product, defaultCategory),
  });
  const { errors } = form.formState;
  const allergens = useWatch({ control: form.control, name: 'allergens' });
  const tags = useWatch({ control: form.control, name: 'tags' });

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: product?.id, input },
      {
        onSuccess: saved,
        // 409: another product has this name (case and spaces ignored); say so at the Name field.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            form.setError('name', { message: error.message }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
      <TextField
        id="product-name"
        label="Name"
        error={errors.name?.message}
        autoComplete="off"
        {...form.register('name')}
      />
      <CategorySelect
        id="product-category"
        categories={categories}
        placeholder="Choose a category"
        error={errors.category?.message}
        field={form.register('category')}
      />
      <div className="grid grid-cols-2 gap-3">
        <PoundsField
          id="product-price-reg"
          label="Regular price (£)"
          error={errors.priceReg?.message}
          field={form.register('priceReg')}
        />
        <PoundsField
          id="product-price-lrg"
          label="Large price (£)"
          error={errors.priceLrg?.message}
          field={form.register('priceLrg')}
        />
      </div>
      <TextField
        id="product-image"
        label="Image URL (optional)"
        placeholder="/images/… or https://…"
        error={errors.image?.message}
        autoComplete="off"
        {...form.register('image')}
      />
      <TextField
        id="product-calories"
        label="Calories (optional)"
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        error={errors.calories?.message}
        {...form.register('calories')}
      />
      <CodeCheckboxGroup
        legend="Allergens (the UK's 14)"
        idPrefix="product-allergen"
        choices={ALLERGENS}
        chosen={allergens}
        columns
        onChange={(codes) => form.setValue('allergens', codes as AllergenCode[], { shouldDirty: true })}
        error={errors.allergens?.message}
      />
      <CodeCheckboxGroup
        legend="Dietary tags"
        idPrefix="product-tag"
        choices={DIETARY_TAGS}
        chosen={tags}
        onChange={(codes) => form.setValue('tags', codes as DietaryTagCode[], { shouldDirty: true })}
        error={errors.tags?.message}
      />
      <CheckboxField id="product-sold-out" label="Sold out" {...form.register('soldOut')} />
      <CatalogueFormActions
        // A name already taken is said at the Name field instead.
        failed={
          save.isError && !(save.error instanceof ApiError && save.error.status === 409)
            ? { title: 'Failed to save product. Please try again.', detail: save.error.message }
            : null
        }
        pending={save.isPending}
        submitLabel={product ? 'Save' : 'Add Product'}
      />
    </form>
  );
}

/** A labelled group of checkboxes over stable codes (allergens, dietary tags): ticked codes in the list's order. */
function CodeCheckboxGroup({
  legend,
  idPrefix,
  choices,
  chosen,
  columns = false,
  onChange,
  error,
}: {
  legend: string;
  idPrefix: string;
  choices: readonly { code: string; name: string }[];
  chosen: readonly string[];
  columns?: boolean;
  onChange: (codes: string[]) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <legend className="text-sm font-semibold text-tea-900">{legend}</legend>
      <div className={columns ? 'grid gap-x-4 gap-y-2 sm:grid-cols-2' : 'flex flex-wrap gap-x-5 gap-y-2'}>
        {choices.map((choice) => (
          <CheckboxField
            key={choice.code}
            id={`${idPrefix}-${choice.code}`}
            label={choice.name}
            className="[&>label]:font-medium"
            checked={chosen.includes(choice.code)}
            onChange={(event) =>
              onChange(
                choices
                  .map((c) => c.code)
                  .filter((code) => (code === choice.code ? event.target.checked : chosen.includes(code))),
              )
            }
          />
        ))}
      </div>
      {error ? (
        <p id={`${idPrefix}-error`} className="text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
