import type { CategoryInput, ProductInput, PromotionInput } from '@domain/schemas';
import { adminCategoryAnswer, adminProductAnswer, adminPromotionAnswer } from '@domain/contracts/admin-catalogue';
import type { ZodType } from 'zod';
import { useStaffMutation } from '../../../../lib/admin/staff-query';
import {
  adminKey,
  type AdminCategory,
  type AdminProduct,
  type AdminPromotion,
} from '../../../../lib/admin/catalogue-types';

/** The contract of each collection's saved item. */
const itemAnswers: { [C in keyof Collections]: ZodType<Collections[C]['item']> } = {
  categories: adminCategoryAnswer,
  products: adminProductAnswer,
  promotions: adminPromotionAnswer,
};

export interface Collections {
  categories: { input: CategoryInput; item: AdminCategory };
  products: { input: ProductInput; item: AdminProduct };
  promotions: { input: PromotionInput; item: AdminPromotion };
}

/**
 * Saving an item: with an id it updates (PUT, fields merged), without one it creates (POST). Every admin list is
 * refetched afterwards, as a category's new value also moves its products and promotions.
 */
export function useSaveCatalogueItem<C extends keyof Collections>(collection: C) {
  return useStaffMutation(
    (staffFetch, { id, input }: { id?: string | undefined; input: Partial<Collections[C]['input']> }) =>
      staffFetch(id ? `/api/admin/${collection}/${encodeURIComponent(id)}` : `/api/admin/${collection}`, {
        answer: itemAnswers[collection],
        method: id ? 'PUT' : 'POST',
        json: input,
      }),
    { refetches: adminKey },
  );
}
