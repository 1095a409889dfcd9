/**
 * Order again: a paid order's drinks, sizes, options and quantities put back in the basket at today's prices. A drink
 * no longer on the menu or sold out is left out, and so is a drink whose options cannot be had today (an option
 * sold out or gone: "Taro Milk Tea: Tapioca pearls is sold out"); each is named in a note the page shows
 * ("Taro Milk Tea is sold out").
 */
import type { BasketLine } from './basket';
import { MAX_LINE_QUANTITY } from './basket';
import type { Product } from './catalogue';
import { defaultChoices, validateChoices } from './drink-options';
import type { Size } from './sizes';
import { unitPrice } from './unit-price';

/** A line of the order, as its page knows it. */
export interface OrderedLine {
  productId: string | null;
  name: string;
  size: Size;
  quantity: number;
  optionIds: readonly string[];
}

export interface OrderAgain {
  lines: BasketLine[];
  /** What was left out and why, one sentence each. */
  notes: string[];
}

export function orderAgain(ordered: readonly OrderedLine[], products: readonly Product[]): OrderAgain {
  const byId = new Map(products.map((product) => [product.id.toLowerCase(), product]));
  const lines: BasketLine[] = [];
  const notes: string[] = [];
  for (const line of ordered) {
    const product = line.productId ? byId.get(line.productId.toLowerCase()) : undefined;
    if (!product) {
      notes.push(`${line.name} is no longer on the menu`);
      continue;
    }
    if (product.soldOut) {
      notes.push(`${product.name} is sold out`);
      continue;
    }
    const groups = product.optionGroups ?? [];
    // A line kept without options was ordered with the drink's defaults, as checkout takes it.
    const ids = line.optionIds.length ? line.optionIds : defaultChoices(groups);
    const chosen = validateChoices(product.name, groups, ids, { size: line.size });
    if (!chosen.ok) {
      notes.push(chosen.message);
      continue;
    }
    lines.push({
      id: product.id,
      name: product.name,
      size: line.size,
      price: unitPrice(product, line.size, chosen.options),
      quantity: Math.min(Math.max(1, line.quantity), MAX_LINE_QUANTITY),
      category: product.category,
      image: product.image,
      options: chosen.options,
    });
  }
  return { lines, notes };
}
