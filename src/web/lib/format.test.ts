import { describe, expect, it } from 'vitest';
import { basketLinkLabel, formatBundle, formatCalories, formatDeal, formatItemCount } from './format';

describe('display formats', () => {
  it('shows calories or N/A cal.', () => {
    expect(formatCalories(250)).toBe('250 cal.');
    expect(formatCalories(0)).toBe('0 cal.');
    expect(formatCalories(null)).toBe('N/A cal.');
    expect(formatCalories(undefined)).toBe('N/A cal.');
  });

  it('counts items in words', () => {
    expect(formatItemCount(1)).toBe('1 item');
    expect(formatItemCount(3)).toBe('3 items');
    expect(basketLinkLabel(0)).toBe('Basket, empty');
    expect(basketLinkLabel(2)).toBe('Basket, 2 items');
  });

  it("describes a deal with the bundle price of the promotion's size", () => {
    expect(formatDeal({ requiredQuantity: 2, size: 'lrg', priceReg: 700, priceLrg: 850 })).toBe('Any 2 LRG for £8.50');
    expect(formatDeal({ requiredQuantity: 3, size: 'reg', priceReg: 900, priceLrg: 1200 })).toBe('Any 3 REG for £9.00');
    expect(formatBundle({ requiredQuantity: 2, size: 'lrg', priceReg: 700, priceLrg: 850 })).toBe('2 for £8.50');
  });
});
