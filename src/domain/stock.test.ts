import { describe, expect, it } from 'vitest';
import type { OptionGroup } from './drink-options';
import {
  basketLineProblem,
  lineOutReason,
  onlyLeft,
  outageLine,
  outOfStock,
  parseStock,
  productOutReason,
  resetDue,
  shortfall,
  withStock,
} from './stock';
import { drinkOption, toppingsGroup } from './test-fixtures';

const toppings = toppingsGroup(2, [drinkOption('pearls', 'Tapioca pearls'), drinkOption('jelly', 'Grass jelly')]);
const milk: OptionGroup = {
  id: 'milk',
  name: 'Milk',
  kind: 'single',
  sortOrder: 1,
  options: [drinkOption('oat', 'Oat milk')],
};
const pearls = { name: 'Tapioca pearls', out: true, productIds: ['BOBA'], optionIds: ['pearls'] };
const oat = { name: 'Oat milk', out: true, productIds: [], optionIds: ['oat'] };

describe('counted products', () => {
  it('says how many are left in the words the customer reads', () => {
    expect(onlyLeft(2, 'Cola Cubes')).toBe('Only 2 Cola Cubes left');
    const left = new Map([['cola', 2]]);
    expect(shortfall([{ productId: 'cola', name: 'Cola Cubes', quantity: 2 }], left)).toBeNull();
    expect(shortfall([{ productId: 'COLA', name: 'Cola Cubes', quantity: 3 }], left)).toBe('Only 2 Cola Cubes left');
  });

  it('adds up the lines of one product (a large and a small bag) and leaves products not counted alone', () => {
    const left = new Map([['cola', 2]]);
    const lines = [
      { productId: 'cola', name: 'Cola Cubes', quantity: 1 },
      { productId: 'cola', name: 'Cola Cubes', quantity: 2 },
      { productId: 'tea', name: 'Classic Milk Tea', quantity: 40 },
    ];
    expect(shortfall(lines, left)).toBe('Only 2 Cola Cubes left');
    expect(shortfall(lines.slice(2), left)).toBeNull();
    expect(shortfall(lines.slice(0, 1), new Map([['cola', 0]]))).toBe('No Cola Cubes left');
  });

  it('resets each morning once, at opening time in the shop’s day, and never on a day the shop is closed', () => {
    const opens = new Date('2026-11-23T10:00:00Z');
    const stock = { resetTo: 20, resetOn: '2026-11-22' };
    expect(resetDue(stock, '2026-11-23', new Date('2026-11-23T09:59:00Z'), opens)).toBe(false);
    expect(resetDue(stock, '2026-11-23', new Date('2026-11-23T10:00:00Z'), opens)).toBe(true);
    expect(resetDue({ ...stock, resetOn: '2026-11-23' }, '2026-11-23', new Date('2026-11-23T15:00:00Z'), opens)).toBe(
      false,
    );
    expect(resetDue({ resetTo: null, resetOn: null }, '2026-11-23', new Date('2026-11-23T15:00:00Z'), opens)).toBe(
      false,
    );
    expect(resetDue(stock, '2026-11-23', new Date('2026-11-23T15:00:00Z'), null)).toBe(false);
  });

  it('reads a count as staff type it: empty is not counted, a whole number from 0, anything else refused', () => {
    expect(parseStock('')).toBeNull();
    expect(parseStock(' 5 ')).toBe(5);
    expect(parseStock(0)).toBe(0);
    expect(parseStock('-1')).toBeUndefined();
    expect(parseStock('2.5')).toBeUndefined();
    expect(parseStock('1000001')).toBeUndefined();
  });
});

describe('ingredients', () => {
  it('sells a drink whose only missing part is an optional topping without it, and not one that needs it', () => {
    const out = outOfStock([pearls, { ...oat, out: false }]);
    expect(productOutReason({ id: 'classic', name: 'Classic Milk Tea', optionGroups: [toppings] }, out)).toBeNull();
    expect(productOutReason({ id: 'boba', name: 'Brown Sugar Boba Milk' }, out)).toBe(
      'Brown Sugar Boba Milk is sold out: we have run out of Tapioca pearls.',
    );
  });

  it('takes a drink off when a choice it must make has nothing left', () => {
    const out = outOfStock([oat]);
    expect(productOutReason({ id: 'latte', name: 'Oat Latte', optionGroups: [milk, toppings] }, out)).toBe(
      'Oat Latte is sold out: we have run out of Oat milk.',
    );
  });

  it('names the line and why for a basket holding the topping that is out', () => {
    const out = outOfStock([pearls]);
    const line = {
      productId: 'classic',
      name: 'Classic Milk Tea',
      options: [{ id: 'pearls', name: 'Tapioca pearls' }],
    };
    expect(lineOutReason(line, out)).toBe(
      'Classic Milk Tea with Tapioca pearls: we have run out of Tapioca pearls. Remove it and add the drink without Tapioca pearls.',
    );
    expect(lineOutReason({ ...line, options: [{ id: 'jelly', name: 'Grass jelly' }] }, out)).toBeNull();
    expect(lineOutReason(line, outOfStock([{ ...pearls, out: false }]))).toBeNull();
  });

  it('lays stock over the menu: options and products out, counts left, a count of 0 sold out', () => {
    const products = [
      { id: 'classic', name: 'Classic Milk Tea', soldOut: false, optionGroups: [toppings] },
      { id: 'boba', name: 'Brown Sugar Boba Milk', soldOut: false },
      { id: 'cola', name: 'Cola Cubes', soldOut: false },
    ];
    const [classic, boba, cola] = withStock(products, outOfStock([pearls]), new Map([['cola', 0]]));
    expect(classic!.soldOut).toBe(false);
    expect(classic!.optionGroups![0]!.options[0]).toMatchObject({ soldOut: true, outOf: 'Tapioca pearls' });
    expect(classic!.optionGroups![0]!.options[1]!.soldOut).toBe(false);
    expect(boba).toMatchObject({ soldOut: true, outReason: expect.stringContaining('Tapioca pearls') });
    expect(cola).toMatchObject({ soldOut: true, stockLeft: 0 });
  });
});

describe('the time an ingredient was out', () => {
  it('is said on the shop’s clock, with its date on an earlier day, and "since" while it lasts', () => {
    const now = new Date('2026-11-25T17:00:00Z');
    const today = {
      name: 'Tapioca pearls',
      startedAt: new Date('2026-11-25T14:10:00Z'),
      endedAt: new Date('2026-11-25T16:30:00Z'),
    };
    expect(outageLine(today, now)).toBe('Tapioca pearls out 14:10–16:30');
    expect(outageLine({ ...today, endedAt: null }, now)).toBe('Tapioca pearls out since 14:10');
    const monday = {
      name: 'Oat milk',
      startedAt: new Date('2026-11-23T10:05:00Z'),
      endedAt: new Date('2026-11-23T11:00:00Z'),
    };
    expect(outageLine(monday, now)).toBe('Oat milk out 23 Nov 2026 10:05–11:00');
  });
});

describe('a basket line the menu can no longer sell', () => {
  it('says which line and why, in the words checkout refuses it with', () => {
    const line = { name: 'Classic Milk Tea', quantity: 1, options: [{ id: 'pearls', name: 'Tapioca pearls' }] };
    const toppingOut = { optionGroups: [{ options: [{ id: 'pearls', outOf: 'Tapioca pearls' }] }] };
    expect(basketLineProblem(line, toppingOut)).toBe(
      lineOutReason({ ...line, productId: 'classic' }, outOfStock([{ ...pearls, productIds: [] }])),
    );
    expect(basketLineProblem({ ...line, options: [] }, toppingOut)).toBeNull();
    expect(
      basketLineProblem(line, { outReason: 'Brown Sugar Boba Milk is sold out: we have run out of Tapioca pearls.' }),
    ).toBe('Brown Sugar Boba Milk is sold out: we have run out of Tapioca pearls.');
    expect(basketLineProblem({ name: 'Cola Cubes', quantity: 3 }, { stockLeft: 2 })).toBe('Only 2 Cola Cubes left');
    expect(basketLineProblem({ name: 'Cola Cubes', quantity: 2 }, { stockLeft: 2 })).toBeNull();
    expect(basketLineProblem(line, undefined)).toBeNull();
  });
});
