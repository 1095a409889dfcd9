/** Request My Data (/api/privacy/*): a code by e-mail, a short-lived access token, the data, its erasure. */
import { z } from 'zod';
import { emailSchema, sizeSchema } from '../schemas';
import { errorAnswer, isoTime } from './common';

export const dataCodeSchema = z
  .string({ error: 'Enter the 6-digit code from the e-mail.' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail.'));

/** POST /api/privacy/codes. */
export const requestCodeBody = z.strictObject({ email: emailSchema });
export const codeSentAnswer = z.object({ message: z.string() });
/** Too many codes: also says after how long to ask again. */
export const tooManyCodesAnswer = errorAnswer.extend({ retryAfterSeconds: z.number().optional() });

/** POST /api/privacy/access. */
export const accessBody = z.strictObject({ email: emailSchema, code: dataCodeSchema });
export const dataAccessAnswer = z.object({
  /** Kept in memory only (component state): never in storage, a cookie or the address bar. */
  accessToken: z.string(),
  expiresAt: isoTime,
});
export type DataAccessAnswer = z.infer<typeof dataAccessAnswer>;

export const myOrderAnswer = z.object({
  /** The order number is the first 8 characters of the id. */
  number: z.string(),
  createdAt: isoTime,
  customerName: z.string().nullable(),
  /** Pence. */
  total: z.number().int(),
  status: z.string(),
  lines: z.array(
    z.object({
      name: z.string(),
      size: sizeSchema,
      quantity: z.number().int(),
      /** The chosen options' names. */
      options: z.array(z.string()).optional(),
    }),
  ),
});
/** GET /api/privacy/data. */
export const myDataAnswer = z.object({
  email: z.string(),
  orders: z.array(myOrderAnswer),
  /** Checkout attempts never paid that still carry the address. */
  unpaidAttempts: z.number().int(),
  /** The address's stamp card, or null when it has none (or the stamp card is off). */
  stampCard: z.object({ stamps: z.number().int(), of: z.number().int(), rewardsWaiting: z.number().int() }).nullable(),
  accessExpiresAt: isoTime,
});
export type MyOrderAnswer = z.infer<typeof myOrderAnswer>;
export type MyDataAnswer = z.infer<typeof myDataAnswer>;

/** DELETE /api/privacy/data. */
export const dataDeletedAnswer = z.object({ message: z.string(), anonymisedOrders: z.number().int() });
