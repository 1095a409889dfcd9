/** /api/admin/categories, /products, /promotions: the staff's catalogue, with each row's times. */
import { z } from 'zod';
import { categoryAnswer, productAnswer, promotionBaseAnswer } from './menu';
import { isoTime } from './common';
import { VAT_CLASSES } from '../vat';

const timestamps = { createdAt: isoTime, updatedAt: isoTime };
/** Staff see each category's and product's VAT class (null: the one above applies); the customer's menu does not. */
const vatClass = z.enum(VAT_CLASSES).nullable();

export const adminCategoryAnswer = categoryAnswer.extend({ ...timestamps, vatClass });
export const adminProductAnswer = productAnswer.extend({ ...timestamps, vatClass });
/** A promotion as staff edit it: with when it runs, running now or not. */
export const adminPromotionAnswer = promotionBaseAnswer.extend({
  /** When it runs, on the shop's clock (domain deal-schedule.ts): days Sunday 0 … Saturday 6, times 'HH:MM'. */
  schedule: z.object({
    startsOn: z.string().nullable(),
    endsOn: z.string().nullable(),
    days: z.array(z.number()),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
  }),
  ...timestamps,
});
export type AdminCategoryAnswer = z.infer<typeof adminCategoryAnswer>;
export type AdminProductAnswer = z.infer<typeof adminProductAnswer>;
export type AdminPromotionAnswer = z.infer<typeof adminPromotionAnswer>;

/** Route parameter of one category, product or promotion. */
export const catalogueIdParams = z.object({ id: z.string().min(1).max(100) });

/**
 * POST /api/admin/products/:id/photo: the photo's bytes in base64 (JSON, as every staff call: the shop's cross-site
 * checks stay one rule). Its length allows a little over 10 MB of photo, so a bigger one gets its own message.
 */
export const productPhotoBody = z.strictObject({
  data: z
    .string()
    .min(1, 'Choose a photo.')
    .max(16 * 1024 * 1024),
});

/**
 * PUT /api/admin/product-order: a category's products in the order the menu shows them, first to last (every product
 * of the category once).
 */
export const productOrderInput = z.strictObject({
  category: z.string().trim().min(1, 'Give the category.').max(60),
  ids: z
    .array(z.string().trim().min(1).max(100))
    .min(1, 'Give the order of the products.')
    .max(500, 'Too many products.')
    .refine(
      (ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length,
      'Each product can be listed only once.',
    ),
});
export type ProductOrderInput = z.infer<typeof productOrderInput>;
