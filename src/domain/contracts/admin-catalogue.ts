/** /api/admin/categories, /products, /promotions: the staff's catalogue, with each row's times. */
import { z } from 'zod';
import { categoryAnswer, productAnswer, promotionAnswer } from './menu';
import { isoTime } from './common';

const timestamps = { createdAt: isoTime, updatedAt: isoTime };

export const adminCategoryAnswer = categoryAnswer.extend(timestamps);
export const adminProductAnswer = productAnswer.extend(timestamps);
export const adminPromotionAnswer = promotionAnswer.extend(timestamps);
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
