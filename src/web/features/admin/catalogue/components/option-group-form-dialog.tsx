import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminOptionGroupAnswer, AdminOptionGroupInput } from '@domain/contracts/admin-options';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../../components/button';
import { DialogClose } from '../../../../components/dialog';
import { CheckboxField, SelectField, TextField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { ApiError } from '../../../../lib/api-client';
import { SaveError } from '../../components/save-error';
import { useSaveOptionGroup } from '../api/option-groups';
import type { AdminCategory, AdminProduct } from '../api/types';
import {
  newGroupId,
  newOption,
  optionGroupFormSchema,
  optionGroupFormValues,
  type OptionGroupFormValues,
} from '../option-forms';
import { FormDialogFrame } from './form-dialog-frame';

/** Add or edit an option group: its options with prices by size, its limits, and where it applies. */
export function OptionGroupFormDialog({
  saved,
  sortOrder,
  categories,
  products,
  open,
  onOpenChange,
}: {
  saved: AdminOptionGroupAnswer | null;
  /** Where a new group goes: after the others. */
  sortOrder: number;
  categories: AdminCategory[];
  products: AdminProduct[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialogFrame
      wide
      open={open}
      onOpenChange={onOpenChange}
      title={saved ? 'Edit Option Group' : 'Add Option Group'}
      description="Prices in pounds, added to the drink's price. The menu updates as soon as you save."
    >
      {open ? (
        <OptionGroupForm
          key={saved?.group.id ?? 'new'}
          saved={saved}
          sortOrder={saved?.group.sortOrder ?? sortOrder}
          categories={categories}
          products={products}
          onDone={() => onOpenChange(false)}
        />
      ) : null}
    </FormDialogFrame>
  );
}

const legendClasses = 'text-sm font-semibold text-tea-900';

function OptionGroupForm({
  saved,
  sortOrder,
  categories,
  products,
  onDone,
}: {
  saved: AdminOptionGroupAnswer | null;
  sortOrder: number;
  categories: AdminCategory[];
  products: AdminProduct[];
  onDone: () => void;
}) {
  const save = useSaveOptionGroup();
  const toast = useToast();
  // A new group's id is made once, when the dialog opens; an existing group keeps its own.
  const [schema] = useState(() => optionGroupFormSchema(saved?.group.id ?? newGroupId(), sortOrder));
  const form = useForm<OptionGroupFormValues, unknown, AdminOptionGroupInput>({
    resolver: zodResolver(schema),
    defaultValues: optionGroupFormValues(saved, products),
  });
  const options = useFieldArray({ control: form.control, name: 'options', keyName: 'key' });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const chosenCategories = useWatch({ control: form.control, name: 'categories' });
  const productModes = useWatch({ control: form.control, name: 'products' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { input, existing: saved !== null },
      {
        onSuccess: () => {
          toast({ title: saved ? 'Option group saved.' : 'Option group added.', tone: 'success' });
          onDone();
        },
      },
    ),
  );

  const optionsError = errors.options?.message ?? errors.options?.root?.message;
  const changedProducts = productModes.filter((link) => link.mode !== 'category').length;

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 grid gap-5">
      <TextField
        id="option-group-name"
        label="Group name"
        hint="The heading customers read, e.g. Sugar, Ice or Toppings."
        error={errors.name?.message}
        autoComplete="off"
        {...form.register('name')}
      />
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
          <TextField
            id="option-group-min"
            label="Minimum"
            type="number"
            inputMode="numeric"
            min="0"
            step="1"
            error={errors.min?.message}
            {...form.register('min')}
          />
          <TextField
            id="option-group-max"
            label="Maximum"
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            error={errors.max?.message}
            {...form.register('max')}
          />
        </div>
      ) : null}

      <fieldset className="grid gap-3">
        <legend className={legendClasses}>Options</legend>
        <p className="-mt-1 text-sm text-tea-700">
          {kind === 'single'
            ? 'Tick exactly one default: it is preselected for the customer.'
            : 'Defaults are preselected for the customer.'}
        </p>
        {options.fields.map((field, index) => {
          const optionErrors = errors.options?.[index];
          const label = `Option ${index + 1}`;
          return (
            <fieldset key={field.key} className="grid gap-3 rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
              <legend className="sr-only">{label}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
                <TextField
                  id={`option-${field.key}-name`}
                  label={`${label} name`}
                  frameClassName="col-span-2 sm:col-span-1"
                  error={optionErrors?.name?.message ?? optionErrors?.id?.message}
                  autoComplete="off"
                  {...form.register(`options.${index}.name`)}
                />
                <TextField
                  id={`option-${field.key}-price-reg`}
                  label="Regular (£)"
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  error={optionErrors?.priceReg?.message}
                  {...form.register(`options.${index}.priceReg`)}
                />
                <TextField
                  id={`option-${field.key}-price-lrg`}
                  label="Large (£)"
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  error={optionErrors?.priceLrg?.message}
                  {...form.register(`options.${index}.priceLrg`)}
                />
              </div>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <div className="flex flex-wrap gap-x-5 gap-y-2">
                  <CheckboxField
                    id={`option-${field.key}-default`}
                    label="Default"
                    aria-label={`${label} is a default`}
                    {...form.register(`options.${index}.isDefault`)}
                  />
                  <CheckboxField
                    id={`option-${field.key}-sold-out`}
                    label="Sold out"
                    aria-label={`${label} is sold out`}
                    {...form.register(`options.${index}.soldOut`)}
                  />
                </div>
                <div className="flex gap-1.5">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Move ${label.toLowerCase()} up`}
                    disabled={index === 0}
                    onClick={() => options.move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Move ${label.toLowerCase()} down`}
                    disabled={index === options.fields.length - 1}
                    onClick={() => options.move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`Remove ${label.toLowerCase()}`}
                    disabled={options.fields.length === 1}
                    onClick={() => options.remove(index)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
              </div>
            </fieldset>
          );
        })}
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

      <fieldset className="grid gap-2">
        <legend className={legendClasses}>Offered on every drink of</legend>
        {categories.length === 0 ? <p className="text-sm text-tea-700">No categories yet.</p> : null}
        <div className="grid gap-2 sm:grid-cols-2">
          {categories.map((category) => (
            <CheckboxField
              key={category.id}
              id={`option-group-category-${category.id}`}
              label={category.displayName}
              checked={chosenCategories.includes(category.value)}
              onChange={(event) =>
                form.setValue(
                  'categories',
                  event.target.checked
                    ? [...chosenCategories, category.value]
                    : chosenCategories.filter((value) => value !== category.value),
                  { shouldDirty: true },
                )
              }
            />
          ))}
        </div>
        {errors.categories?.message ? (
          <p className="text-sm font-medium text-berry-700">{errors.categories.message}</p>
        ) : null}
      </fieldset>

      <details className="rounded-2xl bg-white p-3 ring-1 ring-tea-900/10">
        <summary className="cursor-pointer text-sm font-semibold text-tea-900">
          Per product{changedProducts > 0 ? ` (${changedProducts} set)` : ''}
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
        {errors.products?.message ? (
          <p className="mt-2 text-sm font-medium text-berry-700">{errors.products.message}</p>
        ) : null}
      </details>

      {save.isError ? (
        <SaveError
          title="Failed to save option group. Please try again."
          detail={save.error instanceof ApiError ? save.error.message : undefined}
        />
      ) : null}
      <div className="mt-1 flex justify-end gap-3">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {saved ? 'Save' : 'Add Group'}
        </Button>
      </div>
    </form>
  );
}
