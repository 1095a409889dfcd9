import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField, SelectField, TextField } from '../../../../components/form-field';
import { useAdminCategories } from '../api/get-categories';
import { useSaveCatalogueItem } from '../api/save-catalogue-item';
import type { AdminPromotion } from '../api/types';
import { promotionFormSchema, promotionFormValues } from '../catalogue-forms';
import { CatalogueFormActions, CategorySelect, PoundsField, useSavedToast } from './catalogue-form-parts';
import { FormDialogFrame } from './form-dialog-frame';

/**
 * Add or edit a promotion (title, description, category, size, required quantity of at least 1 and both
 * prices required; Active is a checkbox). One active promotion per category and size: the server says so.
 */
export function PromotionFormDialog({
  promotion,
  defaultCategory,
  open,
  onOpenChange,
}: {
  promotion: AdminPromotion | null;
  defaultCategory: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={promotion ? 'Edit Promotion' : 'Add Promotion'}
      description="Buy N items of a category and size for one bundle price."
    >
      <PromotionForm
        key={promotion?.id ?? 'new'}
        promotion={promotion}
        defaultCategory={defaultCategory}
        onDone={() => onOpenChange(false)}
      />
    </FormDialogFrame>
  );
}

function PromotionForm({
  promotion,
  defaultCategory,
  onDone,
}: {
  promotion: AdminPromotion | null;
  defaultCategory: string;
  onDone: () => void;
}) {
  const categories = useAdminCategories();
  const save = useSaveCatalogueItem('promotions');
  const saved = useSavedToast(promotion ? 'Promotion saved.' : 'Promotion added.', onDone);
  const form = useForm<z.input<typeof promotionFormSchema>, unknown, z.output<typeof promotionFormSchema>>({
    resolver: zodResolver(promotionFormSchema),
    defaultValues: promotionFormValues(promotion, defaultCategory),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) => save.mutate({ id: promotion?.id, input }, { onSuccess: saved }));

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-4">
      <TextField
        id="promotion-title"
        label="Title"
        error={errors.title?.message}
        autoComplete="off"
        {...form.register('title')}
      />
      <TextField
        id="promotion-description"
        label="Description"
        error={errors.description?.message}
        autoComplete="off"
        {...form.register('description')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <CategorySelect
          id="promotion-category"
          categories={categories}
          placeholder="Choose"
          error={errors.category?.message}
          field={form.register('category')}
        />
        <SelectField id="promotion-size" label="Size" error={errors.size?.message} {...form.register('size')}>
          <option value="reg">REG</option>
          <option value="lrg">LRG</option>
        </SelectField>
      </div>
      <TextField
        id="promotion-required-quantity"
        label="Required quantity"
        type="number"
        inputMode="numeric"
        step="1"
        min="1"
        error={errors.requiredQuantity?.message}
        {...form.register('requiredQuantity')}
      />
      <div className="grid grid-cols-2 gap-3">
        <PoundsField
          id="promotion-price-reg"
          label="Regular price (£)"
          error={errors.priceReg?.message}
          field={form.register('priceReg')}
        />
        <PoundsField
          id="promotion-price-lrg"
          label="Large price (£)"
          error={errors.priceLrg?.message}
          field={form.register('priceLrg')}
        />
      </div>
      <CheckboxField id="promotion-active" label="Active" {...form.register('active')} />
      <CatalogueFormActions
        failed={
          save.isError ? { title: 'Failed to save promotion. Please try again.', detail: save.error.message } : null
        }
        pending={save.isPending}
        submitLabel={promotion ? 'Save' : 'Add Promotion'}
      />
    </form>
  );
}
