import { useState, type BaseSyntheticEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { ALLERGENS, DIETARY_TAGS, type AllergenCode, type DietaryTagCode } from '@domain/allergens';
import { CheckboxField, TextAreaField, TextField, WholeNumberField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { useAdminCategories } from '../api/get-categories';
import { useUploadProductPhoto } from '../api/upload-product-photo';
import type { AdminProduct } from '../../../../lib/admin/catalogue-types';
import { productFormSchema, productFormValues } from '../catalogue-forms';
import {
  bind,
  CatalogueForm,
  CategorySelect,
  saveFailure,
  SizePriceFields,
  useItemForm,
  VatClassSelect,
} from './catalogue-form-parts';
import { categorisedItemDialog, type CategorisedItemForm } from './form-dialog-frame';
import { ProductPhotoField } from './product-photo-field';
import { useProductStockFields } from './product-stock-fields';

/** Add or edit a product (name, category and both prices required; description, image and calories optional). */
export const ProductFormDialog = categorisedItemDialog<AdminProduct>(
  'Product',
  'Prices in pounds. The menu updates as soon as you save.',
  ProductForm,
);

/** 409: another product has this name (case and spaces ignored); it is said at the Name field. */
const nameTaken = (error: Error | null) => error instanceof ApiError && error.status === 409;

/** What the form says when a new product was added and its photo then refused: the product is kept either way. */
const ADDED_WITHOUT_PHOTO = {
  title: 'Product added, but its photo was not saved.',
  detail: 'Choose another photo above, or close this form to keep the product without one.',
};

function ProductForm(props: CategorisedItemForm<AdminProduct> & { onDone: () => void }) {
  const categories = useAdminCategories();
  // A new product whose photo was refused once it had been added: the form goes on editing it, never adds it twice.
  const [added, setAdded] = useState<AdminProduct | null>(null);
  const item = props.item ?? added;
  const { form, save, submit, saved } = useItemForm(
    'products',
    'Product',
    { item, onDone: props.onDone },
    productFormSchema,
    productFormValues(props.item, props.defaultCategory),
  );
  const upload = useUploadProductPhoto();
  const [photo, setPhoto] = useState<File | null>(null);
  const { errors } = form.formState;
  const allergens = useWatch({ control: form.control, name: 'allergens' });
  const tags = useWatch({ control: form.control, name: 'tags' });
  const nameAtField = (error: Error) => {
    if (nameTaken(error)) form.setError('name', { message: error.message }, { shouldFocus: true });
  };
  // A new product is added first, then its photo uploaded to it: the photo needs the product's id.
  const uploadAfterAdding = (product: AdminProduct) => {
    if (!photo) return saved();
    upload.mutate({ id: product.id, file: photo }, { onSuccess: saved, onError: () => setAdded(product) });
  };
  const stock = useProductStockFields(item?.id ?? null);
  // The count is checked before the product is saved, and saved once it is.
  const afterSaving = (product: AdminProduct) =>
    stock.save(product.id).then(
      () => (item ? saved() : uploadAfterAdding(product)),
      () => undefined,
    );
  const onSubmit = (event?: BaseSyntheticEvent) =>
    stock.valid() ? submit(nameAtField, afterSaving)(event) : (event?.preventDefault(), Promise.resolve());
  const photoRefusedAfterAdding = added !== null && upload.isError;

  return (
    <CatalogueForm
      onSubmit={onSubmit}
      failed={
        photoRefusedAfterAdding ? ADDED_WITHOUT_PHOTO : nameTaken(save.error) ? null : saveFailure(save, 'product')
      }
      pending={save.isPending || upload.isPending}
      submitLabel={item ? 'Save' : 'Add Product'}
    >
      <TextField id="product-name" label="Name" {...bind(form, 'name')} />
      <CategorySelect
        id="product-category"
        categories={categories}
        placeholder="Choose a category"
        {...bind(form, 'category')}
      />
      <TextAreaField
        id="product-description"
        label="Description (optional)"
        hint="Shown on the menu under the name. Up to 300 characters."
        rows={2}
        {...bind(form, 'description')}
      />
      <SizePriceFields idPrefix="product" form={form} />
      <VatClassSelect id="product-vat-class" inherit="As its category" {...bind(form, 'vatClass')} />
      <ProductPhotoField
        productId={item?.id ?? null}
        upload={upload}
        onChosen={setPhoto}
        onUploaded={(image) => form.setValue('image', image, { shouldDirty: true })}
      />
      <TextField
        id="product-image"
        label="Image URL (optional)"
        placeholder="/images/… or https://…"
        {...bind(form, 'image')}
      />
      <WholeNumberField id="product-calories" label="Calories (optional)" min="0" {...bind(form, 'calories')} />
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
      {stock.fields}
      {stock.error ? <p className="text-sm font-semibold text-berry-700">{stock.error.message}</p> : null}
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
