import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBasket, type PricedLineInput } from './pricing';
import { fruitTeaPromotion, lineKindArbs, pricedLine, promotionArb } from './test-fixtures';

const drinks = { categories: ['fruit-tea', 'milk-tea'] };

/** One Regular Mango fruit tea at £4.00. */
const line = (overrides: Partial<PricedLineInput> = {}) =>
  pricedLine({ key: 'mango-reg', size: 'reg', unitPrice: 400, regPrice: 400, ...overrides });

describe('priceBasket with a stamp card free drink', () => {
  it('takes one drink’s REG price off and says which line it fell on', () => {
    const result = priceBasket([line({ quantity: 2 })], [], drinks);
    expect(result).toMatchObject({ subtotal: 800, discount: 0, total: 400 });
    expect(result.freeDrink).toEqual({ key: 'mango-reg', line: 0, amount: 400 });
  });

  it('still charges the toppings and the LRG upgrade of the free drink', () => {
    // A LRG drink at £4.80 (REG £4.00) with 60p of toppings: £4.00 off, £1.40 still to pay.
    const result = priceBasket([line({ size: 'lrg', unitPrice: 540, surcharge: 60, regPrice: 400 })], [], drinks);
    expect(result.total).toBe(140);
    expect(result.freeDrink?.amount).toBe(400);
  });

  it('gives only one free drink, on the dearest REG price', () => {
    const result = priceBasket(
      [line({ key: 'a', regPrice: 350, unitPrice: 350 }), line({ key: 'b', regPrice: 420, unitPrice: 420 })],
      [],
      drinks,
    );
    expect(result.freeDrink).toMatchObject({ key: 'b', amount: 420 });
    expect(result.total).toBe(350);
  });

  it('never gives a drink of a category that does not earn stamps', () => {
    const result = priceBasket([line({ category: 'sweets' })], [], drinks);
    expect(result.freeDrink).toBeNull();
    expect(result.total).toBe(400);
  });

  it('does not count the free drink in a deal', () => {
    // 3 large fruit teas at £4.80 (REG £4.00), "2 for £8.50": one free (£4.80 − £4.00 = 80p) and two in the deal.
    const result = priceBasket(
      [line({ size: 'lrg', unitPrice: 480, regPrice: 400, quantity: 3 })],
      [fruitTeaPromotion()],
      drinks,
    );
    expect(result.lines[0]).toMatchObject({ bundledUnits: 2, discount: 110 });
    expect(result.total).toBe(850 + 80);
  });

  it('is not used when breaking a deal would cost the customer more than it saves', () => {
    const deal = fruitTeaPromotion({ size: 'reg', requiredQuantity: 2, priceReg: 100 });
    const result = priceBasket([line({ quantity: 2 })], [deal], drinks);
    expect(result.freeDrink).toBeNull();
    expect(result.total).toBe(100);
  });
});

const lineArb = fc
  .record({
    ...lineKindArbs,
    regPrice: fc.integer({ min: 0, max: 1000 }),
    upgrade: fc.integer({ min: 0, max: 200 }),
    surcharge: fc.integer({ min: 0, max: 150 }),
    quantity: fc.integer({ min: 1, max: 6 }),
  })
  .map(({ regPrice, upgrade, surcharge, size, ...rest }): PricedLineInput => {
    const sizePrice = size === 'reg' ? regPrice : regPrice + upgrade;
    return { ...rest, size, regPrice, unitPrice: sizePrice + surcharge, surcharge };
  });
const promoArb = promotionArb({ maxRequired: 4, maxPrice: 3000 });

describe('priceBasket with a free drink: properties', () => {
  it('never charges more than without it, takes off at most one REG price, and keeps surcharges', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 6 }), fc.array(promoArb, { maxLength: 3 }), (lines, promotions) => {
        const without = priceBasket(lines, promotions);
        const withIt = priceBasket(lines, promotions, drinks);
        expect(withIt.total).toBeLessThanOrEqual(without.total);
        expect(withIt.total).toBeGreaterThanOrEqual(withIt.surcharges);
        expect(withIt.total).toBe(withIt.subtotal - withIt.discount - (withIt.freeDrink?.amount ?? 0));
        if (withIt.freeDrink) {
          const free = lines[withIt.freeDrink.line]!;
          expect(drinks.categories).toContain(free.category);
          expect(withIt.freeDrink.amount).toBe(free.regPrice);
          // The free unit is in no bundle.
          expect(withIt.lines[withIt.freeDrink.line]!.bundledUnits).toBeLessThan(free.quantity);
        } else {
          expect(withIt.total).toBe(without.total);
        }
      }),
    );
  });
});
