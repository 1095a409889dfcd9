import type { Category, Product } from '@domain/catalogue';
import type { Promotion } from '@domain/promotion';

/** What the admin API returns: the catalogue's rows with their server-set timestamps (spec §3). */
interface Timestamps {
  createdAt: string;
  updatedAt: string;
}
export type AdminCategory = Category & Timestamps;
export type AdminProduct = Product & Timestamps;
export type AdminPromotion = Promotion & Timestamps;

/** Every admin query lives under this key: signing out drops them all (lib/session). */
export const adminKey = ['admin'] as const;
export const categoriesKey = [...adminKey, 'categories'] as const;
export const productsKey = [...adminKey, 'products'] as const;
export const promotionsKey = [...adminKey, 'promotions'] as const;
