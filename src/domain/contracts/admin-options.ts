/**
 * /api/admin/option-groups, /api/admin/option-group-order, /api/admin/drink-options: the staff's drink
 * option groups with their options, the categories they attach to and each product's exceptions.
 */
import { z } from 'zod';
import { optionGroupSchema, productOptionGroupSchema } from '../drink-options-schema';
import { drinkOptionAnswer, optionGroupAnswer } from './menu';

/** Where a group applies: every product of these categories (by value), with per-product exceptions. */
const attachments = {
  categories: z
    .array(z.string().trim().min(1, 'Category is required').max(60, 'Category must be at most 60 characters'))
    .max(100, 'Too many categories')
    .refine((values) => new Set(values).size === values.length, 'Each category can be listed only once'),
  products: z
    .array(productOptionGroupSchema.omit({ groupId: true }))
    .max(500, 'Too many products')
    .refine(
      (links) => new Set(links.map((link) => link.productId.toLowerCase())).size === links.length,
      'Each product can be listed only once',
    ),
};

/** A group as staff save it: the group with its options (domain rules), and where it applies. */
export const adminOptionGroupInput = z.object(attachments).and(optionGroupSchema);
export type AdminOptionGroupInput = z.infer<typeof adminOptionGroupInput>;

export const adminOptionGroupAnswer = z.object({
  group: optionGroupAnswer,
  categories: z.array(z.string()),
  products: z.array(z.object({ productId: z.string(), mode: z.enum(['add', 'remove']) })),
});
export type AdminOptionGroupAnswer = z.infer<typeof adminOptionGroupAnswer>;

/** The order of the groups, first to last: every group's id once. */
export const optionGroupOrderInput = z.strictObject({
  ids: z
    .array(z.string().trim().min(1).max(64))
    .min(1, 'Give the order of the groups')
    .max(200, 'Too many groups')
    .refine((ids) => new Set(ids).size === ids.length, 'Each group can be listed only once'),
});

/** Marks one option sold out or back in stock. */
export const drinkOptionStockInput = z.strictObject({
  soldOut: z.boolean({ error: 'Sold out must be yes or no' }),
});

export const adminDrinkOptionAnswer = drinkOptionAnswer.extend({ groupId: z.string() });

/** Route parameter of one group or option. */
export const optionIdParams = z.object({ id: z.string().min(1).max(64) });
