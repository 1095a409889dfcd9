import { describe, expect, it } from 'vitest';
import { atEnd, dropOnto, moveWithinCategory, productsInMenuOrder } from './product-order';

const categories = [
  { value: 'fruit-tea', displayName: 'Fruit Tea', sortOrder: 2 },
  { value: 'milk-tea', displayName: 'Milk Tea', sortOrder: 1 },
];
const product = (id: string, category: string, sortOrder: number) => ({ id, category, sortOrder });
// As the server lists them: by position, then oldest first (the two at 0 are in that order).
const products = [
  product('mango', 'fruit-tea', 0),
  product('classic', 'milk-tea', 0),
  product('taro', 'milk-tea', 1),
  product('lychee', 'fruit-tea', 1),
  product('matcha', 'milk-tea', 2),
  product('stray', 'gone', 0),
];
const ids = (list: readonly { id: string }[]) => list.map((product) => product.id);

describe('the products in the menu’s order', () => {
  it('comes category by category in the shop’s order, each in its own order, unknown categories last', () => {
    expect(ids(productsInMenuOrder(products, categories))).toEqual([
      'classic',
      'taro',
      'matcha',
      'mango',
      'lychee',
      'stray',
    ]);
  });

  it('moves a product up or down within its category only, and not past either end', () => {
    expect(moveWithinCategory(products, 'taro', -1)).toEqual(['taro', 'classic', 'matcha']);
    expect(moveWithinCategory(products, 'taro', 1)).toEqual(['classic', 'matcha', 'taro']);
    expect(moveWithinCategory(products, 'mango', 1)).toEqual(['lychee', 'mango']);
    expect(moveWithinCategory(products, 'classic', -1)).toBeNull();
    expect(moveWithinCategory(products, 'matcha', 1)).toBeNull();
    expect(atEnd(products, products[1]!, -1)).toBe(true);
    expect(atEnd(products, products[4]!, 1)).toBe(true);
    expect(atEnd(products, products[2]!, 1)).toBe(false);
  });

  it('puts a dropped product in the place of the one it was dropped on, within one category', () => {
    expect(dropOnto(products, 'matcha', 'classic')).toEqual(['matcha', 'classic', 'taro']);
    expect(dropOnto(products, 'classic', 'matcha')).toEqual(['taro', 'matcha', 'classic']);
    expect(dropOnto(products, 'classic', 'mango')).toBeNull();
    expect(dropOnto(products, 'classic', 'classic')).toBeNull();
  });
});
