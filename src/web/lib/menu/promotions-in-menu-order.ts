import type { Menu } from '@domain/catalogue';
import type { MenuPromotion } from '@domain/promotion';

/** The active promotions in the order of their categories on the menu (REG before LRG within a category). */
export function promotionsInMenuOrder(menu: Pick<Menu, 'categories' | 'promotions'>): MenuPromotion[] {
  const position = new Map(menu.categories.map((category) => [category.value, category.sortOrder]));
  const rank = (promotion: MenuPromotion) => position.get(promotion.category) ?? Number.MAX_SAFE_INTEGER;
  return menu.promotions
    .filter((promotion) => promotion.active)
    .sort((a, b) => rank(a) - rank(b) || (a.size === b.size ? 0 : a.size === 'reg' ? -1 : 1));
}
