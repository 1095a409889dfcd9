import { useWatch } from 'react-hook-form';
import { CheckboxField, SelectField, TextField, WholeNumberField } from '../../../../components/form-field';
import { WEEKDAY_NAMES } from '@domain/opening-hours-schema';
import { useAdminCategories } from '../api/get-categories';
import type { AdminPromotion } from '../../../../lib/admin/catalogue-types';
import { promotionFormSchema, promotionFormValues } from '../catalogue-forms';
import { bind, CatalogueForm, CategorySelect, SizePriceFields, useItemForm } from './catalogue-form-parts';
import { categorisedItemDialog, type CategorisedItemForm } from './form-dialog-frame';

/**
 * Add or edit a promotion (title, description, category, size, required quantity of at least 1 and both
 * prices required; Active is a checkbox), and when it runs: days of the week, hours, first and last day (Happy hour:
 * Mon–Fri 15:00–17:00). One active promotion per category and size: the server says so.
 */
export const PromotionFormDialog = categorisedItemDialog<AdminPromotion>(
  'Promotion',
  'Buy N items of a category and size for one bundle price.',
  PromotionForm,
);

/** The schedule's hours and dates, each optional, in the order the form shows them. */
const SCHEDULE_FIELDS = [
  { id: 'promotion-start-time', label: 'Start time (optional)', type: 'time', name: 'schedule.startTime' },
  { id: 'promotion-end-time', label: 'End time (optional)', type: 'time', name: 'schedule.endTime' },
  { id: 'promotion-starts-on', label: 'Start date (optional)', type: 'date', name: 'schedule.startsOn' },
  { id: 'promotion-ends-on', label: 'End date (optional)', type: 'date', name: 'schedule.endsOn' },
] as const;

function PromotionForm(props: CategorisedItemForm<AdminPromotion> & { onDone: () => void }) {
  const categories = useAdminCategories();
  const { form, frame } = useItemForm(
    'promotions',
    'Promotion',
    props,
    promotionFormSchema,
    promotionFormValues(props.item, props.defaultCategory),
  );
  const days = useWatch({ control: form.control, name: 'schedule.days' });

  return (
    <CatalogueForm {...frame}>
      <TextField id="promotion-title" label="Title" {...bind(form, 'title')} />
      <TextField id="promotion-description" label="Description" {...bind(form, 'description')} />
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
      <WholeNumberField
        id="promotion-required-quantity"
        label="Required quantity"
        min="1"
        {...bind(form, 'requiredQuantity')}
      />
      <SizePriceFields idPrefix="promotion" form={form} />
      <CheckboxField id="promotion-active" label="Active" {...form.register('active')} />
      <fieldset className="grid gap-3 rounded-2xl p-3 ring-1 ring-tea-900/10">
        <legend className="px-1 text-sm font-semibold text-tea-900">When it runs (shop time)</legend>
        <DayChoices
          chosen={days}
          error={form.formState.errors.schedule?.days?.message}
          onChange={(chosen) =>
            form.setValue('schedule.days', chosen, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
        />
        <div className="grid grid-cols-2 gap-3">
          {SCHEDULE_FIELDS.map(({ id, label, type, name }) => (
            <TextField key={id} id={id} label={label} type={type} {...bind(form, name)} />
          ))}
        </div>
        <p className="text-sm text-tea-700">Without times it runs all day; without dates, from now on with no end.</p>
      </fieldset>
    </CatalogueForm>
  );
}

/** Monday first, as a shop's week is read; each day's number is Sunday 0 … Saturday 6. */
const WEEK = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, name: WEEKDAY_NAMES[day]! }));

/** The days of the week a deal runs, ticked (Monday to Sunday). */
function DayChoices({
  chosen,
  error,
  onChange,
}: {
  chosen: readonly number[];
  error: string | undefined;
  onChange: (days: number[]) => void;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'promotion-days-error' : undefined}>
      <legend className="text-sm font-semibold text-tea-900">Days</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {WEEK.map(({ day, name }) => (
          <CheckboxField
            key={day}
            id={`promotion-day-${day}`}
            label={name}
            className="[&>label]:font-medium"
            checked={chosen.includes(day)}
            onChange={(event) =>
              onChange(
                WEEK.map((entry) => entry.day).filter((d) => (d === day ? event.target.checked : chosen.includes(d))),
              )
            }
          />
        ))}
      </div>
      {error ? (
        <p id="promotion-days-error" className="text-sm font-medium text-berry-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
