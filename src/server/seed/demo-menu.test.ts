import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoMenu } from './demo-menu';

const { categories, products, promotions } = demoMenu;

function isPositiveInteger(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}

describe('demo menu', () => {
  it('has enough categories, with unique values', () => {
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const values = categories.map((category) => category.value);
    expect(new Set(values).size).toBe(values.length);
    for (const category of categories) {
      expect(category.value).toMatch(/^[a-z0-9-]+$/);
      expect(category.displayName.trim()).not.toBe('');
    }
  });

  it('has enough products with unique names (ignoring case and surrounding spaces)', () => {
    expect(products.length).toBeGreaterThanOrEqual(30);
    const names = products.map((product) => product.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it('puts every product in an existing category, and every category has products', () => {
    const values = new Set(categories.map((category) => category.value));
    for (const product of products) {
      expect(values.has(product.category), `${product.name} -> ${product.category}`).toBe(true);
    }
    for (const category of categories) {
      expect(
        products.some((product) => product.category === category.value),
        category.value,
      ).toBe(true);
    }
  });

  it('prices every product in positive whole pence, large dearer than regular', () => {
    for (const product of products) {
      expect(isPositiveInteger(product.priceReg), product.name).toBe(true);
      expect(isPositiveInteger(product.priceLrg), product.name).toBe(true);
      expect(product.priceLrg, product.name).toBeGreaterThan(product.priceReg);
    }
  });

  it('gives calories as null or a positive integer', () => {
    for (const product of products) {
      if (product.calories !== null) expect(isPositiveInteger(product.calories), product.name).toBe(true);
    }
  });

  it('gives every product a description and an image that ships under public/', () => {
    for (const product of products) {
      expect(product.description.trim(), product.name).not.toBe('');
      expect(product.image, product.name).toMatch(/^\/images\/products\/[a-z0-9-]+\.svg$/);
      const file = fileURLToPath(new URL('../../../public' + product.image, import.meta.url));
      expect(existsSync(file), file).toBe(true);
    }
  });

  it('has valid promotions: one per category and size, each a real saving', () => {
    expect(promotions.length).toBeGreaterThanOrEqual(3);
    const keys = promotions.map((promotion) => `${promotion.category}:${promotion.size}`);
    expect(new Set(keys).size).toBe(keys.length);

    for (const promotion of promotions) {
      expect(Number.isInteger(promotion.requiredQuantity), promotion.title).toBe(true);
      expect(promotion.requiredQuantity, promotion.title).toBeGreaterThanOrEqual(1);
      expect(isPositiveInteger(promotion.priceReg), promotion.title).toBe(true);
      expect(isPositiveInteger(promotion.priceLrg), promotion.title).toBe(true);

      const inCategory = products.filter((product) => product.category === promotion.category);
      expect(inCategory.length, promotion.title).toBeGreaterThan(0);
      const cheapest = Math.min(
        ...inCategory.map((product) => (promotion.size === 'reg' ? product.priceReg : product.priceLrg)),
      );
      const bundle = promotion.size === 'reg' ? promotion.priceReg : promotion.priceLrg;
      expect(bundle, promotion.title).toBeLessThan(promotion.requiredQuantity * cheapest);

      // The other size's bundle price is not used while the size stays as it is, but should still be a saving.
      const cheapestReg = Math.min(...inCategory.map((product) => product.priceReg));
      const cheapestLrg = Math.min(...inCategory.map((product) => product.priceLrg));
      expect(promotion.priceReg, promotion.title).toBeLessThan(promotion.requiredQuantity * cheapestReg);
      expect(promotion.priceLrg, promotion.title).toBeLessThan(promotion.requiredQuantity * cheapestLrg);
    }
  });
});
