import type { AdminCategoryAnswer, AdminProductAnswer, AdminPromotionAnswer } from '@domain/contracts/admin-catalogue';

/** What the admin API returns: the catalogue's rows with their server-set timestamps, as its contract says. */
export type AdminCategory = AdminCategoryAnswer;
export type AdminProduct = AdminProductAnswer;
export type AdminPromotion = AdminPromotionAnswer;

/** Every admin query lives under this key: signing out drops them all (lib/session). */
export const adminKey = ['admin'] as const;
export const categoriesKey = [...adminKey, 'categories'] as const;
export const productsKey = [...adminKey, 'products'] as const;
export const promotionsKey = [...adminKey, 'promotions'] as const;
export const optionGroupsKey = [...adminKey, 'option-groups'] as const;
