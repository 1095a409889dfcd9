/**
 * The basket lines a checkout sends: id, name (default 'Unknown Item'), size (default reg), price as a
 * number (default 0, pence) and quantity as a whole number (default 1). Lines with a price or quantity of 0 or less
 * are dropped; with none left, 'No valid items in cart'. The server prices the lines again from the catalogue: the
 * price here never decides the charge.
 */
import type { BasketLine } from '@domain/basket';
import { DEFAULT_QUANTITY, isKeptLine, lineName, lineSize, NO_VALID_ITEMS } from '@domain/checkout-line';

export { NO_VALID_ITEMS };

export interface CheckoutItem {
  id: string;
  name: string;
  size: 'reg' | 'lrg';
  price: number;
  quantity: number;
  /** The chosen option ids; absent when none were chosen (the server then takes the drink's defaults). */
  options?: string[];
}

export function checkoutItems(lines: readonly Partial<BasketLine>[]): CheckoutItem[] {
  const items = lines
    .map((line) => {
      const price = Number(line.price ?? 0);
      const quantity = Math.trunc(Number(line.quantity ?? DEFAULT_QUANTITY));
      return {
        id: String(line.id ?? ''),
        name: lineName(line),
        size: lineSize(line.size),
        price: Number.isFinite(price) ? price : 0,
        quantity: Number.isFinite(quantity) ? quantity : DEFAULT_QUANTITY,
        ...(line.options?.length ? { options: line.options.map((option) => option.id) } : {}),
      };
    })
    .filter((item) => item.id !== '' && isKeptLine(item));
  if (items.length === 0) throw new Error(NO_VALID_ITEMS);
  return items;
}
