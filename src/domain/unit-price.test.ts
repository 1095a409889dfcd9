import { describe, expect, it } from 'vitest';
import { unitPrice } from './unit-price';

describe('unitPrice', () => {
  const product = { priceReg: 350, priceLrg: 420 };

  it('is the regular price at REG', () => {
    expect(unitPrice(product, 'reg')).toBe(350);
  });

  it('is the large price at LRG', () => {
    expect(unitPrice(product, 'lrg')).toBe(420);
  });

  it('reads only the two prices, so a menu product and a database row both fit', () => {
    expect(unitPrice({ ...product, name: 'Mango', category: 'fruit-tea' } as typeof product, 'lrg')).toBe(420);
  });
});
