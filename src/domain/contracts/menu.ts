/** GET /api/menu, /api/categories, /api/products, /api/promotions: the public catalogue. */
import { z } from 'zod';
import type { Menu } from '../catalogue';
import { ALLERGEN_CODES, DIETARY_TAG_CODES } from '../allergens';
import { sizeSchema } from '../schemas';
import { VAT_CLASSES } from '../vat';

export const drinkOptionAnswer = z.object({
  id: z.string(),
  name: z.string(),
  /** Pence, at REG. */
  priceReg: z.number(),
  /** Pence, at LRG. */
  priceLrg: z.number(),
  isDefault: z.boolean(),
  soldOut: z.boolean(),
  sortOrder: z.number(),
  /** The 14 allergens the option brings to a drink, as codes (domain allergens.ts); absent when none. */
  allergens: z.array(z.enum(ALLERGEN_CODES)).optional(),
  /** The ingredient that is out and takes it off the menu. */
  outOf: z.string().optional(),
  /** Its own VAT class: in the staff's option groups only, never on the customer's menu. */
  vatClass: z.enum(VAT_CLASSES).nullable().optional(),
});

const optionGroupBase = {
  id: z.string(),
  name: z.string(),
  sortOrder: z.number(),
  options: z.array(drinkOptionAnswer),
};

/** A drink option group: exactly one choice, or between min and max. */
export const optionGroupAnswer = z.discriminatedUnion('kind', [
  z.object({ ...optionGroupBase, kind: z.literal('single') }),
  z.object({ ...optionGroupBase, kind: z.literal('multi'), min: z.number(), max: z.number() }),
]);

export const categoryAnswer = z.object({
  id: z.string(),
  value: z.string(),
  displayName: z.string(),
  sortOrder: z.number(),
});

export const productAnswer = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  /** Pence. */
  priceReg: z.number(),
  /** Pence. */
  priceLrg: z.number(),
  image: z.string().nullable(),
  calories: z.number().nullable(),
  soldOut: z.boolean(),
  sortOrder: z.number(),
  /** The groups the size dialog shows, in order. */
  optionGroups: z.array(optionGroupAnswer).optional(),
  /** Allergen codes (domain allergens.ts), FSA order. */
  allergens: z.array(z.enum(ALLERGEN_CODES)).optional(),
  /** Dietary tag codes. */
  tags: z.array(z.enum(DIETARY_TAG_CODES)).optional(),
  /** A counted product: how many are left. */
  stockLeft: z.number().optional(),
  /** Why it is sold out for want of an ingredient. */
  outReason: z.string().optional(),
});

/** A promotion's own fields, as the menu and the staff's list both carry them. */
export const promotionBaseAnswer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  size: sizeSchema,
  requiredQuantity: z.number(),
  priceReg: z.number(),
  priceLrg: z.number(),
  active: z.boolean(),
});

/** A deal on the menu: one running when the menu was drawn. `until`: "Until 17:00" when it stops today, else null. */
export const promotionAnswer = promotionBaseAnswer.extend({ until: z.string().nullable() });

export const menuAnswer = z.object({
  categories: z.array(categoryAnswer),
  products: z.array(productAnswer),
  promotions: z.array(promotionAnswer),
});
export type MenuAnswer = z.infer<typeof menuAnswer>;

/** Whether two types are one shape (each assignable to the other). */
type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * The domain's Menu (catalogue.ts, used by the server's menu service and the browser's pricing) is this contract's
 * shape: the compiler refuses the build the day one of them changes alone. (The domain types stay interfaces:
 * promotion.ts cannot import this file without a cycle through schemas.ts and basket.ts.)
 */
const _menuMatchesDomain: SameShape<MenuAnswer, Menu> = true;
