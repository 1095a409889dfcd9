import type { StockAnswer } from '@domain/contracts/stock';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { CheckboxField, TextField, textState } from '../../../../components/form-field';
import { useAdminOptionGroups } from '../../../../lib/admin/option-groups';
import { useAdminProducts } from '../api/get-products';
import { useSaveIngredient } from '../../../../lib/admin/stock';

type Ingredient = StockAnswer['ingredients'][number];

const toggle = (list: readonly string[], id: string, on: boolean) =>
  on ? [...new Set([...list, id])] : list.filter((other) => other !== id);

/**
 * Add or edit an ingredient: its name, the products that cannot be made without it and the options that bring it,
 * each chosen from the catalogue's lists.
 */
export function IngredientForm({ ingredient, onDone }: { ingredient: Ingredient | null; onDone: () => void }) {
  const products = useAdminProducts();
  const groups = useAdminOptionGroups();
  const save = useSaveIngredient();
  const id = useId();
  const [name, setName] = useState(ingredient?.name ?? '');
  const [productIds, setProductIds] = useState<string[]>(ingredient?.productIds ?? []);
  const [optionIds, setOptionIds] = useState<string[]>(ingredient?.optionIds ?? []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: ingredient?.id ?? null, input: { name, productIds, optionIds } }, { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-4 rounded-2xl bg-cream-100 p-4"
      aria-label={ingredient ? `Edit ${ingredient.name}` : 'Add ingredient'}
    >
      <TextField
        id={`${id}-name`}
        label="Name"
        {...textState(name, setName)}
        error={save.isError ? save.error.message : undefined}
        required
      />
      <fieldset>
        <legend className="font-semibold">Drinks that cannot be made without it</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {(products.data ?? []).map((product) => (
            <CheckboxField
              key={product.id}
              id={`${id}-product-${product.id}`}
              label={product.name}
              checked={productIds.includes(product.id)}
              onChange={(event) => setProductIds(toggle(productIds, product.id, event.target.checked))}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold">Options that bring it (a drink is sold without them)</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {(groups.data ?? []).flatMap(({ group }) =>
            group.options.map((option) => (
              <CheckboxField
                key={option.id}
                id={`${id}-option-${option.id}`}
                label={`${option.name} (${group.name})`}
                checked={optionIds.includes(option.id)}
                onChange={(event) => setOptionIds(toggle(optionIds, option.id, event.target.checked))}
              />
            )),
          )}
        </div>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {ingredient ? 'Save ingredient' : 'Add ingredient'}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
