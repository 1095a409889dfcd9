/**
 * The Options section's form: what staff type (prices in pounds, limits as text) turned into the API's
 * group, which is then checked with the domain's own rules (optionGroupSchema, through the contract), so the form
 * refuses what the server would refuse, with the same words.
 */
import { adminOptionGroupInput, type AdminOptionGroupAnswer } from '@domain/contracts/admin-options';
import { penceToPoundsString } from '@domain/money';
import { z } from 'zod';
import { poundsField, vatClassField } from './catalogue-forms';

const wholeNumber = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .regex(/^\d+$/, `${label} must be a whole number.`)
    .transform(Number);

const formOption = z.object({
  id: z.string(),
  name: z.string(),
  priceReg: poundsField('Regular price'),
  priceLrg: poundsField('Large price'),
  isDefault: z.boolean(),
  soldOut: z.boolean(),
  /** Kept as saved: a group saved from this form keeps what each option brings to a drink. */
  allergens: z.array(z.string()).optional(),
  /** Its own VAT rate ('' for the drink's). */
  vatClass: vatClassField.optional(),
});

/**
 * The form's schema for a group with this id and order (a new group's id is made up when the dialog opens). Limits
 * count only for a group of several choices.
 */
export function optionGroupFormSchema(id: string, sortOrder: number) {
  return z
    .object({
      name: z.string(),
      kind: z.enum(['single', 'multi'], { error: 'Choose how many options a customer picks.' }),
      min: z.string(),
      max: z.string(),
      options: z.array(formOption),
      categories: z.array(z.string()),
      products: z.array(z.object({ productId: z.string(), mode: z.enum(['category', 'add', 'remove']) })),
    })
    .transform((form, ctx) => {
      const common = {
        id,
        name: form.name,
        sortOrder,
        options: form.options.map((option, index) => ({ ...option, sortOrder: index })),
        categories: form.categories,
        products: form.products
          .filter((link) => link.mode !== 'category')
          .map((link) => ({ productId: link.productId, mode: link.mode as 'add' | 'remove' })),
      };
      if (form.kind === 'single') return { ...common, kind: 'single' as const };
      const min = wholeNumber('Minimum').safeParse(form.min);
      const max = wholeNumber('Maximum').safeParse(form.max);
      if (!min.success) ctx.addIssue({ code: 'custom', path: ['min'], message: min.error.issues[0]!.message });
      if (!max.success) ctx.addIssue({ code: 'custom', path: ['max'], message: max.error.issues[0]!.message });
      if (!min.success || !max.success) return z.NEVER;
      return { ...common, kind: 'multi' as const, min: min.data, max: max.data };
    })
    .pipe(adminOptionGroupInput);
}

export type OptionGroupFormValues = z.input<ReturnType<typeof optionGroupFormSchema>>;
export type OptionFormValues = OptionGroupFormValues['options'][number];

/** A short random id part: letters and digits, so it passes the domain's id rule. */
function randomIdPart(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/** A new group's id, made when its form opens (ids never change, names may). */
export function newGroupId(): string {
  return `group-${randomIdPart()}`;
}

export function newOption(): OptionFormValues {
  return {
    id: `opt-${randomIdPart()}`,
    name: '',
    priceReg: '0.00',
    priceLrg: '0.00',
    isDefault: false,
    soldOut: false,
    vatClass: '',
  };
}

/** The form's starting values: a group as saved, or an empty one with a single option to fill in. */
export function optionGroupFormValues(
  saved: AdminOptionGroupAnswer | null,
  products: readonly { id: string }[],
): OptionGroupFormValues {
  const modes = new Map((saved?.products ?? []).map((link) => [link.productId.toLowerCase(), link.mode]));
  const group = saved?.group;
  return {
    name: group?.name ?? '',
    kind: group?.kind ?? 'single',
    min: group?.kind === 'multi' ? String(group.min) : '0',
    max: group?.kind === 'multi' ? String(group.max) : '1',
    options: group
      ? group.options.map((option) => ({
          id: option.id,
          name: option.name,
          priceReg: penceToPoundsString(option.priceReg),
          priceLrg: penceToPoundsString(option.priceLrg),
          isDefault: option.isDefault,
          soldOut: option.soldOut,
          ...(option.allergens?.length && { allergens: option.allergens }),
          vatClass: option.vatClass ?? '',
        }))
      : [{ ...newOption(), isDefault: true }],
    categories: saved?.categories ?? [],
    products: products.map((product) => ({
      productId: product.id,
      mode: modes.get(product.id.toLowerCase()) ?? 'category',
    })),
  };
}
