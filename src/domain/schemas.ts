/**
 * The validation schemas shared by the server (request bodies) and the browser (forms). Money is integer pence.
 */
import { chosenOptionIdsSchema, productDietarySchema, vatClassChoiceSchema } from './drink-options-schema';
import { photoIdOf } from './photos';
import { z } from 'zod';
import { MAX_BASKET_LINES, MAX_LINE_QUANTITY } from './basket';
import { minutesOfDay } from './clock-time';
import { localDateSchema } from './opening-hours-schema';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`)
    // Control characters (line breaks included) have no place in a name; they also guard e-mail headers.
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), `${label} must not contain control characters.`);

const pence = (label: string) =>
  z
    .number({ error: `${label} must be an amount in pence.` })
    .int(`${label} must be a whole number of pence.`)
    .min(0, `${label} cannot be negative.`)
    .max(100_000, `${label} must be at most £1,000.00.`);

export const sizeSchema = z.enum(['reg', 'lrg'], { error: 'Size must be reg or lrg.' });

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(254, 'Email must be at most 254 characters.')
  .refine((value) => !/[\s\u0000-\u001f\u007f]/.test(value), 'Enter a valid email address.')
  .pipe(z.email('Enter a valid email address.'))
  .transform((value) => value.toLowerCase());

export const customerNameSchema = text('Name', 100);

/** A category's value is a slug: it is the menu's anchor and filter label, and makes the category's id. */
export const CATEGORY_VALUE_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;
export const CATEGORY_VALUE_MESSAGE =
  'Value must be lower-case letters and digits, joined by single hyphens or underscores (for example milk-tea).';

export const categoryInputSchema = z.strictObject({
  value: text('Value', 60).refine((value) => CATEGORY_VALUE_PATTERN.test(value), CATEGORY_VALUE_MESSAGE),
  displayName: text('Display name', 80),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
  /** The VAT class of its products; null: the shop's default. */
  vatClass: vatClassChoiceSchema.optional(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/**
 * Where a product's picture may come from: a file under the shop's own /images/ folder (the demo menu's are
 * /images/products/<name>.svg), a photo uploaded to the shop (/photos/<id>) or an https:// address. Each path segment starts with a letter, digit, _ or -, so
 * neither `//other.site/…` (an address on another site) nor `/../` (out of the folder) gets through.
 */
const OWN_IMAGE_PATH = /^\/images(?:\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)+$/;
export const IMAGE_URL_MESSAGE = 'Image URL must be an https:// address or a path under /images/ on this site.';

function isHttpsAddress(value: string): boolean {
  // The host follows the two slashes at once: URL would read "https:///x.png" as the host x.png.
  if (!/^https:\/\/[A-Za-z0-9[][^\s"'<>\\]*$/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

function isAllowedImageUrl(value: string): boolean {
  return OWN_IMAGE_PATH.test(value) || isHttpsAddress(value) || photoIdOf(value) !== null;
}

const imageSchema = z
  .string()
  .trim()
  .max(2_000, 'Image URL must be at most 2000 characters.')
  .refine((value) => value === '' || isAllowedImageUrl(value), { message: IMAGE_URL_MESSAGE })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();

export const productInputSchema = z.strictObject({
  name: text('Name', 80),
  category: text('Category', 60),
  description: z.string().trim().max(300, 'Description must be at most 300 characters.').nullable().optional(),
  priceReg: pence('Regular price'),
  priceLrg: pence('Large price'),
  image: imageSchema,
  calories: z
    .number({ error: 'Calories must be a whole number.' })
    .int('Calories must be a whole number.')
    .min(0, 'Calories cannot be negative.')
    .max(5_000, 'Calories must be at most 5000.')
    .nullable()
    .optional(),
  soldOut: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(10_000).optional(),
  /** The UK's 14 allergens it contains, and its dietary tags (each listed once). */
  allergens: productDietarySchema.shape.allergens.optional(),
  tags: productDietarySchema.shape.tags.optional(),
  /** Its own VAT class; null: its category's. */
  vatClass: vatClassChoiceSchema.optional(),
});
export type ProductInput = z.infer<typeof productInputSchema>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const isDealTime = (value: string | null): value is string =>
  value !== null && (HH_MM.test(value) || value === '24:00');
const dealTime = (label: string) =>
  z
    .string({ error: `${label} must be a time like 15:00.` })
    .refine(isDealTime, `${label} must be a time like 15:00.`)
    .nullable();
/**
 * When a deal runs (domain deal-schedule.ts): first and last day (each may be open), the days of the week (at least
 * one), and a start and end time of those days, both or neither, the end after the start ('24:00' ends the day).
 */
export const dealScheduleSchema = z
  .strictObject({
    startsOn: localDateSchema.nullable(),
    endsOn: localDateSchema.nullable(),
    days: z
      .array(z.number().int().min(0).max(6), { error: 'Days must be a list of weekdays, Sunday 0 to Saturday 6.' })
      .min(1, 'Choose at least one day.')
      .max(7, 'Days must be a list of weekdays, Sunday 0 to Saturday 6.')
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    startTime: dealTime('Start time'),
    endTime: dealTime('End time'),
  })
  .superRefine((schedule, ctx) => {
    if ((schedule.startTime === null) !== (schedule.endTime === null)) {
      const path = [schedule.startTime === null ? 'startTime' : 'endTime'];
      ctx.addIssue({ code: 'custom', message: 'Give both a start and an end time, or neither.', path });
    } else if (
      isDealTime(schedule.startTime) &&
      isDealTime(schedule.endTime) &&
      minutesOfDay(schedule.endTime) <= minutesOfDay(schedule.startTime)
    ) {
      ctx.addIssue({ code: 'custom', message: 'End time must be after the start time.', path: ['endTime'] });
    }
    if (schedule.startsOn && schedule.endsOn && schedule.endsOn < schedule.startsOn) {
      ctx.addIssue({ code: 'custom', message: 'End date must be on or after the start date.', path: ['endsOn'] });
    }
  });

export const promotionInputSchema = z.strictObject({
  title: text('Title', 80),
  description: text('Description', 300),
  category: text('Category', 60),
  size: sizeSchema,
  requiredQuantity: z
    .number({ error: 'Required quantity must be a whole number.' })
    .int('Required quantity must be a whole number.')
    .min(1, 'Required quantity must be at least 1.')
    .max(MAX_LINE_QUANTITY, `Required quantity must be at most ${MAX_LINE_QUANTITY}.`),
  priceReg: pence('Regular bundle price'),
  priceLrg: pence('Large bundle price'),
  active: z.boolean().optional(),
  /** Absent on a new promotion: it runs whenever it is active. */
  schedule: dealScheduleSchema.optional(),
});
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** An object schema's message for a field it does not know (e.g. `status: "paid"` slipped into a body). */
export const unknownFieldError = (where: string) => (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Unknown field${where}: ${(issue.keys ?? []).join(', ')}` : undefined;

/**
 * A basket line as the browser sends it to checkout: the basket line's own fields and nothing else.
 * Price (and the promotion the browser matched) is accepted, as the API's callers have always sent it, but never decides
 * the charge: the server prices from the catalogue. Quantity is checked by the server with the checkout line rules (a missing
 * one is 1, 0 or less drops the line), so it is left open here.
 */
export const checkoutLineSchema = z.strictObject(
  {
    id: z
      .string({ error: 'Each item in the basket needs a product id.' })
      .trim()
      .min(1, 'Each item in the basket needs a product id.')
      .max(64, 'A product id must be at most 64 characters.'),
    name: z.string().max(200).nullish(),
    title: z.string().max(200).nullish(),
    size: sizeSchema.nullish(),
    price: z.unknown().optional(),
    quantity: z.unknown().optional(),
    category: z.string().max(100).nullish(),
    image: z.string().max(2_000).nullish(),
    promotion: z.unknown().optional(),
    /**
     * The chosen drink option ids. Absent (a basket from before drink options) means the drink's defaults;
     * present, every id is checked against the live catalogue. Prices are never taken from here.
     */
    options: chosenOptionIdsSchema.optional(),
  },
  { error: unknownFieldError(' in a basket item') },
);

export const cartItemsSchema = z
  .array(checkoutLineSchema, { error: 'cartItems must be a list of basket lines.' })
  .max(MAX_BASKET_LINES, `A basket can hold at most ${MAX_BASKET_LINES} different items.`);

/** The browser's checkout attempt id (kept next to the basket): the same basket and token are one order. */
export const checkoutTokenSchema = z
  .string({ error: 'checkoutToken must be a string.' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'checkoutToken must be 16 to 100 letters, digits, hyphens or underscores.');
