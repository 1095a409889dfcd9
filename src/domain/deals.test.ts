import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Category, Product } from './catalogue';
import { dealLabel, dealMadeBy, formatDealPrice, nearestDeals } from './deals';
import { priceBasket, type PricedLineInput } from './pricing';
import type { Promotion } from './promotion';
import { menuProduct } from './test-fixtures';

const categories: Category[] = [
  { id: 'milk-tea', value: 'milk-tea', displayName: 'Milk Tea', sortOrder: 0 },
  { id: 'fruit-tea', value: 'fruit-tea', displayName: 'Fruit Tea', sortOrder: 1 },
];

const product = (overrides: Partial<Product> & Pick<Product, 'id' | 'name'>) =>
  menuProduct({ priceReg: 380, priceLrg: 450, ...overrides });

const earlGrey = product({ id: 'earl-grey', name: 'Earl Grey Milk Tea', priceReg: 380 });
const hokkaido = product({ id: 'hokkaido', name: 'Hokkaido Milk Tea', priceReg: 410 });
const mango = product({ id: 'mango', name: 'Mango Green Tea', category: 'fruit-tea', priceLrg: 460 });
const menu = { categories, products: [hokkaido, earlGrey, mango] };

const threeForTen: Promotion = {
  id: 'mt3',
  title: '3 Regular Milk Teas for £10.00',
  description: '',
  category: 'milk-tea',
  size: 'reg',
  requiredQuantity: 3,
  priceReg: 1000,
  priceLrg: 1200,
  active: true,
};
const twoFruit: Promotion = {
  ...threeForTen,
  id: 'ft2',
  category: 'fruit-tea',
  size: 'lrg',
  requiredQuantity: 2,
  priceLrg: 850,
};

const line = (p: Product, quantity: number, overrides: Partial<PricedLineInput> = {}): PricedLineInput => ({
  key: `${p.id}-reg`,
  category: p.category,
  size: 'reg',
  unitPrice: p.priceReg,
  quantity,
  ...overrides,
});

describe('nearestDeals', () => {
  it('says a basket of 2 milk teas is 1 short of 3 for £10, and what the third saves', () => {
    // 3 × £3.80 is £11.40; the deal charges £10, so the third Earl Grey saves £1.40.
    const [nudge, ...rest] = nearestDeals([line(earlGrey, 2)], [threeForTen], menu);
    expect(rest).toEqual([]);
    expect(nudge).toMatchObject({
      promotionId: 'mt3',
      category: 'milk-tea',
      missing: 1,
      saving: 140,
      suggested: { productId: 'earl-grey', sizePrice: 380 },
      message: 'Add 1 more Milk Tea to get 3 for £10 (save £1.40)',
    });
  });

  it('carries the menu’s "Until 17:00" of a deal that stops today', () => {
    const [nudge] = nearestDeals([line(earlGrey, 2)], [{ ...threeForTen, until: 'Until 17:00' }], menu);
    expect(nudge?.until).toBe('Until 17:00');
    expect(nearestDeals([line(earlGrey, 2)], [threeForTen], menu)[0]?.until).toBeNull();
  });

  it('says 2 more when one drink of a three-drink deal is in the basket', () => {
    const [nudge] = nearestDeals([line(hokkaido, 1)], [threeForTen], menu);
    // £4.10 + 2 × £3.80 = £11.70 → £10: save £1.70.
    expect(nudge?.message).toBe('Add 2 more Milk Tea to get 3 for £10 (save £1.70)');
  });

  it('says nothing for an empty category, a whole bundle, or three drinks short', () => {
    expect(nearestDeals([], [threeForTen], menu)).toEqual([]);
    expect(nearestDeals([line(earlGrey, 3)], [threeForTen], menu)).toEqual([]);
    expect(nearestDeals([line(earlGrey, 1)], [{ ...threeForTen, requiredQuantity: 4 }], menu)).toEqual([]);
    expect(nearestDeals([line(earlGrey, 1)], [{ ...threeForTen, requiredQuantity: 1 }], menu)).toEqual([]);
  });

  it('says nothing when the category is sold out', () => {
    const soldOut = { categories, products: menu.products.map((p) => ({ ...p, soldOut: p.category === 'milk-tea' })) };
    expect(nearestDeals([line(earlGrey, 2)], [threeForTen], soldOut)).toEqual([]);
  });

  it('prices the saving with the cheapest drink still available', () => {
    const earlGreyGone = { categories, products: [hokkaido, { ...earlGrey, soldOut: true }, mango] };
    // £3.80 × 2 + £4.10 = £11.70 → £10: save £1.70.
    expect(nearestDeals([line(earlGrey, 2)], [threeForTen], earlGreyGone)[0]).toMatchObject({
      suggested: { productId: 'hokkaido' },
      saving: 170,
    });
  });

  it('says nothing for a deal that would not lower the total, or an inactive one', () => {
    expect(nearestDeals([line(earlGrey, 2)], [{ ...threeForTen, priceReg: 1140 }], menu)).toEqual([]);
    expect(nearestDeals([line(earlGrey, 2)], [{ ...threeForTen, active: false }], menu)).toEqual([]);
  });

  it('ignores other sizes and lists the nearest deal first', () => {
    const basket = [
      line(earlGrey, 2, { size: 'lrg', unitPrice: 450 }),
      line(mango, 1, { size: 'lrg', unitPrice: 460 }),
    ];
    const nudges = nearestDeals(basket, [threeForTen, twoFruit], menu);
    expect(nudges.map((n) => n.message)).toEqual(['Add 1 more Fruit Tea to get 2 for £8.50 (save £0.70)']);
  });

  it('never discounts the toppings already in the basket', () => {
    const withPearls = line(earlGrey, 2, { unitPrice: 440, surcharge: 60 });
    expect(nearestDeals([withPearls], [threeForTen], menu)[0]?.saving).toBe(140);
  });
});

describe('dealMadeBy', () => {
  const adding = (quantity = 1, unitPrice = 380) => ({
    category: 'milk-tea',
    size: 'reg' as const,
    unitPrice,
    quantity,
  });

  it('says "This makes 3 for £10" when the drink completes the deal', () => {
    expect(dealMadeBy([line(earlGrey, 2)], [threeForTen], adding())).toBe('This makes 3 for £10');
    expect(dealMadeBy([line(earlGrey, 1)], [threeForTen], adding(2))).toBe('This makes 3 for £10');
  });

  it('says nothing when the drink does not complete it, is another size, or saves nothing', () => {
    expect(dealMadeBy([line(earlGrey, 1)], [threeForTen], adding())).toBeNull();
    expect(dealMadeBy([line(earlGrey, 2)], [threeForTen], { ...adding(), size: 'lrg' })).toBeNull();
    expect(dealMadeBy([line(earlGrey, 2)], [{ ...threeForTen, priceReg: 1140 }], adding())).toBeNull();
    expect(
      dealMadeBy([line(earlGrey, 2)], [{ ...threeForTen, requiredQuantity: 1, priceReg: 300 }], adding()),
    ).toBeNull();
  });
});

describe('deal labels', () => {
  it('drops the pence of whole pounds only', () => {
    expect(formatDealPrice(1000)).toBe('£10');
    expect(formatDealPrice(850)).toBe('£8.50');
    expect(dealLabel(twoFruit)).toBe('2 for £8.50');
  });
});

// ── Properties: random menus, baskets and offers, checked against priceBasket itself. ──

const CATEGORIES = ['milk-tea', 'fruit-tea'] as const;
const productArb = fc.record({
  id: fc.uuid(),
  name: fc.constant('drink'),
  category: fc.constantFrom(...CATEGORIES),
  priceReg: fc.integer({ min: 0, max: 800 }),
  priceLrg: fc.integer({ min: 0, max: 900 }),
  soldOut: fc.boolean(),
});
const menuArb = fc
  .array(productArb, { minLength: 1, maxLength: 6 })
  .map((products) => ({ categories, products: products.map((p) => product(p)) }));
const promoArb = fc.record({
  id: fc.uuid(),
  title: fc.constant('offer'),
  description: fc.constant(''),
  category: fc.constantFrom(...CATEGORIES),
  size: fc.constantFrom('reg' as const, 'lrg' as const),
  requiredQuantity: fc.integer({ min: 1, max: 4 }),
  priceReg: fc.integer({ min: 0, max: 2500 }),
  priceLrg: fc.integer({ min: 0, max: 2500 }),
  active: fc.boolean(),
});
const lineArb = fc.record({
  key: fc.string({ minLength: 1, maxLength: 3 }),
  category: fc.constantFrom(...CATEGORIES),
  size: fc.constantFrom('reg' as const, 'lrg' as const),
  unitPrice: fc.integer({ min: 0, max: 900 }),
  surcharge: fc.constantFrom(0, 0, 60),
  quantity: fc.integer({ min: 1, max: 5 }),
});

const basketArb = fc.array(lineArb, { maxLength: 5 });
const promotionsArb = fc.array(promoArb, { maxLength: 3 });

describe('nearestDeals properties', () => {
  it('adding the suggested drinks makes exactly the promised saving, and the total then drops by it', () => {
    fc.assert(
      fc.property(basketArb, promotionsArb, menuArb, (basket, promotions, menu) => {
        const before = priceBasket(basket, promotions);
        for (const nudge of nearestDeals(basket, promotions, menu)) {
          const added: PricedLineInput = {
            key: 'added',
            category: nudge.category,
            size: nudge.size,
            unitPrice: nudge.suggested.sizePrice,
            quantity: nudge.missing,
          };
          const after = priceBasket([...basket, added], promotions);
          expect(nudge.saving).toBeGreaterThan(0);
          expect(nudge.missing).toBeGreaterThanOrEqual(1);
          expect(nudge.missing).toBeLessThanOrEqual(2);
          expect(after.total).toBe(before.total + nudge.suggested.sizePrice * nudge.missing - nudge.saving);
          const suggested = menu.products.find((p) => p.id === nudge.suggested.productId);
          expect(suggested?.soldOut).toBe(false);
          expect(suggested?.category).toBe(nudge.category);
        }
      }),
    );
  });

  it('never nudges towards a category with nothing available', () => {
    fc.assert(
      fc.property(basketArb, promotionsArb, menuArb, (b, p, menu) => {
        for (const nudge of nearestDeals(b, p, menu)) {
          expect(menu.products.some((x) => x.category === nudge.category && !x.soldOut)).toBe(true);
        }
      }),
    );
  });

  it('says a drink makes a deal only when adding it lowers the total below the drinks’ own prices', () => {
    fc.assert(
      fc.property(basketArb, promotionsArb, lineArb, (basket, promotions, drink) => {
        const said = dealMadeBy(basket, promotions, { ...drink, options: [] });
        if (said === null) return;
        const before = priceBasket(basket, promotions).total;
        const after = priceBasket([...basket, { ...drink, surcharge: 0 }], promotions).total;
        expect(after).toBeLessThan(before + drink.unitPrice * drink.quantity);
        expect(said).toMatch(/^This makes \d+ for £[\d,]+(\.\d\d)?$/);
      }),
    );
  });
});
