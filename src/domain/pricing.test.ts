import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBasket, type PricedLineInput } from './pricing';
import { fruitTeaPromotion, lineKindArbs, pricedLine, promotionArb } from './test-fixtures';

const promo = fruitTeaPromotion;

const line = pricedLine;

describe('priceBasket', () => {
  it('charges price × quantity when no promotion applies', () => {
    const result = priceBasket([line({ quantity: 3 }), line({ key: 'b', category: 'milk-tea', unitPrice: 350 })], []);
    expect(result).toMatchObject({ subtotal: 1790, discount: 0, total: 1790, itemCount: 4, bundles: [] });
  });

  it('applies the bundle price to each full group and charges leftovers normally', () => {
    // 3 large fruit teas at £4.80 with "2 for £8.50": one bundle (£9.60 → £8.50) and one at £4.80.
    const result = priceBasket([line({ quantity: 3 })], [promo()]);
    expect(result.subtotal).toBe(1440);
    expect(result.discount).toBe(110);
    expect(result.total).toBe(1330);
    expect(result.bundles).toEqual([
      {
        promotionId: 'p1',
        title: '2 Large Fruit Teas for £8.50',
        category: 'fruit-tea',
        size: 'lrg',
        count: 1,
        regular: 960,
        price: 850,
      },
    ]);
    expect(result.lines[0]).toMatchObject({ bundledUnits: 2, discount: 110, promotionId: 'p1' });
  });

  it('gives no discount below the bundle size', () => {
    const result = priceBasket([line({ quantity: 1 })], [promo()]);
    expect(result).toMatchObject({ discount: 0, total: 480, bundles: [] });
  });

  it('groups different products of the same category and size', () => {
    const result = priceBasket([line({ key: 'a', unitPrice: 480 }), line({ key: 'b', unitPrice: 460 })], [promo()]);
    expect(result.total).toBe(850);
    expect(result.discount).toBe(90);
    expect(result.lines.map((l) => l.discount).reduce((a, b) => a + b)).toBe(90);
  });

  it('does not group other sizes or categories', () => {
    const result = priceBasket(
      [line({ key: 'a' }), line({ key: 'b', size: 'reg', unitPrice: 400 }), line({ key: 'c', category: 'milk-tea' })],
      [promo()],
    );
    expect(result.discount).toBe(0);
  });

  it('ignores inactive promotions', () => {
    expect(priceBasket([line({ quantity: 2 })], [promo({ active: false })]).discount).toBe(0);
  });

  it('bundles the dearest units first', () => {
    // £5.00, £4.50 and £3.00 with "2 for £8.50": the bundle takes £5.00 + £4.50, saving £1.00.
    const result = priceBasket(
      [
        line({ key: 'cheap', unitPrice: 300 }),
        line({ key: 'dear', unitPrice: 500 }),
        line({ key: 'mid', unitPrice: 450 }),
      ],
      [promo()],
    );
    expect(result.discount).toBe(100);
    expect(result.total).toBe(1150);
    expect(result.lines.find((l) => l.key === 'cheap')).toMatchObject({ bundledUnits: 0, discount: 0 });
  });

  it('does not apply a bundle that costs more than its units (discount never negative)', () => {
    const result = priceBasket([line({ quantity: 2, unitPrice: 300 })], [promo()]);
    expect(result).toMatchObject({ discount: 0, total: 600, bundles: [] });
  });

  it('uses the regular bundle price for a reg promotion', () => {
    const result = priceBasket(
      [line({ size: 'reg', unitPrice: 380, quantity: 3 })],
      [promo({ size: 'reg', requiredQuantity: 3, priceReg: 1000 })],
    );
    expect(result.total).toBe(1000);
    expect(result.discount).toBe(140);
  });

  it('treats requiredQuantity 1 as a price override on each unit', () => {
    const result = priceBasket([line({ quantity: 2 })], [promo({ requiredQuantity: 1, priceLrg: 400 })]);
    expect(result.total).toBe(800);
    expect(result.bundles[0]?.count).toBe(2);
  });

  it('forms several bundles', () => {
    const result = priceBasket([line({ quantity: 5 })], [promo()]);
    expect(result.bundles[0]?.count).toBe(2);
    expect(result.total).toBe(850 * 2 + 480);
  });

  it('prices an empty basket at zero', () => {
    expect(priceBasket([], [promo()])).toMatchObject({
      subtotal: 0,
      surcharges: 0,
      discount: 0,
      total: 0,
      itemCount: 0,
    });
  });
});

describe('priceBasket with drink options (surcharges on top, never discounted)', () => {
  const twoMilkTeas = promo({
    id: 'mt',
    title: '2 Large Milk Teas for £7.20',
    category: 'milk-tea',
    size: 'lrg',
    requiredQuantity: 2,
    priceLrg: 720,
  });
  // Classic Milk Tea LRG is £4.30; Tapioca pearls +60p.
  const classic = (overrides: Partial<PricedLineInput> = {}) =>
    line({ key: 'classic-lrg-pearls', category: 'milk-tea', size: 'lrg', unitPrice: 490, surcharge: 60, ...overrides });

  it('charges the bundle price for the drinks and the toppings on top: 2 × (£4.30 + 60p) with "2 for £7.20" → £7.20 + £1.20', () => {
    const result = priceBasket([classic({ quantity: 2 })], [twoMilkTeas]);
    expect(result).toMatchObject({ subtotal: 980, surcharges: 120, discount: 140, total: 720 + 120 });
    expect(result.bundles).toEqual([
      {
        promotionId: 'mt',
        title: '2 Large Milk Teas for £7.20',
        category: 'milk-tea',
        size: 'lrg',
        count: 1,
        regular: 860,
        price: 720,
      },
    ]);
    expect(result.lines[0]).toMatchObject({
      unitPrice: 490,
      surcharge: 60,
      lineSubtotal: 980,
      lineSurcharges: 120,
      bundledUnits: 2,
      discount: 140,
    });
  });

  it('bundles a drink with toppings together with one without, charging only the toppings extra', () => {
    const result = priceBasket(
      [classic(), classic({ key: 'classic-lrg-plain', unitPrice: 430, surcharge: 0 })],
      [twoMilkTeas],
    );
    expect(result).toMatchObject({ subtotal: 920, surcharges: 60, discount: 140, total: 780 });
  });

  it('ranks units by size price, not by what their toppings add (dearest drinks bundled first)', () => {
    // Size prices £4.80, £4.50 and £4.00 (the last with £2.00 of toppings) under "2 for £8.50": the bundle takes
    // £4.80 + £4.50 and saves 80p; the £4.00 drink is charged £6.00 in full.
    const result = priceBasket(
      [
        line({ key: 'toppings', unitPrice: 600, surcharge: 200 }),
        line({ key: 'plain-dear', unitPrice: 480 }),
        line({ key: 'plain-mid', unitPrice: 450 }),
      ],
      [promo()],
    );
    expect(result).toMatchObject({ subtotal: 1530, surcharges: 200, discount: 80, total: 850 + 600 });
    expect(result.lines.find((l) => l.key === 'toppings')).toMatchObject({ bundledUnits: 0, discount: 0 });
  });

  it('does not apply a bundle that only looks cheaper because of the toppings', () => {
    // £4.00 + £4.00 of drinks is below "2 for £8.50" even though with 60p toppings each the units cost £9.20.
    const result = priceBasket([line({ quantity: 2, unitPrice: 460, surcharge: 60 })], [promo()]);
    expect(result).toMatchObject({ subtotal: 920, surcharges: 120, discount: 0, total: 920, bundles: [] });
  });

  it('charges toppings on a requiredQuantity 1 price override', () => {
    const result = priceBasket([classic({ quantity: 3 })], [{ ...twoMilkTeas, requiredQuantity: 1, priceLrg: 350 }]);
    expect(result.total).toBe(3 * (350 + 60));
  });

  it('keeps a surcharge within its unit price', () => {
    const result = priceBasket([line({ unitPrice: 50, surcharge: 80 })], []);
    expect(result).toMatchObject({ subtotal: 50, surcharges: 50, total: 50 });
    expect(priceBasket([line({ unitPrice: 480, surcharge: -5 })], []).surcharges).toBe(0);
  });
});

/** A line whose unit price is a size price plus 0–3 option surcharges (most of them 0, as on the menu). */
const lineArb = fc
  .record({
    ...lineKindArbs,
    sizePrice: fc.integer({ min: 0, max: 2000 }),
    options: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 120 })), { maxLength: 3 }),
    quantity: fc.integer({ min: 1, max: 12 }),
  })
  .map(({ sizePrice, options, ...rest }): PricedLineInput => {
    const surcharge = options.reduce((a, b) => a + b, 0);
    return { ...rest, unitPrice: sizePrice + surcharge, surcharge };
  });
const promoArb = promotionArb({ maxRequired: 5, maxPrice: 5000 });

describe('priceBasket properties', () => {
  it('never charges more than the subtotal and never gives a negative discount', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), fc.array(promoArb, { maxLength: 4 }), (lines, promotions) => {
        const result = priceBasket(lines, promotions);
        expect(result.discount).toBeGreaterThanOrEqual(0);
        expect(result.total).toBeLessThanOrEqual(result.subtotal);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.total).toBe(result.subtotal - result.discount);
        expect(Number.isInteger(result.total)).toBe(true);
      }),
    );
  });

  it('does not depend on the order in which lines were added', () => {
    fc.assert(
      fc.property(
        fc
          .array(lineArb, { maxLength: 8 })
          .chain((lines) =>
            fc.tuple(
              fc.constant(lines),
              fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }),
            ),
          ),
        fc.array(promoArb, { maxLength: 4 }),
        ([lines, shuffled], promotions) => {
          const a = priceBasket(lines, promotions);
          const b = priceBasket(shuffled, promotions);
          expect(b.total).toBe(a.total);
          expect(b.discount).toBe(a.discount);
          expect(b.surcharges).toBe(a.surcharges);
        },
      ),
    );
  });

  it('shares the discount across lines so that the shares add up exactly', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), fc.array(promoArb, { maxLength: 4 }), (lines, promotions) => {
        const result = priceBasket(lines, promotions);
        const shares = result.lines.reduce((sum, l) => sum + l.discount, 0);
        expect(shares).toBe(result.discount);
        for (const l of result.lines) {
          expect(l.discount).toBeGreaterThanOrEqual(0);
          // A line's discount falls on its size prices only, never on its surcharges.
          expect(l.discount).toBeLessThanOrEqual(l.lineSubtotal - l.lineSurcharges);
          expect(l.bundledUnits).toBeLessThanOrEqual(l.quantity);
        }
      }),
    );
  });

  it('gives the same price whether units sit on one line or are split over several', () => {
    fc.assert(
      fc.property(
        lineArb,
        fc.array(lineArb, { maxLength: 5 }),
        fc.array(promoArb, { maxLength: 3 }),
        (first, rest, promotions) => {
          fc.pre(first.quantity >= 2);
          const split = [
            { ...first, key: `${first.key}-a`, quantity: 1 },
            { ...first, key: `${first.key}-b`, quantity: first.quantity - 1 },
          ];
          expect(priceBasket([...split, ...rest], promotions).total).toBe(
            priceBasket([first, ...rest], promotions).total,
          );
        },
      ),
    );
  });

  it('never discounts surcharges: the total less the surcharges is the option-free total', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 8 }), fc.array(promoArb, { maxLength: 4 }), (lines, promotions) => {
        const withOptions = priceBasket(lines, promotions);
        const sumOfSurcharges = lines.reduce((sum, l) => sum + (l.surcharge ?? 0) * l.quantity, 0);
        const optionFree = priceBasket(
          lines.map((l) => ({ ...l, unitPrice: l.unitPrice - (l.surcharge ?? 0), surcharge: 0 })),
          promotions,
        );
        expect(withOptions.surcharges).toBe(sumOfSurcharges);
        expect(withOptions.total - sumOfSurcharges).toBe(optionFree.total);
        expect(withOptions.discount).toBe(optionFree.discount);
        expect(withOptions.subtotal - sumOfSurcharges).toBe(optionFree.subtotal);
      }),
    );
  });

  it('never makes a basket cheaper by adding toppings to a line', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.nat({ max: 5 }),
        fc.integer({ min: 1, max: 120 }),
        fc.array(promoArb, { maxLength: 3 }),
        (lines, pick, topping, promotions) => {
          const index = pick % lines.length;
          const target = lines[index]!;
          const more = lines.map((l, i) =>
            i === index ? { ...l, unitPrice: l.unitPrice + topping, surcharge: (l.surcharge ?? 0) + topping } : l,
          );
          expect(priceBasket(more, promotions).total).toBe(
            priceBasket(lines, promotions).total + topping * target.quantity,
          );
        },
      ),
    );
  });
});
