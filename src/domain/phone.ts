/**
 * The number a customer gives for "Text me when it's ready": a UK mobile, checked with libphonenumber's mobile
 * metadata (a landline, a premium-rate or a foreign number is refused), kept in E.164 ("+447400123456").
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { z } from 'zod';

export const UK_MOBILE_ERROR = 'Enter a UK mobile number, for example 07400 123456.';

/** A UK mobile number as typed ("07400 123456", "+44 7400 123456"), in E.164, or null when it is not one. */
export function ukMobileNumber(typed: string): string | null {
  const parsed = parsePhoneNumberFromString(typed.trim(), 'GB');
  if (!parsed || parsed.country !== 'GB' || !parsed.isValid()) return null;
  return parsed.number;
}

/** The number as the API takes it: typed any usual way, answered 400 with UK_MOBILE_ERROR when not a UK mobile. */
export const ukMobileSchema = z
  .string()
  .max(30, UK_MOBILE_ERROR)
  .transform((typed, context) => {
    const number = ukMobileNumber(typed);
    if (number) return number;
    context.addIssue({ code: 'custom', message: UK_MOBILE_ERROR });
    return z.NEVER;
  });
