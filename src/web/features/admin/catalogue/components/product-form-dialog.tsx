import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
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

/** Add or edit a product (spec §5: name, category and both prices required; image and calories optional). */
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
