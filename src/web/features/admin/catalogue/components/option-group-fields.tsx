import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { ALLERGENS } from '@domain/allergens';
import type { AdminOptionGroupInput } from '@domain/contracts/admin-options';
import { Button } from '../../../../components/button';
import { CheckboxField, SelectField, TextField, WholeNumberField } from '../../../../components/form-field';
import { CategoryCheckboxes } from '../../../../components/admin/category-checkboxes';
import type { AdminCategory, AdminProduct } from '../../../../lib/admin/catalogue-types';
import { newOption, type OptionGroupFormValues } from '../option-forms';
import { VAT_CLASS_HINT } from '@domain/vat';
import { useVatRegistered } from '../../../../lib/admin/vat';

const OPTION_VAT_HINT = 'An option’s own VAT rate (a hot option on a cold drink) applies to the whole drink.';
import { bind, PoundsField, VatClassSelect } from './catalogue-form-parts';

/** The option group form, as each of its parts works on it. */
export type OptionGroupForm = UseFormReturn<OptionGroupFormValues, unknown, AdminOptionGroupInput>;

const legendClasses = 'text-sm font-semibold text-tea-900';

/** Customers choose exactly one option, or between a minimum and a maximum (whose fields show for that kind only). */
export function ChoiceKindFields({ form }: { form: OptionGroupForm }) {
  const kind = useWatch({ control: form.control, name: 'kind' });
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className={legendClasses}>Customers choose</legend>
        <label className="flex items-center gap-2.5">
          <input type="radio" value="single" className="size-5 accent-taro-600" {...form.register('kind')} />
          Exactly one option (like Sugar)
        </label>
        <label className="flex items-center gap-2.5">
          <input type="radio" value="multi" className="size-5 accent-taro-600" {...form.register('kind')} />
          Between a minimum and a maximum (like Toppings)
        </label>
      </fieldset>
      {kind === 'multi' ? (
        <div className="grid grid-cols-2 gap-3">
          <WholeNumberField id="option-group-min" label="Minimum" min="0" {...bind(form, 'min')} />
          <WholeNumberField id="option-group-max" label="Maximum" min="1" {...bind(form, 'max')} />
        </div>
      ) : null}
    </>
  );
}

/** The group's options, each with its prices by size, Default and Sold out; they can be moved, removed and added. */
export function OptionsFieldset({ form }: { form: OptionGroupForm }) {
  const options = useFieldArray({ control: form.control, name: 'options', keyName: 'key' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const vatRegistered = useVatRegistered();
  const { errors } = form.formState;
  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className={legendClasses}>Options</legend>
      <p className="-mt-1 text-sm text-tea-700">
        {kind === 'single'
          ? 'Tick exactly one default: it is preselected for the customer.'
          : 'Defaults are preselected for the customer.'}
        {vatRegistered ? ` ${OPTION_VAT_HINT} ${VAT_CLASS_HINT}` : null}
      </p>
      {options.fields.map((field, index) => (
        <OptionRow
          key={field.key}
          form={form}
          rowKey={field.key}
          index={index}
          count={options.fields.length}
          move={options.move}
          remove={options.remove}
        />
      ))}
      {optionsError ? (
        <p role="alert" className="text-sm font-medium text-berry-700">
          {optionsError}
        </p>
      ) : null}
      <div>
        <Button size="sm" variant="secondary" onClick={() => options.append(newOption())}>
          <Plus aria-hidden className="size-4" />
          Add option
        </Button>
      </div>
    </fieldset>
  );
}

/** One option: its name, Regular and Large prices, Default and Sold out, and the buttons that move or remove it. */
function OptionRow({
  form,
  rowKey,
  index,
  count,
  move,
  remove,
}: {
  form: OptionGroupForm;
  rowKey: string;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const optionErrors = form.formState.errors.options?.[index];
  const label = `Option ${index + 1}`;
  const named = label.toLowerCase();
  return (
    <fieldset className="grid gap-3 rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
      <legend className="sr-only">{label}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          id={`option-${rowKey}-name`}
          label={`${label} name`}
          frameClassName="col-span-2 sm:col-span-1"
          error={optionErrors?.name?.message ?? optionErrors?.id?.message}
          autoComplete="off"
          {...form.register(`options.${index}.name`)}
        />
        <PoundsField
          id={`option-${rowKey}-price-reg`}
          label="Regular (£)"
          {...bind(form, `options.${index}.priceReg`)}
        />
        <PoundsField id={`option-${rowKey}-price-lrg`} label="Large (£)" {...bind(form, `options.${index}.priceLrg`)} />
      </div>
      <VatClassSelect
        id={`option-${rowKey}-vat-class`}
        inherit="As the drink"
        withHint={false}
        aria-label={`${label} VAT rate`}
        {...bind(form, `options.${index}.vatClass`)}
      />
      <OptionAllergens form={form} rowKey={rowKey} index={index} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <CheckboxField
            id={`option-${rowKey}-default`}
            label="Default"
            aria-label={`${label} is a default`}
            {...form.register(`options.${index}.isDefault`)}
          />
          <CheckboxField
            id={`option-${rowKey}-sold-out`}
            label="Sold out"
            aria-label={`${label} is sold out`}
            {...form.register(`options.${index}.soldOut`)}
          />
        </div>
        <div className="flex gap-1.5">
          <RowButton label={`Move ${named} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
            <ArrowUp aria-hidden className="size-4" />
          </RowButton>
          <RowButton label={`Move ${named} down`} disabled={index === count - 1} onClick={() => move(index, index + 1)}>
            <ArrowDown aria-hidden className="size-4" />
          </RowButton>
          <RowButton label={`Remove ${named}`} danger disabled={count === 1} onClick={() => remove(index)}>
            <Trash2 aria-hidden className="size-4" />
          </RowButton>
        </div>
      </div>
    </fieldset>
  );
}

/**
 * What the option brings to a drink of the UK's 14 allergens (a milk, a topping): folded away, with what is ticked in
 * its summary. Labels, tickets and the makers' screen name them on each cup made with it.
 */
function OptionAllergens({ form, rowKey, index }: { form: OptionGroupForm; rowKey: string; index: number }) {
  const chosen = useWatch({ control: form.control, name: `options.${index}.allergens` }) ?? [];
  const names = ALLERGENS.filter((allergen) => chosen.includes(allergen.code)).map((allergen) => allergen.name);
  return (
    <details className="rounded-xl px-1 text-sm">
      <summary className="cursor-pointer font-semibold text-tea-900">
        Allergens it brings: {names.length ? names.join(', ') : 'none'}
      </summary>
      <fieldset className="mt-2 grid gap-x-4 gap-y-2 sm:grid-cols-2">
        <legend className="sr-only">Allergens the option brings</legend>
        {ALLERGENS.map((allergen) => (
          <CheckboxField
            key={allergen.code}
            id={`option-${rowKey}-allergen-${allergen.code}`}
            label={allergen.name}
            className="[&>label]:font-medium"
            checked={chosen.includes(allergen.code)}
            onChange={(event) =>
              form.setValue(
                `options.${index}.allergens`,
                ALLERGENS.map((each) => each.code).filter((code) =>
                  code === allergen.code ? event.target.checked : chosen.includes(code),
                ),
                { shouldDirty: true },
              )
            }
          />
        ))}
      </fieldset>
    </details>
  );
}

function RowButton({
  label,
  danger = false,
  disabled,
  onClick,
  children,
}: {
  label: string;
  danger?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant={danger ? 'danger' : 'secondary'}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** The categories on whose every drink the group is offered. */
export function GroupCategories({ form, categories }: { form: OptionGroupForm; categories: AdminCategory[] }) {
  const chosen = useWatch({ control: form.control, name: 'categories' });
  const error = form.formState.errors.categories?.message;
  return (
    <fieldset className="grid gap-2">
      <legend className={legendClasses}>Offered on every drink of</legend>
      {categories.length === 0 ? <p className="text-sm text-tea-700">No categories yet.</p> : null}
      <CategoryCheckboxes
        idPrefix="option-group-category"
        categories={categories}
        isChosen={(value) => chosen.includes(value)}
        onToggle={(value, on) =>
          form.setValue('categories', on ? [...chosen, value] : chosen.filter((each) => each !== value), {
            shouldDirty: true,
          })
        }
      />
      {error ? <p className="text-sm font-medium text-berry-700">{error}</p> : null}
    </fieldset>
  );
}

/** Per product: the group as its category has it, always offered, or switched off. */
export function PerProductModes({ form, products }: { form: OptionGroupForm; products: AdminProduct[] }) {
  const modes = useWatch({ control: form.control, name: 'products' });
  const changed = modes.filter((link) => link.mode !== 'category').length;
  const error = form.formState.errors.products?.message;
  return (
    <details className="rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
      <summary className="cursor-pointer text-sm font-semibold text-tea-900">
        Per product{changed > 0 ? ` (${changed} set)` : ''}
      </summary>
      <p className="mt-2 text-sm text-tea-700">
        Switch the group off on one drink of a category, or offer it on a drink whose category does not have it.
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {products.map((product, index) => (
          <SelectField
            key={product.id}
            id={`option-group-product-${product.id}`}
            label={product.name}
            {...form.register(`products.${index}.mode`)}
          >
            <option value="category">As its category</option>
            <option value="add">Always offered</option>
            <option value="remove">Switched off</option>
          </SelectField>
        ))}
      </div>
      {error ? <p className="mt-2 text-sm font-medium text-berry-700">{error}</p> : null}
    </details>
  );
}
