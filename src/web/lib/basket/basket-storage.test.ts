import type { BasketLine } from '@domain/basket';
import { chosenWithPearls } from '@domain/test-fixtures';
import { describe, expect, it } from 'vitest';
import { BASKET_STORAGE_KEY, loadBasket, saveBasket, type KeyValueStorage } from './basket-storage';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const taro: BasketLine = {
  id: 'p1',
  name: 'Taro Milk Tea',
  size: 'lrg',
  price: 450,
  quantity: 2,
  category: 'milk-tea',
  image: null,
  options: [],
};

const pearlsTaro: BasketLine = {
  ...taro,
  id: 'p1',
  price: 510,
  quantity: 1,
  options: chosenWithPearls,
};

describe('basket persistence', () => {
  it("stores the basket under 'pearl.cart' and reads it back", () => {
    const storage = memoryStorage();
    saveBasket(storage, [taro]);
    expect(storage.data.has(BASKET_STORAGE_KEY)).toBe(true);
    expect(BASKET_STORAGE_KEY).toBe('pearl.cart');
    expect(loadBasket(storage)).toEqual([taro]);
  });

  it('removes the stored copy when the basket is cleared', () => {
    const storage = memoryStorage({ [BASKET_STORAGE_KEY]: JSON.stringify([taro]) });
    saveBasket(storage, []);
    expect(storage.data.has(BASKET_STORAGE_KEY)).toBe(false);
    expect(loadBasket(storage)).toEqual([]);
  });

  it('treats unreadable or hostile stored data as an empty basket, keeping the well-formed lines', () => {
    expect(loadBasket(memoryStorage({ [BASKET_STORAGE_KEY]: '{not json' }))).toEqual([]);
    expect(loadBasket(memoryStorage({ [BASKET_STORAGE_KEY]: '"a string"' }))).toEqual([]);
    const mixed = JSON.stringify([taro, { id: 'p2', name: 'Bad', size: 'huge', price: 1, quantity: 1 }, null]);
    expect(loadBasket(memoryStorage({ [BASKET_STORAGE_KEY]: mixed }))).toEqual([taro]);
  });

  it('reads a basket saved by the version before drink options as lines with no options', () => {
    // Written by the previous release, byte for byte: lines had no options field.
    const saved =
      '[{"id":"1b0e3c2a-5d1f-4c7e-9a2b-7f6e5d4c3b2a","name":"Classic Milk Tea","size":"lrg","price":430,' +
      '"quantity":2,"category":"milk-tea","image":"/images/products/classic-milk-tea.svg"},' +
      '{"id":"2c1f4d3b-6e2a-4d8f-8b3c-8a7f6e5d4c3b","name":"Mango Green Tea","size":"reg","price":390,' +
      '"quantity":1,"category":"fruit-tea","image":null}]';
    const lines = loadBasket(memoryStorage({ [BASKET_STORAGE_KEY]: saved }));
    expect(lines).toEqual([
      {
        id: '1b0e3c2a-5d1f-4c7e-9a2b-7f6e5d4c3b2a',
        name: 'Classic Milk Tea',
        size: 'lrg',
        price: 430,
        quantity: 2,
        category: 'milk-tea',
        image: '/images/products/classic-milk-tea.svg',
        options: [],
      },
      {
        id: '2c1f4d3b-6e2a-4d8f-8b3c-8a7f6e5d4c3b',
        name: 'Mango Green Tea',
        size: 'reg',
        price: 390,
        quantity: 1,
        category: 'fruit-tea',
        image: null,
        options: [],
      },
    ]);
  });

  it('keeps the chosen options of each line, and the same drink with other options as its own line', () => {
    const storage = memoryStorage();
    saveBasket(storage, [taro, pearlsTaro]);
    expect(loadBasket(storage)).toEqual([taro, pearlsTaro]);
  });

  it('drops a saved line whose options cannot be read, keeping the others', () => {
    const broken = { ...pearlsTaro, options: [{ id: 'tapioca-pearls', name: 'Tapioca pearls', price: '60p' }] };
    const storage = memoryStorage({ [BASKET_STORAGE_KEY]: JSON.stringify([broken, taro]) });
    expect(loadBasket(storage)).toEqual([taro]);
  });

  it('keeps working when storage is missing or refuses writes', () => {
    expect(loadBasket(null)).toEqual([]);
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveBasket(full, [taro])).not.toThrow();
  });
});
