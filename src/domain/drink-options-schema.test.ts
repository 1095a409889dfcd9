import { describe, expect, it } from 'vitest';
import {
  chosenOptionIdsSchema,
  optionCatalogueSchema,
  optionGroupSchema,
  productDietarySchema,
  productOptionGroupSchema,
} from './drink-options-schema';
import { drinkOption } from './test-fixtures';

const option = (id: string, overrides: Record<string, unknown> = {}) => ({ ...drinkOption(id, id), ...overrides });

const ice = {
  id: 'ice',
  name: 'Ice',
  kind: 'single',
  sortOrder: 0,
  options: [option('ice-less'), option('ice-regular', { isDefault: true })],
};
const toppings = {
  id: 'toppings',
  name: 'Toppings',
  kind: 'multi',
  min: 0,
  max: 2,
  sortOrder: 1,
  options: [option('pearls', { priceReg: 60, priceLrg: 70 }), option('jelly')],
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('optionGroupSchema', () => {
  it('accepts a single-choice and a multi-choice group', () => {
    expect(optionGroupSchema.parse(ice)).toEqual(ice);
    expect(optionGroupSchema.parse(toppings)).toEqual(toppings);
  });

  it('trims names and ids', () => {
    expect(optionGroupSchema.parse({ ...ice, name: '  Ice  ' }).name).toBe('Ice');
  });

  it('needs exactly one default in a single-choice group', () => {
    const none = { ...ice, options: [option('a'), option('b')] };
    expect(messages(optionGroupSchema.safeParse(none))).toEqual(['Ice: choose exactly one default option']);
    const two = { ...ice, options: [option('a', { isDefault: true }), option('b', { isDefault: true })] };
    expect(messages(optionGroupSchema.safeParse(two))).toEqual(['Ice: choose exactly one default option']);
  });

  it('keeps a multi-choice group’s limits choosable', () => {
    expect(messages(optionGroupSchema.safeParse({ ...toppings, min: 2, max: 1 }))).toContain(
      'Toppings: the minimum cannot be above the maximum',
    );
    expect(messages(optionGroupSchema.safeParse({ ...toppings, max: 3 }))).toEqual([
      'Toppings: the maximum cannot be above the number of options (2)',
    ]);
    expect(messages(optionGroupSchema.safeParse({ ...toppings, max: 0 }))).toEqual(['Maximum must be at least 1']);
    const defaults = {
      ...toppings,
      max: 1,
      options: toppings.options.map((o) => ({ ...o, isDefault: true })),
    };
    expect(messages(optionGroupSchema.safeParse(defaults))).toEqual(['Toppings: at most 1 options can be defaults']);
  });

  it('refuses bad prices, ids, names and kinds with readable messages', () => {
    const bad = {
      ...toppings,
      name: ' ',
      options: [option('pearls', { priceReg: -1, priceLrg: 0.5 }), option('has space')],
    };
    expect(messages(optionGroupSchema.safeParse(bad))).toEqual([
      'Group name is required',
      'Regular price cannot be negative',
      'Large price must be a whole number of pence',
      'Option id may use only letters, digits, hyphens and underscores',
    ]);
    expect(messages(optionGroupSchema.safeParse({ ...ice, kind: 'many' }))).toEqual([
      "Kind must be 'single' or 'multi'",
    ]);
    expect(messages(optionGroupSchema.safeParse({ ...ice, options: [] }))).toContain(
      'A group needs at least one option',
    );
  });

  it('refuses an option id used twice in a group', () => {
    const twice = { ...toppings, options: [option('pearls'), option('pearls')] };
    expect(messages(optionGroupSchema.safeParse(twice))).toEqual(["Toppings: option id 'pearls' is used twice"]);
  });
});

describe('optionCatalogueSchema', () => {
  it('needs group ids and option ids unique across the catalogue', () => {
    expect(optionCatalogueSchema.safeParse([ice, toppings]).success).toBe(true);
    const clash = { ...toppings, options: [option('ice-less'), option('jelly')] };
    expect(messages(optionCatalogueSchema.safeParse([ice, clash]))).toEqual([
      "Option id 'ice-less' is already used in another group",
    ]);
    expect(messages(optionCatalogueSchema.safeParse([ice, { ...ice }]))).toEqual(["Group id 'ice' is used twice"]);
  });
});

describe('productOptionGroupSchema', () => {
  it('adds or removes a group for one product', () => {
    expect(productOptionGroupSchema.parse({ productId: 'p1', groupId: 'ice', mode: 'remove' }).mode).toBe('remove');
    expect(messages(productOptionGroupSchema.safeParse({ productId: 'p1', groupId: 'ice', mode: 'hide' }))).toEqual([
      "Mode must be 'add' or 'remove'",
    ]);
  });
});

describe('productDietarySchema', () => {
  it('takes the 14 allergen codes and the dietary tags, each once', () => {
    expect(productDietarySchema.parse({ allergens: ['milk', 'soya'], tags: ['vegan'] })).toEqual({
      allergens: ['milk', 'soya'],
      tags: ['vegan'],
    });
    expect(messages(productDietarySchema.safeParse({ allergens: ['nuts'], tags: [] }))).toEqual(['Unknown allergen']);
    expect(messages(productDietarySchema.safeParse({ allergens: ['milk', 'milk'], tags: [] }))).toEqual([
      'Each allergen can be listed only once',
    ]);
    expect(messages(productDietarySchema.safeParse({ allergens: [], tags: ['keto'] }))).toEqual([
      'Unknown dietary tag',
    ]);
  });
});

describe('chosenOptionIdsSchema', () => {
  it('takes a short list of trimmed ids', () => {
    expect(chosenOptionIdsSchema.parse([' sugar-25 ', 'ice-less'])).toEqual(['sugar-25', 'ice-less']);
    expect(messages(chosenOptionIdsSchema.safeParse(['']))).toEqual(['Option id is required']);
    expect(messages(chosenOptionIdsSchema.safeParse(Array.from({ length: 31 }, (_, i) => `o${i}`)))).toEqual([
      'Too many options chosen',
    ]);
  });
});
