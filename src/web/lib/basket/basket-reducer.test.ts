import type { BasketItem } from '@domain/basket';
import type { Product } from '@domain/catalogue';
import { describe, expect, it } from 'vitest';
import { basketReducer, type BasketAction, type BasketState } from './basket-reducer';

const taro: BasketItem = {
  id: 'p1',
  name: 'Taro Milk Tea',
  size: 'reg',
  price: 380,
  category: 'milk-tea',
  image: null,
};
const taroLarge: BasketItem = { ...taro, size: 'lrg', price: 450 };

function run(...actions: BasketAction[]): BasketState {
  return actions.reduce(basketReducer, { lines: [], changes: 0 });
}

describe('basketReducer', () => {
  it('adds sizes as separate lines and merges the same name and size', () => {
    const state = run(
      { type: 'add', item: taro, quantity: 2 },
      { type: 'add', item: taroLarge, quantity: 1 },
      { type: 'add', item: taro, quantity: 1 },
    );
    expect(state.lines.map((line) => [line.size, line.quantity])).toEqual([
      ['reg', 3],
      ['lrg', 1],
    ]);
    expect(state.changes).toBe(3);
  });

  it('keeps the same drink with other options as its own line, and points at each by its options', () => {
    const pearls = {
      ...taro,
      price: 440,
      options: [{ id: 'pearls', groupId: 'toppings', name: 'Tapioca pearls', price: 60 }],
    };
    const state = run(
      { type: 'add', item: taro, quantity: 1 },
      { type: 'add', item: pearls, quantity: 2 },
      { type: 'changeQuantity', line: pearls, delta: 1 },
      { type: 'remove', line: taro },
    );
    expect(state.lines.map((line) => [line.options?.map((o) => o.name), line.quantity])).toEqual([
      [['Tapioca pearls'], 3],
    ]);
  });

  it('never lets a quantity fall below 1', () => {
    const state = run({ type: 'add', item: taro, quantity: 1 }, { type: 'changeQuantity', line: taro, delta: -1 });
    expect(state.lines[0]?.quantity).toBe(1);
    expect(
      run({ type: 'add', item: taro, quantity: 1 }, { type: 'setQuantity', line: taro, quantity: 0 }).lines[0]
        ?.quantity,
    ).toBe(1);
  });

  it('removes a line by name and size, a product by id, and everything on clear', () => {
    const both = run({ type: 'add', item: taro, quantity: 1 }, { type: 'add', item: taroLarge, quantity: 1 });
    expect(basketReducer(both, { type: 'remove', line: taroLarge }).lines).toHaveLength(1);
    expect(basketReducer(both, { type: 'removeProduct', productId: 'p1' }).lines).toEqual([]);
    expect(basketReducer(both, { type: 'clear' }).lines).toEqual([]);
  });

  it('takes current prices from the menu without counting it as a change the customer made', () => {
    const state = run({ type: 'add', item: taroLarge, quantity: 2 });
    const product: Product = {
      id: 'p1',
      name: 'Taro Milk Tea',
      category: 'milk-tea',
      description: null,
      priceReg: 390,
      priceLrg: 470,
      image: '/images/products/taro-milk-tea.svg',
      calories: 300,
      soldOut: false,
      sortOrder: 0,
    };
    const synced = basketReducer(state, { type: 'syncWithMenu', products: [product] });
    expect(synced.lines[0]).toMatchObject({ price: 470, quantity: 2, image: '/images/products/taro-milk-tea.svg' });
    expect(synced.changes).toBe(state.changes);
    expect(basketReducer(synced, { type: 'syncWithMenu', products: [product] })).toBe(synced);

    // A line with toppings takes the new size price and keeps its surcharges.
    const withPearls = run({
      type: 'add',
      item: {
        ...taroLarge,
        price: 510,
        options: [{ id: 'pearls', groupId: 'toppings', name: 'Tapioca pearls', price: 60 }],
      },
      quantity: 1,
    });
    const resynced = basketReducer(withPearls, { type: 'syncWithMenu', products: [product] });
    expect(resynced.lines[0]).toMatchObject({ price: 470 + 60, options: [{ name: 'Tapioca pearls' }] });
  });
});
