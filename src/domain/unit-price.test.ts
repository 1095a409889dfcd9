import { describe, expect, it } from 'vitest';
import { sizePrice, unitPrice } from './unit-price';

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

describe('unitPrice with drink options', () => {
  const product = { priceReg: 360, priceLrg: 430 };
  const pearls = { priceReg: 60, priceLrg: 60 };
  const cheeseFoam = { priceReg: 80, priceLrg: 90 };
  const sugar = { priceReg: 0, priceLrg: 0 };

  it('adds each option at the size to the size price', () => {
    expect(unitPrice(product, 'lrg', [pearls])).toBe(490);
    expect(unitPrice(product, 'reg', [pearls, cheeseFoam, sugar])).toBe(500);
    expect(unitPrice(product, 'lrg', [pearls, cheeseFoam, sugar])).toBe(580);
  });

  it('is the size price with no options', () => {
    expect(unitPrice(product, 'reg', [])).toBe(sizePrice(product, 'reg'));
    expect(unitPrice(product, 'lrg')).toBe(sizePrice(product, 'lrg'));
  });
});

describe('unitPrice with options a line has chosen', () => {
  const product = { priceReg: 360, priceLrg: 430 };

  it('adds the surcharges the line kept, already at its size', () => {
    const pearls = { id: 'pearls', groupId: 'toppings', name: 'Tapioca pearls', price: 60 };
    const foam = { id: 'foam', groupId: 'toppings', name: 'Cheese foam', price: 90 };
    expect(unitPrice(product, 'lrg', [pearls, foam])).toBe(580);
    expect(unitPrice(product, 'reg', [pearls])).toBe(420);
  });
});
