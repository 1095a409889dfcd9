import type { Menu } from '@domain/catalogue';
import { menuProduct } from '@domain/test-fixtures';
import { describe, expect, it } from 'vitest';
import { featuredProducts } from './featured-products';

const product = (name: string, category: string, sortOrder: number, soldOut = false) =>
  menuProduct({ id: name, name, category, priceReg: 300, priceLrg: 400, soldOut, sortOrder });

const menu: Menu = {
  categories: [
    { id: 'b', value: 'b', displayName: 'B', sortOrder: 2 },
    { id: 'a', value: 'a', displayName: 'A', sortOrder: 1 },
  ],
  products: [product('a1', 'a', 1, true), product('a2', 'a', 2), product('a3', 'a', 3), product('b1', 'b', 4)],
  promotions: [],
};

describe('featuredProducts', () => {
  it('takes the first available product of each category, then fills up from the menu', () => {
    expect(featuredProducts(menu, 3).map((p) => p.name)).toEqual(['a2', 'b1', 'a3']);
  });

  it('never features a sold-out product and stops at the count', () => {
    expect(featuredProducts(menu, 1).map((p) => p.name)).toEqual(['a2']);
    expect(featuredProducts(menu, 10).map((p) => p.name)).not.toContain('a1');
  });
});
