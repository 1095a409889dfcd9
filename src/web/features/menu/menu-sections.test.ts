import type { Category, Menu } from '@domain/catalogue';
import type { MenuPromotion } from '@domain/promotion';
import { menuProduct } from '@domain/test-fixtures';
import { describe, expect, it } from 'vitest';
import { menuSections, OTHER_SECTION, selectedCategory, selectedTags } from './menu-sections';

const category = (value: string, displayName: string, sortOrder: number): Category => ({
  id: value,
  value,
  displayName,
  sortOrder,
});
let order = 0;
const product = (name: string, categoryValue: string) =>
  menuProduct({ id: name.toLowerCase().replace(/\s+/g, '-'), name, category: categoryValue, sortOrder: order++ });
const promotion = (categoryValue: string, active = true): MenuPromotion => ({
  id: `promo-${categoryValue}`,
  title: 'Deal',
  description: '',
  category: categoryValue,
  size: 'lrg',
  requiredQuantity: 2,
  priceReg: 700,
  priceLrg: 850,
  active,
  until: null,
});

const menu: Menu = {
  categories: [
    category('fruit-tea', 'Fruit Tea', 2),
    category('milk-tea', 'Milk Tea', 1),
    category('specials', 'Specials', 3),
  ],
  products: [product('Mango Green Tea', 'fruit-tea'), product('Taro Milk Tea', 'milk-tea'), product('Mystery', 'gone')],
  promotions: [promotion('fruit-tea'), promotion('milk-tea', false)],
};

describe('menuSections', () => {
  it('keeps only the products carrying every chosen dietary tag', () => {
    const tagged: Menu = {
      ...menu,
      products: [
        { ...product('Mango Green Tea', 'fruit-tea'), tags: ['vegan'] },
        { ...product('Sherbet Lemons', 'fruit-tea'), tags: ['vegan', 'caffeine-free'] },
        { ...product('Taro Milk Tea', 'milk-tea'), tags: [] },
        product('Untagged', 'milk-tea'),
      ],
    };
    const names = (tags: Parameters<typeof menuSections>[2]) =>
      menuSections(tagged, null, tags).map((section) => [section.key, section.products.map((p) => p.name)]);
    expect(names(['vegan'])).toEqual([['fruit-tea', ['Mango Green Tea', 'Sherbet Lemons']]]);
    expect(names(['vegan', 'caffeine-free'])).toEqual([['fruit-tea', ['Sherbet Lemons']]]);
    expect(names([])).toHaveLength(2);
    expect(menuSections(tagged, 'milk-tea', ['vegan'])).toEqual([
      { key: 'milk-tea', title: 'Milk Tea', products: [], promotions: [] },
    ]);
  });

  it('reads the dietary tags of the address, known ones only, in a fixed order', () => {
    expect(selectedTags('caffeine-free,vegan')).toEqual(['vegan', 'caffeine-free']);
    expect(selectedTags('keto,vegan')).toEqual(['vegan']);
    expect(selectedTags(null)).toEqual([]);
  });

  it('lists every non-empty category in the shop order for All, then products of unlisted categories', () => {
    const sections = menuSections(menu, null);
    expect(sections.map((section) => section.key)).toEqual(['milk-tea', 'fruit-tea', OTHER_SECTION]);
    expect(sections[1]?.products.map((p) => p.name)).toEqual(['Mango Green Tea']);
  });

  it('shows only the selected category, even when it is empty', () => {
    expect(menuSections(menu, 'fruit-tea').map((section) => section.title)).toEqual(['Fruit Tea']);
    expect(menuSections(menu, 'specials')).toEqual([
      { key: 'specials', title: 'Specials', products: [], promotions: [] },
    ]);
  });

  it("attaches each category's active promotions only", () => {
    const [milk, fruit] = menuSections(menu, null);
    expect(milk?.promotions).toEqual([]);
    expect(fruit?.promotions.map((p) => p.id)).toEqual(['promo-fruit-tea']);
  });
});

describe('selectedCategory', () => {
  it('falls back to All for a missing or unknown category', () => {
    expect(selectedCategory(menu.categories, 'milk-tea')).toBe('milk-tea');
    expect(selectedCategory(menu.categories, 'nope')).toBeNull();
    expect(selectedCategory(menu.categories, null)).toBeNull();
  });
});
