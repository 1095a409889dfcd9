import { CheckboxField, SelectField, TextField } from '../../../../components/form-field';
import { useAdminCategories } from '../api/get-categories';
import type { AdminPromotion } from '../../../../lib/admin/catalogue-types';
import { promotionFormSchema, promotionFormValues } from '../catalogue-forms';
import { bind, CatalogueForm, CategorySelect, saveFailure, SizePriceFields, useItemForm } from './catalogue-form-parts';
import { categorisedItemDialog, type CategorisedItemForm } from './form-dialog-frame';

/**
 * Add or edit a promotion (title, description, category, size, required quantity of at least 1 and both
 * prices required; Active is a checkbox). One active promotion per category and size: the server says so.
 */
export const PromotionFormDialog = categorisedItemDialog<AdminPromotion>(
  'Promotion',
  'Buy N items of a category and size for one bundle price.',
  PromotionForm,
);

function PromotionForm(props: CategorisedItemForm<AdminPromotion> & { onDone: () => void }) {
  const categories = useAdminCategories();
  const { form, save, submit } = useItemForm(
    'promotions',
    'Promotion',
    props,
    promotionFormSchema,
    promotionFormValues(props.item, props.defaultCategory),
  );

  return (
    <CatalogueForm
      onSubmit={submit()}
      failed={saveFailure(save, 'promotion')}
      pending={save.isPending}
      submitLabel={props.item ? 'Save' : 'Add Promotion'}
    >
      <TextField id="promotion-title" label="Title" autoComplete="off" {...bind(form, 'title')} />
      <TextField id="promotion-description" label="Description" autoComplete="off" {...bind(form, 'description')} />
      <div className="grid gap-3 sm:grid-cols-2">
        <CategorySelect
          id="promotion-category"
          categories={categories}
          placeholder="Choose"
          {...bind(form, 'category')}
        />
        <SelectField id="promotion-size" label="Size" {...bind(form, 'size')}>
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
        {...bind(form, 'requiredQuantity')}
      />
      <SizePriceFields idPrefix="promotion" form={form} />
      <CheckboxField id="promotion-active" label="Active" {...form.register('active')} />
    </CatalogueForm>
  );
}
