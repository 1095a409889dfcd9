import { parseStock } from '@domain/stock';
import { useState } from 'react';
import { TextField } from '../../../../components/form-field';
import { useSetProductStock, useStock } from '../../../../lib/admin/stock';

const COUNT_ERROR = 'Empty, or a whole number from 0.';

const COUNT_FIELDS = [
  { key: 'stock', id: 'product-stock', label: 'Stock (optional)', hint: 'How many are left; empty: not counted.' },
  { key: 'reset', id: 'product-stock-reset', label: 'Reset each morning to (optional)', hint: 'At opening time.' },
] as const;

/**
 * The product form's **Stock** (empty: not counted) and **Reset each morning to** fields: checked before the product
 * is saved, and saved (when changed) once it is, so a product is never saved with a count refused after it.
 */
export function useProductStockFields(productId: string | null) {
  const stock = useStock();
  const setStock = useSetProductStock();
  const current = stock.data?.counted.find((row) => row.productId === productId);
  const shown = {
    stock: current ? String(current.left) : '',
    reset: current?.resetTo != null ? String(current.resetTo) : '',
  };
  const [typed, setTyped] = useState<{ stock: string; reset: string } | null>(null);
  const [error, setError] = useState<{ stock?: string; reset?: string }>({});
  const values = typed ?? shown;

  const valid = () => {
    const problems = {
      ...(parseStock(values.stock) === undefined ? { stock: COUNT_ERROR } : {}),
      ...(parseStock(values.reset) === undefined ? { reset: COUNT_ERROR } : {}),
    };
    setError(problems);
    return !problems.stock && !problems.reset;
  };

  /** Saves the count of the product just saved, when the fields were changed. */
  const save = async (savedId: string) => {
    if (!typed) return;
    await setStock.mutateAsync({
      productId: savedId,
      stock: parseStock(typed.stock) ?? null,
      resetTo: parseStock(typed.reset) ?? null,
    });
  };

  const fields = (
    <div className="grid gap-3 sm:grid-cols-2">
      {COUNT_FIELDS.map(({ key, ...field }) => (
        <TextField
          key={key}
          {...field}
          inputMode="numeric"
          value={values[key]}
          error={error[key]}
          onChange={(event) => setTyped({ ...values, [key]: event.target.value })}
        />
      ))}
    </div>
  );
  return { fields, valid, save, error: setStock.error };
}
