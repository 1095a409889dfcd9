import { describe, expect, it } from 'vitest';
import { newGroupId, newOption, optionGroupFormSchema, optionGroupFormValues } from './option-forms';

const base = {
  name: 'Toppings',
  kind: 'multi' as const,
  min: '0',
  max: '2',
  options: [
    { id: 'pearls', name: 'Tapioca pearls', priceReg: '0.60', priceLrg: '£0.70', isDefault: false, soldOut: false },
    { id: 'jelly', name: 'Grass jelly', priceReg: '0.5', priceLrg: '0.50', isDefault: false, soldOut: true },
  ],
  categories: ['milk-tea'],
  products: [
    { productId: 'p1', mode: 'category' as const },
    { productId: 'p2', mode: 'remove' as const },
  ],
};

const messages = (values: unknown) => {
  const result = optionGroupFormSchema('toppings', 2).safeParse(values);
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the option group form', () => {
  it('turns pounds into pence, numbers the options in order and keeps only per-product exceptions', () => {
    expect(optionGroupFormSchema('toppings', 2).parse(base)).toEqual({
      id: 'toppings',
      name: 'Toppings',
      kind: 'multi',
      min: 0,
      max: 2,
      sortOrder: 2,
      options: [
        {
          id: 'pearls',
          name: 'Tapioca pearls',
          priceReg: 60,
          priceLrg: 70,
          isDefault: false,
          soldOut: false,
          sortOrder: 0,
        },
        { id: 'jelly', name: 'Grass jelly', priceReg: 50, priceLrg: 50, isDefault: false, soldOut: true, sortOrder: 1 },
      ],
      categories: ['milk-tea'],
      products: [{ productId: 'p2', mode: 'remove' }],
    });
  });

  it('keeps what each option brings to a drink’s allergens, as saved and as ticked', () => {
    const saved = {
      group: {
        id: 'milk',
        name: 'Milk',
        kind: 'single' as const,
        sortOrder: 3,
        options: [
          {
            id: 'whole',
            name: 'Whole milk',
            priceReg: 0,
            priceLrg: 0,
            isDefault: true,
            soldOut: false,
            sortOrder: 0,
            allergens: ['milk' as const],
          },
          { id: 'oat', name: 'Oat milk', priceReg: 30, priceLrg: 30, isDefault: false, soldOut: false, sortOrder: 1 },
        ],
      },
      categories: ['milk-tea'],
      products: [],
    };
    const values = optionGroupFormValues(saved, []);
    expect(values.options.map((option) => option.allergens)).toEqual([['milk'], undefined]);
    const ticked = { ...values, options: [values.options[0]!, { ...values.options[1]!, allergens: ['gluten'] }] };
    const parsed = optionGroupFormSchema('milk', 3).parse(ticked);
    expect(parsed.options.map((option) => option.allergens)).toEqual([['milk'], ['gluten']]);
    expect(messages({ ...base, options: [{ ...base.options[0], allergens: ['nuts'] }] })).toEqual({
      'options.0.allergens.0': 'Unknown allergen',
    });
  });

  it('refuses with the domain’s words, at the field to fix', () => {
    expect(messages({ ...base, max: '5' })).toEqual({
      max: 'Toppings: the maximum cannot be above the number of options (2)',
    });
    expect(messages({ ...base, max: 'two' })).toEqual({ max: 'Maximum must be a whole number.' });
    expect(messages({ ...base, kind: 'single' })).toEqual({ options: 'Toppings: choose exactly one default option' });
    expect(messages({ ...base, options: [{ ...base.options[0], name: ' ', priceReg: 'x' }] })).toEqual({
      'options.0.priceReg': 'Regular price must be an amount in pounds, like 3.50.',
    });
    expect(messages({ ...base, max: '1', options: [{ ...base.options[0], name: ' ' }] })).toEqual({
      'options.0.name': 'Option name is required',
    });
  });

  it('starts a new group with one default option and every product following its category', () => {
    const values = optionGroupFormValues(null, [{ id: 'p1' }]);
    expect(values).toMatchObject({ name: '', kind: 'single', products: [{ productId: 'p1', mode: 'category' }] });
    expect(values.options).toEqual([expect.objectContaining({ isDefault: true, priceReg: '0.00' })]);
    expect(newGroupId()).toMatch(/^group-[a-z0-9]{6}$/);
    expect(newOption().id).not.toBe(newOption().id);
  });
});
