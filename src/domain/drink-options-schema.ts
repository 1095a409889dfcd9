/**
 * zod schemas for drink options and allergens, shared by the admin forms, the server's request validation
 * and the demo data's test. Messages are written for the person filling in the form.
 */
import { z } from 'zod';
import { ALLERGEN_CODES, DIETARY_TAG_CODES } from './allergens';
import type { OptionGroup } from './drink-options';
import { VAT_CLASSES } from './vat';

/** A VAT class chosen for a category, product or option; null (or left out): the one above it applies. */
export const vatClassChoiceSchema = z.enum(VAT_CLASSES, { error: 'Choose a VAT rate from the list.' }).nullable();

/** Ids are short slugs or UUIDs: letters, digits, hyphens and underscores. */
const idSchema = (what: string) =>
  z
    .string({ error: `${what} id is required` })
    .trim()
    .min(1, `${what} id is required`)
    .max(64, `${what} id must be at most 64 characters`)
    .regex(/^[A-Za-z0-9_-]+$/, `${what} id may use only letters, digits, hyphens and underscores`);

const nameSchema = (what: string) =>
  z
    .string({ error: `${what} name is required` })
    .trim()
    .min(1, `${what} name is required`)
    .max(60, `${what} name must be at most 60 characters`);

const penceSchema = (what: string) =>
  z
    .number({ error: `${what} must be a number of pence` })
    .int(`${what} must be a whole number of pence`)
    .min(0, `${what} cannot be negative`)
    .max(10_000, `${what} must be at most £100.00`);

const sortOrderSchema = z
  .number({ error: 'Sort order must be a number' })
  .int('Sort order must be a whole number')
  .min(0, 'Sort order cannot be negative');

/**
 * An option id is saved in lower case: choices are compared ignoring case (a basket may carry `OAT`), so `OAT` and
 * `oat` must never be two options, in one group or in two.
 */
const optionIdSchema = idSchema('Option').toLowerCase();

export const allergenCodeSchema = z.enum(ALLERGEN_CODES, { error: 'Unknown allergen' });

/** The allergens an option brings to a drink: each listed once. */
const optionAllergensSchema = z
  .array(allergenCodeSchema)
  .refine((codes) => new Set(codes).size === codes.length, 'Each allergen can be listed only once');

export const drinkOptionSchema = z.object({
  id: optionIdSchema,
  name: nameSchema('Option'),
  priceReg: penceSchema('Regular price'),
  priceLrg: penceSchema('Large price'),
  isDefault: z.boolean({ error: 'Default must be yes or no' }),
  soldOut: z.boolean({ error: 'Sold out must be yes or no' }),
  sortOrder: sortOrderSchema,
  /** What the option brings to the drink; left out, it brings none. */
  allergens: optionAllergensSchema.optional(),
  /** Its own VAT class (a hot option on a cold drink); left out or null, the drink's. */
  vatClass: vatClassChoiceSchema.optional(),
});

const groupBase = {
  id: idSchema('Group'),
  name: nameSchema('Group'),
  sortOrder: sortOrderSchema,
  options: z
    .array(drinkOptionSchema)
    .min(1, 'A group needs at least one option')
    .max(30, 'A group takes at most 30 options'),
};

const countSchema = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(0, `${what} cannot be negative`);

/**
 * One option group, with the rules that make it choosable: option ids unique, a single-choice group with exactly
 * one default, a multi-choice group with 0 ≤ minimum ≤ maximum ≤ its number of options and no more defaults than its
 * maximum.
 */
export const optionGroupSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ ...groupBase, kind: z.literal('single') }),
      z.object({
        ...groupBase,
        kind: z.literal('multi'),
        min: countSchema('Minimum'),
        max: countSchema('Maximum').min(1, 'Maximum must be at least 1'),
      }),
    ],
    { error: "Kind must be 'single' or 'multi'" },
  )
  .superRefine((group, ctx) => {
    const ids = new Set<string>();
    group.options.forEach((option, index) => {
      if (ids.has(option.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'id'],
          message: `${group.name}: option id '${option.id}' is used twice`,
        });
      }
      ids.add(option.id);
    });
    const defaults = group.options.filter((option) => option.isDefault).length;
    if (group.kind === 'single') {
      if (defaults !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['options'],
          message: `${group.name}: choose exactly one default option`,
        });
      }
      return;
    }
    if (group.min > group.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['min'],
        message: `${group.name}: the minimum cannot be above the maximum`,
      });
    }
    if (group.max > group.options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['max'],
        message: `${group.name}: the maximum cannot be above the number of options (${group.options.length})`,
      });
    }
    if (defaults > group.max) {
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `${group.name}: at most ${group.max} options can be defaults`,
      });
    }
  });

/** A catalogue's groups: group ids unique, and option ids unique across all groups (an id names one option). */
export const optionCatalogueSchema = z.array(optionGroupSchema).superRefine((groups, ctx) => {
  const groupIds = new Set<string>();
  const optionIds = new Map<string, string>();
  groups.forEach((group, index) => {
    if (groupIds.has(group.id)) {
      ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `Group id '${group.id}' is used twice` });
    }
    groupIds.add(group.id);
    group.options.forEach((option, optionIndex) => {
      const owner = optionIds.get(option.id);
      if (owner !== undefined && owner !== group.id) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'options', optionIndex, 'id'],
          message: `Option id '${option.id}' is already used in another group`,
        });
      }
      optionIds.set(option.id, group.id);
    });
  });
});

export const productOptionGroupSchema = z.object({
  productId: z.string({ error: 'Product is required' }).trim().min(1, 'Product is required'),
  groupId: idSchema('Group'),
  mode: z.enum(['add', 'remove'], { error: "Mode must be 'add' or 'remove'" }),
});

export const dietaryTagSchema = z.enum(DIETARY_TAG_CODES, { error: 'Unknown dietary tag' });

/** A product's allergens and tags: each listed once. */
export const productDietarySchema = z.object({
  allergens: z
    .array(allergenCodeSchema)
    .refine((codes) => new Set(codes).size === codes.length, 'Each allergen can be listed only once'),
  tags: z
    .array(dietaryTagSchema)
    .refine((codes) => new Set(codes).size === codes.length, 'Each dietary tag can be listed only once'),
});

/** Chosen option ids as a request carries them: at most a sensible handful, each a short id. */
export const chosenOptionIdsSchema = z
  .array(z.string().trim().min(1, 'Option id is required').max(64, 'Option id must be at most 64 characters'))
  .max(30, 'Too many options chosen');

// The schema's output must stay assignable to the domain type, so a parsed group is used as is.
const _typeCheck = (group: z.output<typeof optionGroupSchema>): OptionGroup => group;
void _typeCheck;
