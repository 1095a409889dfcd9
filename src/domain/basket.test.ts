import fc from 'fast-check';
import type { OptionGroup } from './drink-options';
import { describe, expect, it } from 'vitest';
import {
  addToBasket,
  basketItemOf,
  basketTotals,
  basketTotalsWithCard,
  cartItemsOf,
  changeQuantity,
  giveDefaultOptions,
  itemCount,
  lineKey,
  MAX_LINE_QUANTITY,
  pricingLines,
  removeLine,
  removeProduct,
  restoreBasket,
  setQuantity,
  type BasketItem,
} from './basket';
import { chosenWithPearls, drinkOption, fruitTeaPromotion, menuProduct, toppingsGroup } from './test-fixtures';

const taro: BasketItem = { id: 'p-taro', name: 'Taro Milk Tea', size: 'reg', price: 380, category: 'milk-tea' };
const taroLarge: BasketItem = { ...taro, size: 'lrg', price: 450 };
const mango: BasketItem = { id: 'p-mango', name: 'Mango Green Tea', size: 'lrg', price: 480, category: 'fruit-tea' };

describe('basket rules', () => {
  it('merges the same name and size into one line', () => {
    const lines = addToBasket(addToBasket([], taro, 2), taro, 3);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(5);
  });

  it('keeps another size as its own line', () => {
    const lines = addToBasket(addToBasket([], taro), taroLarge, 2);
    expect(lines.map((l) => [l.size, l.quantity])).toEqual([
      ['reg', 1],
      ['lrg', 2],
    ]);
  });

  it('never lets a quantity fall below 1', () => {
    let lines = addToBasket([], taro, 2);
    lines = changeQuantity(lines, taro, -5);
    expect(lines[0]?.quantity).toBe(1);
    expect(setQuantity(lines, taro, 0)[0]?.quantity).toBe(1);
    expect(addToBasket([], taro, -3)[0]?.quantity).toBe(1);
  });

  it(`caps a line at ${MAX_LINE_QUANTITY}`, () => {
    expect(addToBasket([], taro, 500)[0]?.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it('removes a line by name and size, or every size of a product by id', () => {
    const lines = addToBasket(addToBasket(addToBasket([], taro), taroLarge), mango);
    expect(removeLine(lines, taro).map((l) => l.size)).toEqual(['lrg', 'lrg']);
    expect(removeProduct(lines, 'p-taro').map((l) => l.name)).toEqual(['Mango Green Tea']);
  });

  it('takes product ids that differ only in letter case as one product', () => {
    const upper = { ...taro, id: 'P-TARO' };
    const lines = addToBasket(addToBasket([], upper, 2), taro, 3);
    expect(lines).toEqual([{ ...taro, quantity: 5, options: [] }]);
    expect(removeProduct(addToBasket([], upper), 'p-taro')).toEqual([]);
    expect(removeProduct(addToBasket([], taro), 'P-Taro')).toEqual([]);
    const restored = restoreBasket([
      { ...upper, quantity: 30 },
      { ...taro, quantity: 30 },
    ]);
    expect(restored.map(({ id, quantity }) => ({ id, quantity }))).toEqual([
      { id: 'p-taro', quantity: MAX_LINE_QUANTITY },
    ]);
  });

  it('counts items and totals the basket with promotions', () => {
    const lines = addToBasket(addToBasket([], mango, 2), taro);
    expect(itemCount(lines)).toBe(3);
    const totals = basketTotals(lines, [fruitTeaPromotion({ id: 'promo' })]);
    expect(totals).toMatchObject({ subtotal: 1340, discount: 110, total: 1230, itemCount: 3 });
  });
});

describe('basket lines with drink options', () => {
  const sugar25 = { id: 'sugar-25', groupId: 'sugar', name: '25% sugar', price: 0 };
  const sugar100 = { id: 'sugar-100', groupId: 'sugar', name: '100% sugar', price: 0 };
  const lessIce = { id: 'ice-less', groupId: 'ice', name: 'Less ice', price: 0 };
  const regularIce = { id: 'ice-regular', groupId: 'ice', name: 'Regular ice', price: 0 };
  const pearls = { id: 'tapioca-pearls', groupId: 'toppings', name: 'Tapioca pearls', price: 60 };
  const classic: BasketItem = {
    id: 'p-classic',
    name: 'Classic Milk Tea',
    size: 'lrg',
    price: 430,
    category: 'milk-tea',
  };
  const custom: BasketItem = { ...classic, price: 490, options: [sugar25, lessIce, pearls] };
  const defaults: BasketItem = { ...classic, options: [sugar100, regularIce] };

  it('keeps the same drink with other choices as a separate line, and merges the same choices', () => {
    let lines = addToBasket([], custom);
    lines = addToBasket(lines, defaults);
    lines = addToBasket(lines, { ...custom, options: [pearls, sugar25, lessIce] }, 2);
    expect(lines.map((l) => [l.options?.map((o) => o.id), l.quantity])).toEqual([
      // Merged whatever the order they were picked in; the line takes the latest item's details, as for prices.
      [['tapioca-pearls', 'sugar-25', 'ice-less'], 3],
      [['sugar-100', 'ice-regular'], 1],
    ]);
  });

  it('gives pricing each line with its options as a surcharge no deal discounts', () => {
    const lines = addToBasket(addToBasket([], custom, 2), classic);
    expect(pricingLines(lines)).toEqual([
      { key: lineKey(custom), category: 'milk-tea', size: 'lrg', unitPrice: 490, surcharge: 60, quantity: 2 },
      { key: lineKey(classic), category: 'milk-tea', size: 'lrg', unitPrice: 430, surcharge: 0, quantity: 1 },
    ]);
  });

  it('keeps a line with no options apart from one with options', () => {
    const lines = addToBasket(addToBasket([], classic), defaults);
    expect(lines).toHaveLength(2);
    expect(lines[0]?.options).toEqual([]);
  });

  it('changes and removes exactly the line pointed at', () => {
    let lines = addToBasket(addToBasket([], custom), defaults);
    lines = changeQuantity(lines, defaults, 2);
    lines = setQuantity(lines, custom, 4);
    expect(lines.map((l) => l.quantity)).toEqual([4, 3]);
    expect(removeLine(lines, custom).map((l) => l.options)).toEqual([[sugar100, regularIce]]);
    expect(removeProduct(lines, 'P-CLASSIC')).toEqual([]);
  });

  it('totals the surcharges and never discounts them', () => {
    const lines = addToBasket([], custom, 2);
    const totals = basketTotals(lines, [
      {
        id: 'mt',
        title: '2 Large Milk Teas for £7.20',
        description: '',
        category: 'milk-tea',
        size: 'lrg',
        requiredQuantity: 2,
        priceReg: 600,
        priceLrg: 720,
        active: true,
      },
    ]);
    expect(totals).toMatchObject({ subtotal: 980, surcharges: 120, discount: 140, total: 840 });
  });

  it('restores lines with their options', () => {
    const lines = addToBasket(addToBasket([], custom), defaults);
    expect(restoreBasket(JSON.parse(JSON.stringify(lines)))).toEqual(lines.map((l) => ({ ...l, image: null })));
  });

  it('drops a stored line whose options are malformed or cost more than the line', () => {
    expect(restoreBasket([{ ...custom, quantity: 1, options: 'pearls' }])).toEqual([]);
    expect(restoreBasket([{ ...custom, quantity: 1, options: [{ id: 'x', name: 'X', price: 10 }] }])).toEqual([]);
    expect(restoreBasket([{ ...custom, price: 10, quantity: 1 }])).toEqual([]);
  });
});

describe('restoreBasket', () => {
  it('restores what was saved', () => {
    const lines = addToBasket(addToBasket([], taro, 2), mango);
    expect(restoreBasket(JSON.parse(JSON.stringify(lines)))).toEqual(lines.map((l) => ({ ...l, image: null })));
  });

  it('drops malformed lines and falls back to the title, then Unknown Item', () => {
    const restored = restoreBasket([
      null,
      'junk',
      { id: 'a', title: 'Old Title', size: 'reg', price: 300, quantity: 1 },
      { id: 'b', size: 'lrg', price: 300, quantity: 2 },
      { id: 'c', name: 'Bad size', size: 'xl', price: 300, quantity: 1 },
      { id: 'd', name: 'Bad price', size: 'reg', price: 3.5, quantity: 1 },
      { id: 'e', name: 'Bad quantity', size: 'reg', price: 300, quantity: 0 },
    ]);
    expect(restored.map((l) => l.name)).toEqual(['Old Title', 'Unknown Item']);
    expect(restoreBasket({ not: 'a list' })).toEqual([]);
  });

  it('never produces a line below quantity 1 or a duplicate name, size and options, whatever is stored', () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 20 }), (stored) => {
        const lines = restoreBasket(stored);
        const keys = new Set(lines.map((l) => lineKey(l)));
        expect(keys.size).toBe(lines.length);
        for (const l of lines) expect(l.quantity).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('giveDefaultOptions (a basket saved before drink options)', () => {
  const option = (id: string, name: string, isDefault = false, priceReg = 0, priceLrg = priceReg) =>
    drinkOption(id, name, { isDefault, priceReg, priceLrg });
  const sugar: OptionGroup = {
    id: 'sugar',
    name: 'Sugar',
    kind: 'single',
    sortOrder: 0,
    options: [option('sugar-25', '25% sugar'), option('sugar-100', '100% sugar', true)],
  };
  const toppings = toppingsGroup(1, [
    option('pearls', 'Tapioca pearls', false, 60, 70),
    option('jelly', 'Grass jelly', true, 50, 55),
  ]);
  const products = [
    { id: 'P-TARO', name: 'Taro Milk Tea', optionGroups: [sugar, toppings] },
    { id: 'p-shake', name: 'Oreo Milkshake', optionGroups: [{ ...toppings, options: [toppings.options[0]!] }] },
    { id: 'p-mango', name: 'Mango Green Tea', optionGroups: [] },
  ];
  const old = restoreBasket([
    { id: 'p-taro', name: 'Taro Milk Tea', size: 'lrg', price: 450, quantity: 2, category: 'milk-tea' },
    { id: 'p-shake', name: 'Oreo Milkshake', size: 'reg', price: 420, quantity: 1, category: 'milkshakes' },
    { id: 'p-mango', name: 'Mango Green Tea', size: 'lrg', price: 480, quantity: 1, category: 'fruit-tea' },
  ]);

  it('gives an old drink line its defaults, priced at its size, so it merges with the same drink added with them', () => {
    const withDefaults = {
      ...taroLarge,
      id: 'p-taro',
      price: 450 + 55,
      options: [
        { id: 'sugar-100', groupId: 'sugar', name: '100% sugar', price: 0 },
        { id: 'jelly', groupId: 'toppings', name: 'Grass jelly', price: 55 },
      ],
    };
    const basket = addToBasket(old, withDefaults, 1);
    expect(basket).toHaveLength(4);
    const upgraded = giveDefaultOptions(basket, products);
    expect(upgraded).toHaveLength(3);
    expect(upgraded[0]).toMatchObject({ name: 'Taro Milk Tea', quantity: 3, price: 505 });
    expect(upgraded[0]!.options!.map((o) => o.name)).toEqual(['100% sugar', 'Grass jelly']);
  });

  it('leaves a drink that may be ordered without options, a drink without groups, and a line with options', () => {
    const upgraded = giveDefaultOptions(old, products);
    expect(upgraded.slice(1)).toEqual(old.slice(1));
    const chosen = addToBasket([], {
      ...taro,
      id: 'p-taro',
      options: [{ id: 'sugar-25', groupId: 'sugar', name: '25% sugar', price: 0 }],
    });
    expect(giveDefaultOptions(chosen, products)).toBe(chosen);
    expect(giveDefaultOptions(upgraded, products)).toBe(upgraded);
  });

  it('leaves lines alone until the menu is known, or when their drink left it', () => {
    expect(giveDefaultOptions(old, [])).toBe(old);
    expect(giveDefaultOptions(old, [products[2]!])).toBe(old);
  });
});

describe('a sale at the till or the kiosk', () => {
  const tea = menuProduct({ id: 'p1', name: 'Classic Milk Tea', priceReg: 350, priceLrg: 420 });

  it('takes a drink priced with its options, and sends each line with its options by id', () => {
    const item = basketItemOf(tea, 'lrg', chosenWithPearls);
    expect(item).toMatchObject({ id: 'p1', name: 'Classic Milk Tea', size: 'lrg', price: 480, category: 'milk-tea' });
    expect(cartItemsOf(addToBasket([], item, 2))).toEqual([
      {
        id: 'p1',
        name: 'Classic Milk Tea',
        size: 'lrg',
        price: 480,
        quantity: 2,
        options: ['sugar-25', 'ice-less', 'tapioca-pearls'],
      },
    ]);
  });

  it('takes the free drink (its REG price) off only when the sale uses the card’s', () => {
    const lines = addToBasket([], basketItemOf(tea, 'lrg', []), 1);
    const card = { categories: ['milk-tea'] };
    expect(basketTotalsWithCard(lines, [], { card, freeDrink: false }, [tea]).total).toBe(420);
    expect(basketTotalsWithCard(lines, [], { card: null, freeDrink: true }, [tea]).total).toBe(420);
    expect(basketTotalsWithCard(lines, [], { card, freeDrink: true }, [tea]).total).toBe(70);
  });
});
