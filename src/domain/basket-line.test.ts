import { describe, expect, it } from 'vitest';
import { basketTotals, type BasketLine } from './basket';
import { basketLineView, lineTotal } from './basket-line';
import { chosenWithPearls } from './test-fixtures';

const line = (overrides: Partial<BasketLine> = {}): BasketLine => ({
  id: 'p1',
  name: 'Mango Green Tea',
  size: 'lrg',
  price: 480,
  quantity: 3,
  category: 'fruit-tea',
  ...overrides,
});

describe('lineTotal', () => {
  it('is the unit price times the quantity', () => {
    expect(lineTotal(480, 3)).toBe(1440);
    expect(lineTotal(350, 1)).toBe(350);
  });
});

describe('basketLineView', () => {
  it('shows the name, size, quantity, unit price and line total', () => {
    expect(basketLineView(line())).toEqual({
      name: 'Mango Green Tea',
      size: 'lrg',
      optionSummary: '',
      quantity: 3,
      unitPrice: 480,
      lineTotal: 1440,
    });
  });

  it('shows the chosen options compactly, and their surcharges are in the unit price', () => {
    const view = basketLineView(
      line({
        name: 'Classic Milk Tea',
        price: 490,
        quantity: 2,
        options: chosenWithPearls,
      }),
    );
    expect(view).toMatchObject({
      optionSummary: '25% sugar · Less ice · Tapioca pearls',
      unitPrice: 490,
      lineTotal: 980,
    });
  });

  it('line totals add up to the basket subtotal', () => {
    const lines = [line(), line({ name: 'Taro Milk Tea', size: 'reg', price: 390, quantity: 2 })];
    const sum = lines.reduce((total, entry) => total + basketLineView(entry).lineTotal, 0);
    expect(sum).toBe(basketTotals(lines, []).subtotal);
  });
});
