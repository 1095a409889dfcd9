/** VAT settings (/api/admin/vat/settings): the shop's VAT number, its default class and the exports' account codes. */
import { z } from 'zod';
import { normaliseVatNumber, VAT_CLASSES, VAT_NUMBER_PATTERN } from '../vat';

export const VAT_NUMBER_INVALID =
  'A UK VAT number is GB followed by 9 digits (or 12 for a branch), like GB123456789. Leave it empty if the shop is not VAT-registered.';

const vatClass = z.enum(VAT_CLASSES, { error: 'Choose Standard, Reduced or Zero.' });

const code = (what: string) =>
  z
    .string({ error: `Give the ${what}.` })
    .trim()
    .min(1, `Give the ${what}.`)
    .max(40, `The ${what} is at most 40 characters.`);

const accountCodes = z.strictObject({
  salesAccount: code('sales account code'),
  xeroTaxType: code('Xero tax type'),
  quickbooksTaxCode: code('QuickBooks tax code'),
});

/** The codes per class, each as the accountant's software names it. */
export const vatAccountCodesSchema = z.strictObject({
  standard: accountCodes,
  reduced: accountCodes,
  zero: accountCodes,
});

/** The VAT number as typed: spaces and case forgiven, empty meaning "not VAT-registered". */
const vatNumber = z
  .string({ error: VAT_NUMBER_INVALID })
  .max(40, VAT_NUMBER_INVALID)
  .transform((value) => normaliseVatNumber(value))
  .refine((value) => value === '' || VAT_NUMBER_PATTERN.test(value), VAT_NUMBER_INVALID)
  .transform((value) => (value === '' ? null : value));

/** PUT /api/admin/vat/settings: every field optional, so the close page may save the number alone. */
export const vatSettingsBody = z.strictObject({
  vatNumber: vatNumber.nullable().optional(),
  defaultClass: vatClass.optional(),
  accountCodes: vatAccountCodesSchema.optional(),
});
export type VatSettingsBody = z.output<typeof vatSettingsBody>;

/** GET and PUT /api/admin/vat/settings. */
export const vatSettingsAnswer = z.object({
  /** Null: the shop is not VAT-registered, and no screen, receipt or file shows VAT. */
  vatNumber: z.string().nullable(),
  defaultClass: z.enum(VAT_CLASSES),
  accountCodes: vatAccountCodesSchema,
});
export type VatSettings = z.infer<typeof vatSettingsAnswer>;
