import type { Menu, Product } from '@domain/catalogue';

/**
 * The home page's favourites: the first available product of each category in the shop's order, then more from
 * the start of the menu until `count` are chosen. Sold-out products are not featured.
 */
export function featuredProducts(menu: Menu, count: number): Product[] {
  const available = [...menu.products].filter((product) => !product.soldOut).sort((a, b) => a.sortOrder - b.sortOrder);
  const categories = [...menu.categories].sort((a, b) => a.sortOrder - b.sortOrder);
  const chosen: Product[] = [];
  for (const category of categories) {
    const first = available.find((product) => product.category === category.value);
    if (first) chosen.push(first);
    if (chosen.length === count) return chosen;
  }
  for (const product of available) {
    if (chosen.length === count) break;
    if (!chosen.includes(product)) chosen.push(product);
  }
  return chosen;
}
