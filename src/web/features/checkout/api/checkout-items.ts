/**
 * The basket lines a checkout sends (spec §5): id, name (default 'Unknown Item'), size (default reg), price as a
 * number (default 0, pence) and quantity as a whole number (default 1). Lines with a price or quantity of 0 or less
 * are dropped; with none left, 'No valid items in cart'. The server prices the lines again from the catalogue: the
 * price here never decides the charge.
 */
import type { BasketLine } from '@domain/basket';

export const NO_VALID_ITEMS = 'No valid items in cart';

export interface CheckoutItem {
  id: string;
  name: string;
  size: 'reg' | 'lrg';
  price: number;
  quantity: number;
  /** Issue 12: the chosen option ids; absent when none were chosen (the server then takes the drink's defaults). */
  options?: string[];
}

export function checkoutItems(lines: readonly Partial<BasketLine>[]): CheckoutItem[] {
  const items = lines
    .map((line) => {
      const price = Number(line.price ?? 0);
      const quantity = Math.trunc(Number(line.quantity ?? 1));
      return {
        id: String(line.id ?? ''),
        name: line.name?.trim() ? line.name : 'Unknown Item',
        size: line.size === 'lrg' ? ('lrg' as const) : ('reg' as const),
        price: Number.isFinite(price) ? price : 0,
        quantity: Number.isFinite(quantity) ? quantity : 1,
        ...(line.options?.length ? { options: line.options.map((option) => option.id) } : {}),
      };
    })
    .filter((item) => item.id !== '' && item.price > 0 && item.quantity > 0);
  if (items.length === 0) throw new Error(NO_VALID_ITEMS);
  return items;
}
