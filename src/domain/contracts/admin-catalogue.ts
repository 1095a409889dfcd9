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
