import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { ALLERGENS, DIETARY_TAGS, type AllergenCode, type DietaryTagCode } from '@domain/allergens';
import type { z } from 'zod';
import { Button } from '../../../../components/button';
import { DialogClose } from '../../../../components/dialog';
import { useToast } from '../../../../components/toast';
import { CheckboxField, SelectField, TextField } from '../../../../components/form-field';
import { ApiError } from '../../../../lib/api-client';
import { SaveError } from '../../components/save-error';
import { useAdminCategories } from '../api/get-categories';
import { useSaveCatalogueItem } from '../api/save-catalogue-item';
import type { AdminProduct } from '../api/types';
import { productFormSchema, productFormValues } from '../catalogue-forms';
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
      {open ? (
        <ProductForm
          key={product?.id ?? 'new'}
          product={product}
          defaultCategory={defaultCategory}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
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
  const toast = useToast();
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
        onSuccess: () => {
          toast({ title: product ? 'Product saved.' : 'Product added.', tone: 'success' });
          onDone();
        },
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
      <SelectField
        id="product-category"
        label="Category"
        error={errors.category?.message ?? (categories.isError ? 'Failed to load categories.' : undefined)}
        disabled={!categories.data}
        {...form.register('category')}
      >
        <option value="">{categories.isPending ? 'Loading categories...' : 'Choose a category'}</option>
        {(categories.data ?? []).map((category) => (
          <option key={category.id} value={category.value}>
            {category.displayName} ({category.value})
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="product-price-reg"
          label="Regular price (£)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.priceReg?.message}
          {...form.register('priceReg')}
        />
        <TextField
          id="product-price-lrg"
          label="Large price (£)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.priceLrg?.message}
          {...form.register('priceLrg')}
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
      {save.isError && !(save.error instanceof ApiError && save.error.status === 409) ? (
        <SaveError title="Failed to save product. Please try again." detail={save.error.message} />
      ) : null}
      <div className="mt-2 flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {product ? 'Save' : 'Add Product'}
        </Button>
      </div>
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
