import { productDietarySchema, optionCatalogueSchema } from '@domain/drink-options-schema';
import { defaultChoices, groupsForProduct, validateChoices } from '@domain/drink-options';
import { describe, expect, it } from 'vitest';
import { demoMenu } from './demo-menu';
import {
  demoCategoryOptionGroups,
  demoOptionAllergens,
  demoOptionGroups,
  demoProductDietary,
  demoProductOptionGroups,
} from './demo-options';

const productOverrides = demoProductOptionGroups.map(({ product, groupId, mode }) => ({
  productId: product,
  groupId,
  mode,
}));
const groupsOf = (name: string) => {
  const product = demoMenu.products.find((p) => p.name === name)!;
  return groupsForProduct(
    { id: product.name, category: product.category },
    demoOptionGroups,
    demoCategoryOptionGroups,
    productOverrides,
  );
};

describe('demo drink options', () => {
  it('are a valid option catalogue under the domain schema', () => {
    const parsed = optionCatalogueSchema.safeParse(demoOptionGroups);
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('offer Sugar 0–100% (default 100%), Ice (default Regular ice) and up to 3 Toppings at 50–80p', () => {
    const [sugar, ice, toppings] = demoOptionGroups;
    expect(sugar!.options.map((o) => o.name)).toEqual([
      '0% sugar',
      '25% sugar',
      '50% sugar',
      '75% sugar',
      '100% sugar',
    ]);
    expect(ice!.options.map((o) => o.name)).toEqual(['No ice', 'Less ice', 'Regular ice', 'Extra ice']);
    expect(defaultChoices(demoOptionGroups)).toEqual(['sugar-100', 'ice-regular']);
    expect(toppings).toMatchObject({ name: 'Toppings', kind: 'multi', min: 0, max: 3 });
    for (const option of toppings!.options) {
      for (const price of [option.priceReg, option.priceLrg]) {
        expect(price).toBeGreaterThanOrEqual(50);
        expect(price).toBeLessThanOrEqual(80);
      }
    }
  });

  it('attach to existing categories and products only', () => {
    const categories = new Set(demoMenu.categories.map((c) => c.value));
    const groups = new Set(demoOptionGroups.map((g) => g.id));
    for (const link of demoCategoryOptionGroups) {
      expect(categories.has(link.category)).toBe(true);
      expect(groups.has(link.groupId)).toBe(true);
    }
    const products = new Set(demoMenu.products.map((p) => p.name));
    for (const link of demoProductOptionGroups) {
      expect(products.has(link.product)).toBe(true);
      expect(groups.has(link.groupId)).toBe(true);
    }
    const optionIds = new Set(demoOptionGroups.flatMap((g) => g.options.map((o) => o.id)));
    for (const id of Object.keys(demoOptionAllergens)) expect(optionIds.has(id)).toBe(true);
  });

  it('give teas, brown sugar and specials all three groups, milkshakes toppings, English sweets none', () => {
    expect(groupsOf('Classic Milk Tea').map((g) => g.name)).toEqual(['Sugar', 'Ice', 'Toppings']);
    expect(groupsOf('Mango Green Tea').map((g) => g.name)).toEqual(['Sugar', 'Ice', 'Toppings']);
    expect(groupsOf('Brown Sugar Boba Milk').map((g) => g.name)).toEqual(['Sugar', 'Ice', 'Toppings']);
    expect(groupsOf('Pumpkin Spice Milk Tea').map((g) => g.name)).toEqual(['Sugar', 'Ice', 'Toppings']);
    expect(groupsOf('Oreo Milkshake').map((g) => g.name)).toEqual(['Toppings']);
    expect(groupsOf('Mint Choc Milkshake').map((g) => g.name)).toEqual(['Toppings']);
    expect(groupsOf('Sherbet Lemons')).toEqual([]);
  });

  it("accept every product's defaults, and the issue's example on a large milk tea", () => {
    for (const product of demoMenu.products) {
      const groups = groupsOf(product.name);
      expect(validateChoices(product.name, groups, defaultChoices(groups), { size: 'lrg' }).ok).toBe(true);
    }
    const result = validateChoices(
      'Classic Milk Tea',
      groupsOf('Classic Milk Tea'),
      ['sugar-25', 'ice-less', 'tapioca-pearls'],
      { size: 'lrg', catalogue: demoOptionGroups },
    );
    expect(result).toMatchObject({
      ok: true,
      options: [{ name: '25% sugar' }, { name: 'Less ice' }, { name: 'Tapioca pearls', price: 60 }],
    });
    expect(
      validateChoices('Oreo Milkshake', groupsOf('Oreo Milkshake'), ['sugar-25'], {
        size: 'reg',
        catalogue: demoOptionGroups,
      }),
    ).toMatchObject({ ok: false, message: 'Oreo Milkshake: 25% sugar is not an option of this drink' });
  });
});

describe('demo allergens', () => {
  it('list every demo product, and nothing else', () => {
    expect(Object.keys(demoProductDietary).sort()).toEqual(demoMenu.products.map((p) => p.name).sort());
  });

  it('are valid allergen codes and dietary tags, each once', () => {
    for (const [name, dietary] of Object.entries(demoProductDietary)) {
      const parsed = productDietarySchema.safeParse(dietary);
      expect({ name, issues: parsed.error?.issues ?? [] }).toEqual({ name, issues: [] });
    }
  });

  it('never call a product with milk or eggs vegan', () => {
    for (const dietary of Object.values(demoProductDietary)) {
      if (dietary.tags.includes('vegan')) {
        expect(dietary.allergens.filter((a) => a === 'milk' || a === 'eggs')).toEqual([]);
      }
    }
  });
});
