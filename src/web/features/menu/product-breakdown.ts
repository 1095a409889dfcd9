import type { BasketLine } from '@domain/basket';
import { basketLineView } from '@domain/basket-line';
import type { Pence } from '@domain/money';
import { SIZES, type Size } from '@domain/sizes';

export interface ProductBreakdown {
  /** One entry per basket line: a size with other options is another entry. */
  sizes: Array<{ size: Size; price: Pence; quantity: number; optionSummary: string }>;
  totalQuantity: number;
}

/**
 * For a product already in the basket, the size, price and quantity per size and the total quantity.
 * Null when the product is not in the basket. Lines are matched by product id, as the Reset button removes them.
 */
export function productBreakdown(lines: readonly BasketLine[], productId: string): ProductBreakdown | null {
  const mine = lines.filter((line) => line.id === productId);
  if (mine.length === 0) return null;
  const sizes = SIZES.flatMap((size) =>
    mine
      .filter((line) => line.size === size)
      .map((line) => basketLineView(line))
      .map((view) => ({
        size: view.size,
        price: view.unitPrice,
        quantity: view.quantity,
        optionSummary: view.optionSummary,
      })),
  );
  return { sizes, totalQuantity: mine.reduce((sum, line) => sum + line.quantity, 0) };
}
