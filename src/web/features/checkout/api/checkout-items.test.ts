import { describe, expect, it } from 'vitest';
import { checkoutItems } from './checkout-items';

describe('checkoutItems', () => {
  it('sends id, name, size, price and quantity with the defaults', () => {
    expect(checkoutItems([{ id: 'p1', name: '', price: 350 }])).toEqual([
      { id: 'p1', name: 'Unknown Item', size: 'reg', price: 350, quantity: 1 },
    ]);
    expect(checkoutItems([{ id: 'p1', name: 'Taro', size: 'lrg', price: 420, quantity: 2.7 }])).toEqual([
      { id: 'p1', name: 'Taro', size: 'lrg', price: 420, quantity: 2 },
    ]);
  });

  it("drops lines with a price or quantity of 0 or less, and says 'No valid items in cart' when none remain", () => {
    expect(
      checkoutItems([
        { id: 'a', price: 350, quantity: 1 },
        { id: 'b', price: 0, quantity: 1 },
        { id: 'c', price: 350, quantity: 0 },
      ]),
    ).toHaveLength(1);
    expect(() => checkoutItems([])).toThrow('No valid items in cart');
    expect(() => checkoutItems([{ id: 'a', price: -1, quantity: 1 }])).toThrow('No valid items in cart');
  });
});
