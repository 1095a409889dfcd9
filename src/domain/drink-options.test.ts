import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choiceHint,
  defaultChoices,
  groupsForProduct,
  optionsKey,
  optionSummary,
  optionsSurcharge,
  validateChoices,
  type OptionGroup,
} from './drink-options';
import { chosenWithPearls, drinkOption, toppingsGroup } from './test-fixtures';

const option = drinkOption;

const sugar: OptionGroup = {
  id: 'sugar',
  name: 'Sugar',
  kind: 'single',
  sortOrder: 1,
  options: [0, 25, 50, 75, 100].map((level, i) =>
    option(`sugar-${level}`, `${level}% sugar`, { sortOrder: i, isDefault: level === 100 }),
  ),
};
const ice: OptionGroup = {
  id: 'ice',
  name: 'Ice',
  kind: 'single',
  sortOrder: 2,
  options: [
    option('ice-none', 'No ice', { sortOrder: 0 }),
    option('ice-less', 'Less ice', { sortOrder: 1 }),
    option('ice-regular', 'Regular ice', { sortOrder: 2, isDefault: true }),
    option('ice-extra', 'Extra ice', { sortOrder: 3 }),
  ],
};
const toppings = toppingsGroup(3, [
  option('tapioca-pearls', 'Tapioca pearls', { priceReg: 60, priceLrg: 60, sortOrder: 0 }),
  option('popping-boba', 'Popping boba', { priceReg: 70, priceLrg: 70, sortOrder: 1 }),
  option('grass-jelly', 'Grass jelly', { priceReg: 60, priceLrg: 60, sortOrder: 2 }),
  option('pudding', 'Pudding', { priceReg: 70, priceLrg: 70, sortOrder: 3, soldOut: true }),
  option('cheese-foam', 'Cheese foam', { priceReg: 80, priceLrg: 90, sortOrder: 4 }),
]);
const syrups: OptionGroup = {
  id: 'syrups',
  name: 'Syrups',
  kind: 'multi',
  min: 1,
  max: 2,
  sortOrder: 4,
  options: [option('vanilla', 'Vanilla'), option('caramel', 'Caramel')],
};
const drinkGroups = [sugar, ice, toppings];
const lrg = { size: 'lrg' as const };

describe('groupsForProduct', () => {
  const milkTea = { id: 'P-CLASSIC', category: 'milk-tea' };
  const attachments = [
    { category: 'milk-tea', groupId: 'toppings' },
    { category: 'milk-tea', groupId: 'sugar' },
    { category: 'milk-tea', groupId: 'ice' },
    { category: 'milkshakes', groupId: 'toppings' },
  ];

  it("gives a product its category's groups in group order, options in option order", () => {
    const shuffled = { ...ice, options: [...ice.options].reverse() };
    const groups = groupsForProduct(milkTea, [toppings, shuffled, sugar], attachments, []);
    expect(groups.map((g) => g.name)).toEqual(['Sugar', 'Ice', 'Toppings']);
    expect(groups[1]!.options.map((o) => o.name)).toEqual(['No ice', 'Less ice', 'Regular ice', 'Extra ice']);
  });

  it('switches a group off, or adds one, for one product (ids in any letter case)', () => {
    const overrides = [
      { productId: 'p-classic', groupId: 'ice', mode: 'remove' as const },
      { productId: 'p-classic', groupId: 'syrups', mode: 'add' as const },
      { productId: 'p-other', groupId: 'sugar', mode: 'remove' as const },
    ];
    const groups = groupsForProduct(milkTea, [...drinkGroups, syrups], attachments, overrides);
    expect(groups.map((g) => g.id)).toEqual(['sugar', 'toppings', 'syrups']);
  });

  it('lets a removal win over an addition of the same group', () => {
    const overrides = [
      { productId: 'p-classic', groupId: 'syrups', mode: 'add' as const },
      { productId: 'p-classic', groupId: 'syrups', mode: 'remove' as const },
    ];
    expect(groupsForProduct(milkTea, [syrups], [], overrides)).toEqual([]);
  });

  it('gives nothing to a category without groups (English sweets)', () => {
    expect(groupsForProduct({ id: 'x', category: 'english-sweets' }, drinkGroups, attachments, [])).toEqual([]);
  });
});

describe('defaultChoices', () => {
  it('preselects each group’s defaults', () => {
    expect(defaultChoices(drinkGroups)).toEqual(['sugar-100', 'ice-regular']);
  });

  it('falls back to the first available option when a single choice’s default is sold out', () => {
    const noRegularIce = {
      ...ice,
      options: ice.options.map((o) => ({ ...o, soldOut: o.id === 'ice-regular' || o.id === 'ice-none' })),
    };
    expect(defaultChoices([noRegularIce])).toEqual(['ice-less']);
  });

  it('leaves out sold-out defaults of a multi-choice group', () => {
    const withDefaults = {
      ...toppings,
      options: toppings.options.map((o) => ({ ...o, isDefault: o.id === 'pudding' || o.id === 'tapioca-pearls' })),
    };
    expect(defaultChoices([withDefaults])).toEqual(['tapioca-pearls']);
  });

  it('are always accepted by validateChoices for well-formed groups', () => {
    expect(validateChoices('Classic Milk Tea', drinkGroups, defaultChoices(drinkGroups), lrg)).toMatchObject({
      ok: true,
    });
  });
});

describe('validateChoices', () => {
  it('accepts choices and resolves them in the dialog’s order with prices at the size', () => {
    const result = validateChoices('Classic Milk Tea', drinkGroups, ['cheese-foam', 'ice-less', 'sugar-25'], lrg);
    expect(result).toEqual({
      ok: true,
      options: [
        { id: 'sugar-25', groupId: 'sugar', name: '25% sugar', price: 0 },
        { id: 'ice-less', groupId: 'ice', name: 'Less ice', price: 0 },
        { id: 'cheese-foam', groupId: 'toppings', name: 'Cheese foam', price: 90 },
      ],
    });
    const reg = validateChoices('Classic Milk Tea', drinkGroups, ['cheese-foam', 'ice-less', 'sugar-25'], {
      size: 'reg',
    });
    expect(reg.ok && reg.options.at(-1)?.price).toBe(80);
  });

  it('refuses a fourth topping, in words for the server and for the dialog', () => {
    const result = validateChoices(
      'Classic Milk Tea',
      drinkGroups,
      ['sugar-100', 'ice-regular', 'tapioca-pearls', 'popping-boba', 'grass-jelly', 'cheese-foam'],
      lrg,
    );
    expect(result).toEqual({
      ok: false,
      problem: 'too-many',
      message: 'Classic Milk Tea: choose at most 3 Toppings',
      hint: 'Choose up to 3 toppings',
      groupId: 'toppings',
      optionId: null,
    });
  });

  it('refuses an unknown option', () => {
    expect(
      validateChoices('Classic Milk Tea', drinkGroups, ['sugar-100', 'ice-regular', 'gold-leaf'], lrg),
    ).toMatchObject({
      ok: false,
      problem: 'unknown-option',
      message: "Classic Milk Tea: unknown option 'gold-leaf'",
      optionId: 'gold-leaf',
    });
  });

  it('refuses an option of another product, naming it, when the catalogue is given', () => {
    const result = validateChoices('Classic Milk Tea', drinkGroups, ['sugar-100', 'ice-regular', 'vanilla'], {
      size: 'lrg',
      catalogue: [...drinkGroups, syrups],
    });
    expect(result).toMatchObject({
      ok: false,
      problem: 'other-product',
      message: 'Classic Milk Tea: Vanilla is not an option of this drink',
    });
    // Without the catalogue the same id is simply unknown to this drink.
    expect(validateChoices('Classic Milk Tea', drinkGroups, ['vanilla'], lrg)).toMatchObject({
      problem: 'unknown-option',
    });
  });

  it('refuses a sold-out option', () => {
    expect(validateChoices('Taro Milk Tea', drinkGroups, ['sugar-100', 'ice-regular', 'pudding'], lrg)).toMatchObject({
      ok: false,
      problem: 'sold-out',
      message: 'Taro Milk Tea: Pudding is sold out',
      groupId: 'toppings',
      optionId: 'pudding',
    });
  });

  it('refuses a single-choice group with no choice or two', () => {
    expect(validateChoices('Classic Milk Tea', drinkGroups, ['ice-regular'], lrg)).toMatchObject({
      ok: false,
      problem: 'single-choice',
      message: 'Classic Milk Tea: choose one Sugar',
      hint: 'Choose one sugar',
    });
    expect(validateChoices('Classic Milk Tea', drinkGroups, ['sugar-0', 'sugar-25', 'ice-regular'], lrg)).toMatchObject(
      { ok: false, problem: 'single-choice', message: 'Classic Milk Tea: choose only one Sugar' },
    );
  });

  it('refuses too few choices of a group with a minimum', () => {
    expect(validateChoices('Affogato', [syrups], [], lrg)).toMatchObject({
      ok: false,
      problem: 'too-few',
      message: 'Affogato: choose at least 1 Syrups',
      hint: 'Choose 1 to 2 syrups',
    });
  });

  it('refuses the same option twice', () => {
    expect(
      validateChoices('Classic Milk Tea', drinkGroups, ['sugar-100', 'ice-regular', 'cheese-foam', 'cheese-foam'], lrg),
    ).toMatchObject({ ok: false, problem: 'duplicate', message: 'Classic Milk Tea: Cheese foam is chosen twice' });
  });

  it('reads option ids in either letter case, and names an unknown id without echoing a long one', () => {
    const result = validateChoices('Classic Milk Tea', drinkGroups, [' SUGAR-25', 'Ice-Less', 'TAPIOCA-PEARLS'], lrg);
    expect(result.ok && result.options.map((o) => o.id)).toEqual(['sugar-25', 'ice-less', 'tapioca-pearls']);
    const long = validateChoices('Classic Milk Tea', drinkGroups, ['x'.repeat(500)], lrg);
    expect(!long.ok && long.message.length).toBeLessThan(120);
  });

  it('accepts no options for a product without groups', () => {
    expect(validateChoices('Sherbet Lemons', [], [], { size: 'reg' })).toEqual({ ok: true, options: [] });
    expect(validateChoices('Sherbet Lemons', [], ['sugar-0'], { size: 'reg' })).toMatchObject({ ok: false });
  });

  it('never accepts more than a group’s maximum or a sold-out option, whatever is sent', () => {
    const ids = drinkGroups.flatMap((g) => g.options.map((o) => o.id));
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...ids), fc.string()), { maxLength: 10 }), (chosen) => {
        const result = validateChoices('Classic Milk Tea', drinkGroups, chosen, lrg);
        if (!result.ok) {
          expect(result.message.startsWith('Classic Milk Tea: ')).toBe(true);
          return;
        }
        expect(result.options).toHaveLength(chosen.length);
        expect(result.options.filter((o) => o.groupId === 'toppings').length).toBeLessThanOrEqual(3);
        expect(result.options.filter((o) => o.groupId === 'sugar')).toHaveLength(1);
        expect(result.options.some((o) => o.id === 'pudding')).toBe(false);
      }),
    );
  });
});

describe('choiceHint', () => {
  it('words each kind of limit', () => {
    expect(choiceHint(toppings)).toBe('Choose up to 3 toppings');
    expect(choiceHint(syrups)).toBe('Choose 1 to 2 syrups');
    expect(choiceHint({ ...syrups, min: 2, max: 2 })).toBe('Choose 2 syrups');
    expect(choiceHint(ice)).toBe('Choose one ice');
  });
});

describe('optionSummary, optionsKey, optionsSurcharge', () => {
  const chosen = chosenWithPearls;

  it('names every chosen option in order, separated by middle dots', () => {
    expect(optionSummary(chosen)).toBe('25% sugar · Less ice · Tapioca pearls');
    expect(optionSummary([])).toBe('');
    expect(optionSummary(undefined)).toBe('');
  });

  it('keys options by their set of ids, whatever the order', () => {
    expect(optionsKey(chosen)).toBe(optionsKey([...chosen].reverse()));
    expect(optionsKey(chosen)).not.toBe(optionsKey(chosen.slice(0, 2)));
    expect(optionsKey(undefined)).toBe(optionsKey([]));
  });

  it('adds up the surcharges', () => {
    expect(optionsSurcharge(chosen)).toBe(60);
    expect(optionsSurcharge(undefined)).toBe(0);
  });
});

/** Well-formed groups (as the schema admits them), with some options sold out. */
const groupsArb = fc
  .array(
    fc.record({
      multi: fc.boolean(),
      options: fc.array(
        fc.record({
          price: fc.integer({ min: 0, max: 120 }),
          isDefault: fc.boolean(),
          soldOut: fc.boolean(),
          sortOrder: fc.nat({ max: 5 }),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      min: fc.nat({ max: 3 }),
      max: fc.integer({ min: 1, max: 6 }),
    }),
    { maxLength: 4 },
  )
  .map((specs) =>
    specs.map((spec, g): OptionGroup => {
      const options = spec.options.map((o, i) =>
        option(`g${g}-o${i}`, `Option ${g}.${i}`, {
          priceReg: o.price,
          priceLrg: o.price + 10,
          isDefault: spec.multi ? o.isDefault : i === 0,
          soldOut: o.soldOut,
          sortOrder: o.sortOrder,
        }),
      );
      const base = { id: `g${g}`, name: `Group ${g}`, sortOrder: g, options };
      if (!spec.multi) return { ...base, kind: 'single' };
      const max = Math.min(spec.max, options.length);
      return { ...base, kind: 'multi', min: Math.min(spec.min, max), max };
    }),
  );

describe('choosing properties', () => {
  it('accepts the defaults whenever enough options are available', () => {
    fc.assert(
      fc.property(groupsArb, (groups) => {
        const choosable = groups.every((group) => {
          const available = group.options.filter((o) => !o.soldOut);
          if (group.kind === 'single') return available.length > 0;
          return available.filter((o) => o.isDefault).length >= group.min;
        });
        const result = validateChoices('Drink', groups, defaultChoices(groups), { size: 'reg' });
        expect(result.ok).toBe(choosable);
      }),
    );
  });

  it('does not depend on the order the options were picked in', () => {
    fc.assert(
      fc.property(
        groupsArb.chain((groups) => {
          const ids = groups.flatMap((g) => g.options.map((o) => o.id));
          return fc.tuple(
            fc.constant(groups),
            fc
              .subarray(ids)
              .chain((picked) =>
                fc.tuple(
                  fc.constant(picked),
                  fc.shuffledSubarray(picked, { minLength: picked.length, maxLength: picked.length }),
                ),
              ),
          );
        }),
        ([groups, [picked, shuffled]]) => {
          expect(validateChoices('Drink', groups, shuffled, { size: 'lrg' })).toEqual(
            validateChoices('Drink', groups, picked, { size: 'lrg' }),
          );
        },
      ),
    );
  });

  it('prices accepted options at the size, so their surcharge is what unitPrice adds', () => {
    fc.assert(
      fc.property(groupsArb, fc.constantFrom('reg' as const, 'lrg' as const), (groups, size) => {
        const result = validateChoices('Drink', groups, defaultChoices(groups), { size });
        if (!result.ok) return;
        const byId = new Map(groups.flatMap((g) => g.options).map((o) => [o.id, o]));
        const expected = result.options.reduce((sum, o) => {
          const source = byId.get(o.id)!;
          return sum + (size === 'reg' ? source.priceReg : source.priceLrg);
        }, 0);
        expect(optionsSurcharge(result.options)).toBe(expected);
      }),
    );
  });
});
