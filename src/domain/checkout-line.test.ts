import { describe, expect, it } from 'vitest';
import { isKeptLine, lineName, lineSize, NO_VALID_ITEMS, UNKNOWN_ITEM } from './checkout-line';

describe('reading a basket line at checkout', () => {
  it('names a line by its name, else its title, else Unknown Item', () => {
    expect(lineName({ name: 'Classic Milk Tea', title: 'Other' })).toBe('Classic Milk Tea');
    expect(lineName({ name: '  ', title: 'Taro Milk Tea' })).toBe('Taro Milk Tea');
    expect(lineName({ name: 42 })).toBe(UNKNOWN_ITEM);
    expect(lineName({})).toBe('Unknown Item');
  });

  it('takes a line as regular unless it says large', () => {
    expect(lineSize('lrg')).toBe('lrg');
    expect(lineSize('reg')).toBe('reg');
    expect(lineSize(undefined)).toBe('reg');
    expect(lineSize('LRG')).toBe('reg');
  });

  it('drops lines with a quantity or a price of 0 or less', () => {
    expect(isKeptLine({ quantity: 1, price: 350 })).toBe(true);
    expect(isKeptLine({ quantity: 2 })).toBe(true);
    expect(isKeptLine({ quantity: 0, price: 350 })).toBe(false);
    expect(isKeptLine({ quantity: -1 })).toBe(false);
    expect(isKeptLine({ quantity: 1, price: 0 })).toBe(false);
    expect(isKeptLine({ quantity: 1, price: -5 })).toBe(false);
  });

  it("says 'No valid items in cart' word for word", () => {
    expect(NO_VALID_ITEMS).toBe('No valid items in cart');
  });
});
