import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { readCartItems } from './checkout-lines';

const id = '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70';
const other = '7a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';

function refusal(raw: unknown): string {
  try {
    readCartItems(raw);
  } catch (error) {
    if (error instanceof AppError && error.kind === 'invalid_data') return error.message;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readCartItems', () => {
  it('defaults the name to Unknown Item (or the title), the size to reg and the quantity to 1', () => {
    expect(readCartItems([{ id }])).toEqual([
      { productId: id, name: 'Unknown Item', size: 'reg', quantity: 1, optionIds: null },
    ]);
    expect(readCartItems([{ id, title: 'Taro', size: 'lrg', quantity: null }])).toEqual([
      { productId: id, name: 'Taro', size: 'lrg', quantity: 1, optionIds: null },
    ]);
  });

  it('drops lines with a quantity of 0 or less, and refuses a basket left empty', () => {
    expect(
      readCartItems([
        { id, quantity: 2 },
        { id: other, quantity: 0 },
        { id: other, size: 'lrg', quantity: -1 },
      ]),
    ).toEqual([{ productId: id, name: 'Unknown Item', size: 'reg', quantity: 2, optionIds: null }]);
    expect(refusal([{ id, quantity: 0 }])).toBe('No valid items in cart');
    expect(refusal([])).toBe('No valid items in cart');
  });

  it('adds up the same product and size sent twice, up to 50', () => {
    expect(
      readCartItems([
        { id, quantity: 20 },
        { id, quantity: 30 },
      ]),
    ).toEqual([{ productId: id, name: 'Unknown Item', size: 'reg', quantity: 50, optionIds: null }]);
    expect(
      refusal([
        { id, name: 'Taro', quantity: 20 },
        { id, name: 'Taro', quantity: 31 },
      ]),
    ).toBe("You can order at most 50 of 'Taro' at once.");
  });

  it('takes ids that differ only in letter case as one line with one limit', () => {
    expect(
      readCartItems([
        { id, quantity: 5 },
        { id: id.toUpperCase(), quantity: 5 },
      ]),
    ).toEqual([{ productId: id, name: 'Unknown Item', size: 'reg', quantity: 10, optionIds: null }]);
    expect(readCartItems([{ id: id.toUpperCase(), size: 'lrg' }])).toEqual([
      { productId: id, name: 'Unknown Item', size: 'lrg', quantity: 1, optionIds: null },
    ]);
    expect(
      refusal([
        { id, name: 'Taro', quantity: 30 },
        { id: id.toUpperCase(), name: 'Taro', quantity: 30 },
      ]),
    ).toBe("You can order at most 50 of 'Taro' at once.");
  });

  it('refuses fractional, string and non-finite quantities with the item named', () => {
    for (const quantity of [1.5, '2', Number.NaN, Infinity, true, {}]) {
      expect(refusal([{ id, name: 'Taro', quantity }])).toBe("The quantity of 'Taro' must be a whole number.");
    }
  });

  it('refuses unknown fields, a missing id, a bad size and more than 40 lines', () => {
    expect(refusal([{ id, status: 'paid' }])).toBe('Unknown field in a basket item: status');
    expect(refusal([{ name: 'Taro' }])).toBe('Each item in the basket needs a product id.');
    expect(refusal([{ id, size: 'xl' }])).toBe('Size must be reg or lrg.');
    expect(refusal(Array.from({ length: 41 }, () => ({ id })))).toBe('A basket can hold at most 40 different items.');
    expect(refusal({ id })).toBe('cartItems must be a list of basket lines.');
  });
});

describe('readCartItems with drink options', () => {
  const id = '0b7e0a4e-5d8c-4f8e-9a57-0d1b1c1d1e1f';
  it('keeps the same drink with other choices as another line, and merges the same choices in any order', () => {
    const lines = readCartItems([
      { id, options: ['sugar-25', 'tapioca-pearls'] },
      { id, options: ['TAPIOCA-PEARLS', 'sugar-25'] },
      { id, options: ['sugar-100'] },
      { id },
    ]);
    expect(lines.map((line) => [line.quantity, line.optionIds])).toEqual([
      [2, ['sugar-25', 'tapioca-pearls']],
      [1, ['sugar-100']],
      [1, null],
    ]);
  });
});
