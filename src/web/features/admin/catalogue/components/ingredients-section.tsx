import { shopTime } from '@domain/opening-hours';
import type { StockAnswer } from '@domain/contracts/stock';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { CardSection } from '../../../../components/card-section';
import { useDeleteIngredient, useSetOut, useStock } from '../../../../lib/admin/stock';
import { IngredientForm } from './ingredient-form';

type Ingredient = StockAnswer['ingredients'][number];

/**
 * The ingredients: each with what it goes into, **Out** (every linked option and product sold out on every open menu
 * at once) or **Back in**, and its edit form. A new one is added below the list.
 */
export function IngredientsSection() {
  const stock = useStock();
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const ingredients = stock.data?.ingredients ?? [];
  return (
    <CardSection id="ingredients-title" title="Ingredients">
      <p className="mt-2 text-tea-700">
        When one runs out, tap Out: every drink that needs it and every option that brings it are sold out at once.
      </p>
      {stock.isPending ? <p className="mt-4">Loading ingredients…</p> : null}
      {stock.isError ? <p className="mt-4 font-semibold text-berry-700">The ingredients could not be loaded.</p> : null}
      <ul className="mt-4 divide-y divide-tea-900/10">
        {ingredients.map((ingredient) =>
          editing === ingredient.id ? (
            <li key={ingredient.id} className="py-4">
              <IngredientForm ingredient={ingredient} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <IngredientRow key={ingredient.id} ingredient={ingredient} onEdit={() => setEditing(ingredient.id)} />
          ),
        )}
      </ul>
      <div className="mt-4">
        {adding ? (
          <IngredientForm ingredient={null} onDone={() => setAdding(false)} />
        ) : (
          <Button variant="secondary" onClick={() => setAdding(true)}>
            Add ingredient
          </Button>
        )}
      </div>
    </CardSection>
  );
}

function IngredientRow({ ingredient, onEdit }: { ingredient: Ingredient; onEdit: () => void }) {
  const setOut = useSetOut();
  const remove = useDeleteIngredient();
  const uses = ingredient.productIds.length + ingredient.optionIds.length;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-4" aria-label={ingredient.name}>
      <div>
        <p className="font-display text-lg font-bold">{ingredient.name}</p>
        <p className="text-sm text-tea-700">
          {ingredient.out && ingredient.outSince ? (
            <span className="font-semibold text-berry-700">Out since {shopTime(new Date(ingredient.outSince))}</span>
          ) : (
            'In stock'
          )}
          {` · goes into ${uses} ${uses === 1 ? 'item' : 'items'}`}
        </p>
        {setOut.isError ? <p className="text-sm font-semibold text-berry-700">{setOut.error.message}</p> : null}
      </div>
      <div className="flex gap-2">
        <Button
          variant={ingredient.out ? 'accent' : 'danger'}
          disabled={setOut.isPending}
          onClick={() => setOut.mutate({ id: ingredient.id, out: !ingredient.out })}
        >
          {ingredient.out ? 'Back in' : 'Out'}
        </Button>
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${ingredient.name}`}>
          Edit
        </Button>
        <Button
          variant="ghost"
          disabled={remove.isPending}
          onClick={() => remove.mutate(ingredient.id)}
          aria-label={`Delete ${ingredient.name}`}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
