import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { menuProduct, sugarGroup } from './test-fixtures';
import { cashEventId, cashShortMessage, changeDue, changeText, defaultLineOf } from './till';

describe('cash at the till', () => {
  it('gives the change to the penny, and none when the cash is short', () => {
    expect(changeDue(1090, 2000)).toBe(910);
    expect(changeDue(350, 350)).toBe(0);
    expect(changeDue(391, 390)).toBeNull();
    expect(changeText(910)).toBe('Change £9.10');
    expect(cashShortMessage(390, 300)).toBe('£3.00 does not cover the total of £3.90.');
  });

  it('never gives back more than was given, and what it keeps is the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (total, given) => {
        const change = changeDue(total, given);
        if (change === null) expect(given).toBeLessThan(total);
        else expect(given - change).toBe(total);
      }),
    );
  });

  it('pays a sale once: its cash event is named by the order', () => {
    expect(cashEventId('abc')).toBe('cash:abc');
  });
});

describe('one tap on a tile', () => {
  const sugar = sugarGroup();

  it('adds the drink in REG with its default options, priced as the menu prices it', () => {
    const line = defaultLineOf(menuProduct({ id: 'p1', name: 'Classic Milk Tea', optionGroups: [sugar] }));
    expect(line).toMatchObject({ id: 'p1', size: 'reg', price: 350, options: [{ id: 'sugar-100' }] });
  });

  it('adds nothing when the drink is sold out or its required choice cannot be made', () => {
    expect(defaultLineOf(menuProduct({ id: 'p1', name: 'Gone', soldOut: true }))).toBeNull();
    const allGone = { ...sugar, options: sugar.options.map((option) => ({ ...option, soldOut: true })) };
    expect(defaultLineOf(menuProduct({ id: 'p2', name: 'Sweet', optionGroups: [allGone] }))).toBeNull();
  });
});
