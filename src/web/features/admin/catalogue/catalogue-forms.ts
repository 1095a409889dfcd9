/**
 * The admin forms' schemas, derived from the shared ones in @domain/schemas: people type prices in pounds
 * (step 0.01), the API takes pence, and parsePounds converts without floating point.
 */
import { ALWAYS } from '@domain/deal-schedule';
import { categoryInputSchema, dealScheduleSchema, productInputSchema, promotionInputSchema } from '@domain/schemas';
import { parsePounds, penceToPoundsString } from '@domain/money';
import { VAT_CLASSES } from '@domain/vat';
import { z } from 'zod';
import type { AdminCategory, AdminProduct, AdminPromotion } from '../../../lib/admin/catalogue-types';

/** A price typed in pounds ("3.5", "£3.50") as pence; required. */
export const poundsField = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .transform((text, ctx) => {
      const pence = parsePounds(text);
      if (pence === null) {
        ctx.addIssue({ code: 'custom', message: `${label} must be an amount in pounds, like 3.50.` });
        return z.NEVER;
      }
      return pence;
    });

/** An optional text: empty (or only spaces) means none. */
const optionalText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : text));

/** An optional whole number typed in a field: empty means none. */
const optionalWholeNumber = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : Number(text)));

/** The "VAT rate" select: a class, or '' for none of its own (the one above applies). */
export const vatClassField = z.enum(['', ...VAT_CLASSES]).transform((value) => (value === '' ? null : value));

export const categoryFormSchema = categoryInputSchema
  .pick({ value: true, displayName: true })
  .extend({ vatClass: vatClassField.optional() });
export type CategoryFormValues = z.input<typeof categoryFormSchema>;

export const productFormSchema = z.object({
  name: productInputSchema.shape.name,
  category: productInputSchema.shape.category,
  /** Shown on the menu under the product's name. */
  description: optionalText.pipe(productInputSchema.shape.description.unwrap()),
  priceReg: poundsField('Regular price').pipe(productInputSchema.shape.priceReg),
  priceLrg: poundsField('Large price').pipe(productInputSchema.shape.priceLrg),
  image: productInputSchema.shape.image,
  calories: optionalWholeNumber.pipe(productInputSchema.shape.calories.unwrap()),
  soldOut: z.boolean(),
  /** The UK's 14 allergens it contains and its dietary tags, ticked in checkbox groups. */
  allergens: productInputSchema.shape.allergens.unwrap(),
  tags: productInputSchema.shape.tags.unwrap(),
  /** Left out (a form without the field): the product's class is left as it is. */
  vatClass: vatClassField.optional(),
});
export type ProductFormValues = z.input<typeof productFormSchema>;

export const promotionFormSchema = z.object({
  title: promotionInputSchema.shape.title,
  description: promotionInputSchema.shape.description,
  category: promotionInputSchema.shape.category,
  size: promotionInputSchema.shape.size,
  requiredQuantity: z
    .string()
    .trim()
    .min(1, 'Required quantity is required.')
    .transform(Number)
    .pipe(promotionInputSchema.shape.requiredQuantity),
  priceReg: poundsField('Regular bundle price').pipe(promotionInputSchema.shape.priceReg),
  priceLrg: poundsField('Large bundle price').pipe(promotionInputSchema.shape.priceLrg),
  active: z.boolean(),
  /** When it runs: empty dates and times are open; days ticked as Sunday 0 … Saturday 6. */
  schedule: z
    .object({
      startsOn: optionalText,
      endsOn: optionalText,
      days: z.array(z.number()),
      startTime: optionalText,
      endTime: optionalText,
    })
    .pipe(dealScheduleSchema),
});
export type PromotionFormValues = z.input<typeof promotionFormSchema>;

export function categoryFormValues(category: AdminCategory | null): CategoryFormValues {
  return { value: category?.value ?? '', displayName: category?.displayName ?? '', vatClass: category?.vatClass ?? '' };
}

export function productFormValues(product: AdminProduct | null, defaultCategory = ''): ProductFormValues {
  return {
    name: product?.name ?? '',
    category: product?.category ?? defaultCategory,
    description: product?.description ?? '',
    priceReg: product ? penceToPoundsString(product.priceReg) : '',
    priceLrg: product ? penceToPoundsString(product.priceLrg) : '',
    image: product?.image ?? '',
    calories: product?.calories === null || product?.calories === undefined ? '' : String(product.calories),
    soldOut: product?.soldOut ?? false,
    allergens: product?.allergens ?? [],
    tags: product?.tags ?? [],
    vatClass: product?.vatClass ?? '',
  };
}

export function promotionFormValues(promotion: AdminPromotion | null, defaultCategory = ''): PromotionFormValues {
  const schedule = promotion?.schedule ?? ALWAYS;
  return {
    title: promotion?.title ?? '',
    description: promotion?.description ?? '',
    category: promotion?.category ?? defaultCategory,
    size: promotion?.size ?? 'reg',
    requiredQuantity: String(promotion?.requiredQuantity ?? 1),
    priceReg: promotion ? penceToPoundsString(promotion.priceReg) : '',
    priceLrg: promotion ? penceToPoundsString(promotion.priceLrg) : '',
    active: promotion?.active ?? true,
    schedule: {
      startsOn: schedule.startsOn ?? '',
      endsOn: schedule.endsOn ?? '',
      days: [...schedule.days],
      startTime: schedule.startTime ?? '',
      endTime: schedule.endTime ?? '',
    },
  };
}
