import type { AllergenCode, DietaryTagCode } from './allergens';
import type { OptionGroup } from './drink-options';
import type { Pence } from './money';
import type { MenuPromotion } from './promotion';

export interface Category {
  id: string;
  value: string;
  displayName: string;
  sortOrder: number;
}

export interface Product {
  id: string;
  name: string;
  category: string;
  description: string | null;
  priceReg: Pence;
  priceLrg: Pence;
  image: string | null;
  calories: number | null;
  soldOut: boolean;
  sortOrder: number;
  /** The option groups the size dialog shows, in order (groupsForProduct); absent or empty when none. */
  optionGroups?: OptionGroup[];
  /** The UK's 14 allergens this product contains (stable codes, FSA order). */
  allergens?: AllergenCode[];
  /** Dietary tags the menu can be filtered by. */
  tags?: DietaryTagCode[];
  /** A counted product: how many are left (absent: not counted). */
  stockLeft?: number;
  /** Why it is sold out for want of an ingredient ("… we have run out of Tapioca pearls."); absent otherwise. */
  outReason?: string;
}

/** What the menu API returns in one call: the deals are those running when it was drawn. */
export interface Menu {
  categories: Category[];
  products: Product[];
  promotions: MenuPromotion[];
}

/**
 * A server-rendered storefront page carries the menu it was drawn from in
 * `<script type="application/json" id="pearl-menu">` (the same JSON as GET /api/menu); the browser seeds its menu
 * query with it before hydrating, so the first render matches the HTML and needs no request.
 */
export const MENU_DATA_ELEMENT_ID = 'pearl-menu';

/**
 * A menu's version stamp (the SHA-1 of its JSON, base64url): the menu's answer says it in this header, the page's data
 * block in its `data-version` attribute, and the live stream (/api/menu/stream) sends the current one as its first
 * event (MENU_VERSION_EVENT, `{ "version": "…" }`) once it listens. A page whose menu is of another version reads the
 * menu again: a change made between its menu's load and the stream's opening is not missed.
 */
export const MENU_VERSION_HEADER = 'x-menu-version';
export const MENU_VERSION_EVENT = 'version';

/**
 * Beside it, in `<script type="application/json" id="pearl-payment-config">`, the answer of GET
 * /api/payments/config (the provider and test mode), so a shop in test mode draws its test-mode band with the page
 * rather than pushing the page down when the answer arrives.
 */
export const PAYMENT_CONFIG_ELEMENT_ID = 'pearl-payment-config';

/**
 * And in `<script type="application/json" id="pearl-shop-status">`, GET /api/shop-status's answer the page was drawn
 * with, so the status band under the header ("Open until 22:00", the pause message) hydrates as it was drawn.
 */
export const SHOP_STATUS_ELEMENT_ID = 'pearl-shop-status';

/** A category's id is its value with anything outside letters, digits, hyphen and underscore replaced. */
export function categoryIdFromValue(value: string): string {
  return value.trim().replace(/[^A-Za-z0-9_-]/g, '-');
}

/**
 * What makes two product names the same one for staff: case and spaces ignored ("Classic Milk Tea",
 * " classic  milk tea"). It is at least as broad as dedupeByName's key, so a product the server accepts is never
 * hidden as a copy of another.
 */
export function productNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Products with the same name ignoring case and surrounding spaces are shown once (the first kept). */
export function dedupeByName<T extends { name: string }>(products: readonly T[]): T[] {
  const seen = new Set<string>();
  return products.filter((product) => {
    const key = product.name.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Promotions are de-duplicated by category plus size (the first kept). Only active promotions compete for a
 * pair: the database allows one active promotion per category and size but any number of inactive ones beside it, and
 * each of those is a promotion staff may still need to edit, re-activate or delete, so none of them is ever dropped.
 * (The public menu passes active promotions only, so there it is plain de-duplication.)
 */
export function dedupeByCategoryAndSize<T extends { category: string; size: string; active: boolean }>(
  promotions: readonly T[],
): T[] {
  const seen = new Set<string>();
  return promotions.filter((promotion) => {
    if (!promotion.active) return true;
    const key = `${promotion.category}\u0000${promotion.size}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
