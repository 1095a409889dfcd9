import { parseStock } from '@domain/stock';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/button';
import { CardSection } from '../../../../components/card-section';
import { SelectField, TextField, textState } from '../../../../components/form-field';
import { useAdminProducts } from '../api/get-products';
import { useSetProductStock, useStock } from '../../../../lib/admin/stock';

const COUNT_HINT = 'Empty: not counted. A whole number from 0.';

const COUNT_FIELDS = [
  { key: 'stock', label: 'Stock' },
  { key: 'reset', label: 'Reset each morning to' },
] as const;

/**
 * Counted products: **Stock: N** (how many are left; a paid order takes them, a refund puts them back) and **Reset
 * each morning to N** (at opening time). A product is chosen from the catalogue's list to start counting it.
 */
export function CountedSection() {
  const stock = useStock();
  const counted = stock.data?.counted ?? [];
  return (
    <CardSection id="counted-title" title="Counted items">
      <p className="mt-2 text-tea-700">
        Bags of sweets and specials: the last ones sell once. Empty the stock to stop counting a product.
      </p>
      <ul className="mt-4 divide-y divide-tea-900/10">
        {counted.map((row) => (
          // Keyed by the count too: a payment or a reset elsewhere shows here as the list refreshes.
          <li key={`${row.productId}-${row.left}-${row.resetTo}`} className="py-3">
            <CountForm productId={row.productId} name={row.name} left={row.left} resetTo={row.resetTo} />
          </li>
        ))}
      </ul>
      <StartCounting exclude={new Set(counted.map((row) => row.productId))} />
    </CardSection>
  );
}

function CountForm({
  productId,
  name,
  left,
  resetTo,
}: {
  productId: string;
  name: string;
  left: number | null;
  resetTo: number | null;
}) {
  const save = useSetProductStock();
  const id = useId();
  const [typed, setTyped] = useState({
    stock: left === null ? '' : String(left),
    reset: resetTo === null ? '' : String(resetTo),
  });
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const stock = parseStock(typed.stock);
    const reset = parseStock(typed.reset);
    if (stock === undefined || reset === undefined) return setProblem(COUNT_HINT);
    setProblem(null);
    save.mutate({ productId, stock, resetTo: reset });
  };
  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label={`Stock of ${name}`}>
      <p className="min-w-40 flex-1 font-semibold">{name}</p>
      {COUNT_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          id={`${id}-${key}`}
          label={label}
          inputMode="numeric"
          value={typed[key]}
          onChange={(event) => setTyped({ ...typed, [key]: event.target.value })}
          className="w-24"
        />
      ))}
      <Button type="submit" variant="secondary" disabled={save.isPending}>
        Save
      </Button>
      {problem || save.isError ? (
        <p role="alert" className="w-full text-sm font-semibold text-berry-700">
          {problem ?? save.error?.message}
        </p>
      ) : null}
    </form>
  );
}

function StartCounting({ exclude }: { exclude: ReadonlySet<string> }) {
  const products = useAdminProducts();
  const id = useId();
  const [productId, setProductId] = useState('');
  const choices = (products.data ?? []).filter((product) => !exclude.has(product.id));
  const chosen = choices.find((product) => product.id === productId);
  return (
    <div className="mt-4 grid gap-3">
      <SelectField id={`${id}-product`} label="Count another product" {...textState(productId, setProductId)}>
        <option value="">Choose a product</option>
        {choices.map((product) => (
          <option key={product.id} value={product.id}>
            {product.name}
          </option>
        ))}
      </SelectField>
      {chosen ? (
        <CountForm key={chosen.id} productId={chosen.id} name={chosen.name} left={null} resetTo={null} />
      ) : null}
    </div>
  );
}
