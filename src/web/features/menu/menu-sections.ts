/**
 * How the menu screen groups what GET /api/menu returns: one section per category in the shop's order, each with
 * its products and its active promotions. Pure functions, so the screen's logic is testable without a browser.
 */
import { DIETARY_TAG_CODES, type DietaryTagCode } from '@domain/allergens';
import type { Category, Menu, Product } from '@domain/catalogue';
import type { MenuPromotion } from '@domain/promotion';

export interface MenuSection {
  /** The category value, or OTHER_SECTION for products whose category is not listed. */
  key: string;
  title: string;
  products: Product[];
  promotions: MenuPromotion[];
}

export const OTHER_SECTION = '__other';

export function orderedCategories(categories: readonly Category[]): Category[] {
  return [...categories].sort((a, b) => a.sortOrder - b.sortOrder || a.displayName.localeCompare(b.displayName));
}

/** The category a filter value names, or null for All (also for a value that names no category). */
export function selectedCategory(categories: readonly Category[], value: string | null): string | null {
  return value && categories.some((category) => category.value === value) ? value : null;
}

export function promotionsFor(promotions: readonly MenuPromotion[], category: string): MenuPromotion[] {
  return promotions.filter((promotion) => promotion.active && promotion.category === category);
}

/** The dietary tags a filter value names ("vegan,caffeine-free"), known ones only, in the tags' own order. */
export function selectedTags(value: string | null): DietaryTagCode[] {
  const named = new Set((value ?? '').split(','));
  return DIETARY_TAG_CODES.filter((code) => named.has(code));
}

/** Whether a product carries every one of the tags (the menu filtered by dietary tag). */
function hasTags(product: Product, tags: readonly DietaryTagCode[]): boolean {
  return tags.every((tag) => product.tags?.includes(tag));
}

/**
 * All shows every category; a selected category shows only its own. Empty categories are left out of
 * All (a selected one is kept, so the screen can say it is empty). Dietary tags, when chosen, keep only the products
 * that carry all of them.
 */
export function menuSections(menu: Menu, selected: string | null, tags: readonly DietaryTagCode[] = []): MenuSection[] {
  const bySortOrder = [...menu.products]
    .filter((product) => hasTags(product, tags))
    .sort((a, b) => a.sortOrder - b.sortOrder);
  const listed = new Set(menu.categories.map((category) => category.value));
  const sections: MenuSection[] = orderedCategories(menu.categories)
    .filter((category) => selected === null || category.value === selected)
    .map((category) => ({
      key: category.value,
      title: category.displayName,
      products: bySortOrder.filter((product) => product.category === category.value),
      promotions: promotionsFor(menu.promotions, category.value),
    }));
  if (selected === null) {
    const others = bySortOrder.filter((product) => !listed.has(product.category));
    if (others.length > 0)
      sections.push({ key: OTHER_SECTION, title: 'More to try', products: others, promotions: [] });
    return sections.filter((section) => section.products.length > 0);
  }
  return sections;
}
