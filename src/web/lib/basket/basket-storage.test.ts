import type { BasketLine } from '@domain/basket';
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
