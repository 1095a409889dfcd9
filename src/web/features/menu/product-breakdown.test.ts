import type { BasketLine } from '@domain/basket';
import { describe, expect, it } from 'vitest';
import { productBreakdown } from './product-breakdown';

const line = (id: string, size: 'reg' | 'lrg', quantity: number, price: number): BasketLine => ({
  id,
  name: id,
  size,
  price,
  quantity,
  category: 'milk-tea',
  image: null,
});

describe('productBreakdown', () => {
  it('gives size, price and quantity per size (REG first) and the total quantity', () => {
    const lines = [line('taro', 'lrg', 1, 460), line('classic', 'reg', 4, 360), line('taro', 'reg', 2, 390)];
    expect(productBreakdown(lines, 'taro')).toEqual({
      sizes: [
        { size: 'reg', price: 390, quantity: 2, optionSummary: '' },
        { size: 'lrg', price: 460, quantity: 1, optionSummary: '' },
      ],
      totalQuantity: 3,
    });
  });

  it('is null for a product that is not in the basket', () => {
    expect(productBreakdown([line('taro', 'reg', 1, 390)], 'matcha')).toBeNull();
  });
});
