import { basketTotals, basketTotalsWithFreeDrink, type BasketLine } from '@domain/basket';
import { FREE_DRINK_LINE } from '@domain/pricing';
import { fruitTeaPromotion } from '@domain/test-fixtures';
import { describe, expect, it } from 'vitest';
import { walletLines } from './wallet-lines';

// Two large fruit teas (the "2 for £8.50" deal) and a large milk tea whose REG price is £3.90.
const lines: BasketLine[] = [
  { id: 'mango', name: 'Mango Fruit Tea', size: 'lrg', price: 500, quantity: 2, category: 'fruit-tea' },
  { id: 'taro', name: 'Taro Milk Tea', size: 'lrg', price: 460, quantity: 1, category: 'milk-tea' },
];
const promotions = [fruitTeaPromotion()];
const regPrices: Record<string, number> = { mango: 420, taro: 390 };
const sum = (items: { amount: number }[]) => items.reduce((total, item) => total + item.amount, 0);

describe('walletLines', () => {
  it('lists each line at its menu price and the promotions as one negative line, adding up to the total', () => {
    const totals = basketTotals(lines, promotions);
    const items = walletLines(lines, totals);
    expect(items).toEqual([
      { name: '2 × Mango Fruit Tea (LRG)', amount: 1000 },
      { name: '1 × Taro Milk Tea (LRG)', amount: 460 },
      { name: 'Promotion Discount', amount: -150 },
    ]);
    expect(sum(items)).toBe(totals.total);
  });

  it('adds the free drink as its own line, so the sheet’s total is the one the server charges', () => {
    const totals = basketTotalsWithFreeDrink(lines, promotions, { categories: ['milk-tea'] }, (id) => regPrices[id]);
    const items = walletLines(lines, totals);
    expect(items.at(-1)).toEqual({ name: FREE_DRINK_LINE, amount: -390 });
    expect(items).toContainEqual({ name: 'Promotion Discount', amount: -150 });
    expect(sum(items)).toBe(totals.total);
    expect(totals.total).toBe(1000 - 150 + 460 - 390);
  });
});
