/**
 * The products as the menu orders them (categories in the shop's order, then each category's own order), and the
 * new order of a category when one product moves up, down, or is dropped onto another. Pure, so it is tested
 * without a browser; the server takes a category's whole order at once.
 */
interface Ordered {
  id: string;
  category: string;
  sortOrder: number;
}

interface CategoryOrder {
  value: string;
  displayName: string;
  sortOrder: number;
}

/** Categories by their order then name (as the menu shows them); a product of an unknown category goes last. */
export function productsInMenuOrder<T extends Ordered>(
  products: readonly T[],
  categories: readonly CategoryOrder[],
): T[] {
  const ranked = [...categories].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.displayName.localeCompare(b.displayName),
  );
  const rank = new Map(ranked.map((category, index) => [category.value, index]));
  const rankOf = (product: T) => rank.get(product.category) ?? ranked.length;
  // A stable sort: equal positions keep the server's order (oldest first).
  return [...products].sort((a, b) => rankOf(a) - rankOf(b) || a.sortOrder - b.sortOrder);
}

/** The ids of a product's category in order, with that product moved one place up (-1) or down (1); null at an end. */
export function moveWithinCategory<T extends Ordered>(products: readonly T[], id: string, by: -1 | 1): string[] | null {
  const product = products.find((candidate) => candidate.id === id);
  if (!product) return null;
  const ids = inCategory(products, product.category);
  const from = ids.indexOf(id);
  const to = from + by;
  if (to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/**
 * The ids of a category in order after `dragged` is dropped onto `target` (it takes the target's place, the others
 * shifting); null when they are in different categories or the same product.
 */
export function dropOnto<T extends Ordered>(products: readonly T[], dragged: string, target: string): string[] | null {
  const from = products.find((candidate) => candidate.id === dragged);
  const onto = products.find((candidate) => candidate.id === target);
  if (!from || !onto || from.id === onto.id || from.category !== onto.category) return null;
  const ids = inCategory(products, from.category);
  const targetIndex = ids.indexOf(onto.id);
  ids.splice(ids.indexOf(from.id), 1);
  ids.splice(targetIndex, 0, from.id);
  return ids;
}

/** Whether a product is the first (-1) or last (1) of its category. */
export function atEnd<T extends Ordered>(products: readonly T[], product: T, end: -1 | 1): boolean {
  const ids = inCategory(products, product.category);
  return (end === -1 ? ids[0] : ids.at(-1)) === product.id;
}

function inCategory<T extends Ordered>(products: readonly T[], category: string): string[] {
  return [...products]
    .filter((product) => product.category === category)
    .sort((a, b) => a.sortOrder - b.sortOrder)
    .map((product) => product.id);
}
