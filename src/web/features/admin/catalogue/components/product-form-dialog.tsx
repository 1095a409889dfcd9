import { useWatch } from 'react-hook-form';
import { ALLERGENS, DIETARY_TAGS, type AllergenCode, type DietaryTagCode } from '@domain/allergens';
import { CheckboxField, TextField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useAdminCategories } from '../api/get-categories';
import type { AdminProduct } from '../api/types';
import { productFormSchema, productFormValues } from '../catalogue-forms';
import { bind, CatalogueForm, CategorySelect, saveFailure, SizePriceFields, useItemForm } from './catalogue-form-parts';
import { categorisedItemDialog, type CategorisedItemForm } from './form-dialog-frame';
import { ProductPhotoField } from './product-photo-field';

/** Add or edit a product (name, category and both prices required; image and calories optional). */
export const ProductFormDialog = categorisedItemDialog<AdminProduct>(
  'Product',
  'Prices in pounds. The menu updates as soon as you save.',
  ProductForm,
);

/** 409: another product has this name (case and spaces ignored); it is said at the Name field. */
const nameTaken = (error: Error | null) => error instanceof ApiError && error.status === 409;

function ProductForm(props: CategorisedItemForm<AdminProduct> & { onDone: () => void }) {
  const categories = useAdminCategories();
  const { form, save, submit } = useItemForm(
    'products',
    'Product',
    props,
    productFormSchema,
    productFormValues(props.item, props.defaultCategory),
  );
  const { errors } = form.formState;
  const allergens = useWatch({ control: form.control, name: 'allergens' });
  const tags = useWatch({ control: form.control, name: 'tags' });
  const onSubmit = submit((error) => {
    if (nameTaken(error)) form.setError('name', { message: error.message }, { shouldFocus: true });
  });

  return (
    <CatalogueForm
      onSubmit={onSubmit}
      failed={nameTaken(save.error) ? null : saveFailure(save, 'product')}
      pending={save.isPending}
      submitLabel={props.item ? 'Save' : 'Add Product'}
    >
      <TextField id="product-name" label="Name" autoComplete="off" {...bind(form, 'name')} />
      <CategorySelect
        id="product-category"
        categories={categories}
        placeholder="Choose a category"
        {...bind(form, 'category')}
      />
      <SizePriceFields idPrefix="product" form={form} />
      {props.item ? (
        <ProductPhotoField
          productId={props.item.id}
          onUploaded={(image) => form.setValue('image', image, { shouldDirty: true })}
        />
      ) : (
        <p className="text-sm text-tea-700">Add the product first; then Edit it to upload its photo.</p>
      )}
      <TextField
        id="product-image"
        label="Image URL (optional)"
        placeholder="/images/… or https://…"
        autoComplete="off"
        {...bind(form, 'image')}
      />
      <TextField
        id="product-calories"
        label="Calories (optional)"
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        {...bind(form, 'calories')}
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
    </CatalogueForm>
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
