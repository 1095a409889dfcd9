import type { BasketLine } from '@domain/basket';
import type { Product } from '@domain/catalogue';
import { unitPrice } from '@domain/unit-price';

/**
 * Brings stored lines up to date with the menu on show: a line takes its product's current price for its size,
 * its category (which decides the promotion) and its image. Lines whose product left the menu stay as they are;
 * the server prices every basket from the catalogue at checkout anyway, this only keeps what the
 * customer sees honest. Returns the same array when nothing changed.
 */
export function refreshLinesFromMenu(lines: BasketLine[], products: readonly Product[]): BasketLine[] {
  if (lines.length === 0 || products.length === 0) return lines;
  const byId = new Map(products.map((product) => [product.id, product]));
  const byName = new Map(products.map((product) => [product.name.trim().toLowerCase(), product]));
  let anyChange = false;
  const next = lines.map((line) => {
    const product = byId.get(line.id) ?? byName.get(line.name.trim().toLowerCase());
    if (!product) return line;
    // The chosen options keep the surcharges they were added with; the server re-prices them at checkout anyway.
    const price = unitPrice(product, line.size, line.options);
    const image = product.image ?? null;
    if (
      line.id === product.id &&
      line.price === price &&
      line.category === product.category &&
      (line.image ?? null) === image
    ) {
      return line;
    }
    anyChange = true;
    return { ...line, id: product.id, price, category: product.category, image };
  });
  return anyChange ? next : lines;
}
