import { describe, expect, it } from 'vitest';
import type { Product } from './catalogue';
import { orderAgain } from './order-again';
import { drinkOption, menuProduct, toppingsGroup } from './test-fixtures';

const pearls = drinkOption('pearls', 'Tapioca pearls', { priceReg: 60, priceLrg: 80 });
const product = (overrides: Partial<Product>) =>
  menuProduct({
    id: 'p-taro',
    name: 'Taro Milk Tea',
    priceReg: 390,
    priceLrg: 460,
    optionGroups: [toppingsGroup(0, [pearls])],
    ...overrides,
  });

describe('orderAgain', () => {
  it('puts back the same drinks, sizes, options and quantities at today’s prices', () => {
    const result = orderAgain(
      [{ productId: 'P-TARO', name: 'Taro Milk Tea', size: 'lrg', quantity: 2, optionIds: ['pearls'] }],
      [product({ priceLrg: 480 })],
    );
    expect(result.notes).toEqual([]);
    expect(result.lines).toEqual([
      expect.objectContaining({
        id: 'p-taro',
        size: 'lrg',
        quantity: 2,
        price: 560,
        options: [{ id: 'pearls', groupId: 'toppings', name: 'Tapioca pearls', price: 80 }],
      }),
    ]);
  });

  it('leaves out a sold-out drink, one no longer on the menu and one whose option is sold out, saying which', () => {
    const result = orderAgain(
      [
        { productId: 'p-taro', name: 'Taro Milk Tea', size: 'reg', quantity: 1, optionIds: [] },
        { productId: 'p-gone', name: 'Rose Tea', size: 'reg', quantity: 1, optionIds: [] },
        { productId: 'p-mango', name: 'Mango Tea', size: 'reg', quantity: 1, optionIds: ['pearls'] },
      ],
      [
        product({ soldOut: true }),
        product({
          id: 'p-mango',
          name: 'Mango Tea',
          optionGroups: [toppingsGroup(0, [{ ...pearls, soldOut: true }])],
        }),
      ],
    );
    expect(result.lines).toEqual([]);
    expect(result.notes).toEqual([
      'Taro Milk Tea is sold out',
      'Rose Tea is no longer on the menu',
      'Mango Tea: Tapioca pearls is sold out',
    ]);
  });
});
