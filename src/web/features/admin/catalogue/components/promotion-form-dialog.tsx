import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../../components/button';
import { DialogClose } from '../../../../components/dialog';
import { useToast } from '../../../../components/toast';
import { CheckboxField, SelectField, TextField } from '../../../../components/form-field';
import { SaveError } from '../../components/save-error';
import { useAdminCategories } from '../api/get-categories';
import { useSaveCatalogueItem } from '../api/save-catalogue-item';
import type { AdminPromotion } from '../api/types';
import { promotionFormSchema, promotionFormValues } from '../catalogue-forms';
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
      {open ? (
        <PromotionForm
          key={promotion?.id ?? 'new'}
          promotion={promotion}
          defaultCategory={defaultCategory}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
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
  const toast = useToast();
  const form = useForm<z.input<typeof promotionFormSchema>, unknown, z.output<typeof promotionFormSchema>>({
    resolver: zodResolver(promotionFormSchema),
    defaultValues: promotionFormValues(promotion, defaultCategory),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: promotion?.id, input },
      {
        onSuccess: () => {
          toast({ title: promotion ? 'Promotion saved.' : 'Promotion added.', tone: 'success' });
          onDone();
        },
      },
    ),
  );

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
        <SelectField
          id="promotion-category"
          label="Category"
          error={errors.category?.message ?? (categories.isError ? 'Failed to load categories.' : undefined)}
          disabled={!categories.data}
          {...form.register('category')}
        >
          <option value="">{categories.isPending ? 'Loading categories...' : 'Choose'}</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.value}>
              {category.displayName} ({category.value})
            </option>
          ))}
        </SelectField>
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
        <TextField
          id="promotion-price-reg"
          label="Regular price (£)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.priceReg?.message}
          {...form.register('priceReg')}
        />
        <TextField
          id="promotion-price-lrg"
          label="Large price (£)"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          error={errors.priceLrg?.message}
          {...form.register('priceLrg')}
        />
      </div>
      <CheckboxField id="promotion-active" label="Active" {...form.register('active')} />
      {save.isError ? (
        <SaveError title="Failed to save promotion. Please try again." detail={save.error.message} />
      ) : null}
      <div className="mt-2 flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {promotion ? 'Save' : 'Add Promotion'}
        </Button>
      </div>
    </form>
  );
}
