/**
 * The till's calls (/api/admin/till, staff with the counter permission): a sale rung up at the counter becomes an
 * order like any other (channel counter), paid in cash in the same call or later.
 */
import { z } from 'zod';
import { customerNameSchema, emailSchema, unknownFieldError } from '../schemas';
import { COUNTER_CODE_UNKNOWN } from '../stamp-code';
import { MAX_CASH_TENDERED } from '../till';

/** The till's key for one sale: the same key is the same order, however often the call is repeated. */
export const saleKeySchema = z
  .string({ error: 'saleKey is required.' })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'saleKey must be 16 to 64 letters, digits, hyphens or underscores.');

const tenderedSchema = z
  .number({ error: 'The cash given must be an amount in pence.' })
  .int('The cash given must be a whole number of pence.')
  .min(0, 'The cash given cannot be negative.')
  .max(MAX_CASH_TENDERED, 'The cash given must be at most £1,000.00.');

export const stampCodeSchema = z.string({ error: 'The stamp card code must be text.' }).max(20, COUNTER_CODE_UNKNOWN);

/** POST /api/admin/till/stamp-card: the card a counter code names. */
export const stampCardLookupBody = z.strictObject({ code: stampCodeSchema }, { error: unknownFieldError('') });
/** The card as the till shows it ("Stamps: N of 9"); its address never leaves the server. */
export const stampCardLookupAnswer = z.object({
  /** The code as it is shown, "K7F3-QXWA". */
  code: z.string(),
  stamps: z.number().int(),
  of: z.number().int(),
  rewardsWaiting: z.number().int(),
  /** The categories a free drink may be chosen from (the till prices the sale with them to show it). */
  categories: z.array(z.string()),
});
export type StampCardLookupAnswer = z.infer<typeof stampCardLookupAnswer>;

export const cashBody = z.strictObject({ tendered: tenderedSchema }, { error: unknownFieldError('') });

export const tillSaleBody = z.strictObject(
  {
    saleKey: saleKeySchema,
    cartItems: z.array(z.unknown(), { error: 'cartItems must be a list of basket lines.' }),
    /** The name written on the cups; optional. */
    cupName: customerNameSchema.optional(),
    /** The customer's e-mail: the receipt goes there and the stamp card of that address earns. */
    email: emailSchema.optional(),
    /** Paid in cash with the sale: the cash given, in pence. Absent: the order waits for its payment. */
    cash: cashBody.optional(),
    /**
     * The stamp card's counter code, typed or scanned from the customer's order page: its card earns the sale's
     * stamps and its address gets the receipt (instead of `email`, which it may not come with).
     */
    stampCode: stampCodeSchema.optional(),
    /** Use the card's free drink: one drink's REG price off, held by this sale's order until it is paid. */
    freeDrink: z.boolean().optional(),
  },
  { error: unknownFieldError('') },
);
export type TillSaleBody = z.infer<typeof tillSaleBody>;

export const tillSaleParams = z.object({ orderId: z.string().min(1).max(100) });

/** A sale as the till shows it: its total, whether it is paid, its number once paid, the change to give. */
export const tillSaleAnswer = z.object({
  orderId: z.string(),
  total: z.number().int(),
  paid: z.boolean(),
  /** "#12" once paid; null before. */
  orderNumber: z.string().nullable(),
  /** The change to give for the cash sent with this call; null when no cash was sent. */
  change: z.number().int().nullable(),
  /** "Cash", "Visa •••• 4242"; null while unpaid. */
  paymentMethod: z.string().nullable(),
  /** What the reader said about the last card ("Your card was declined."); null when paid or nothing to say. */
  cardMessage: z.string().nullable(),
});
export type TillSaleAnswer = z.infer<typeof tillSaleAnswer>;

const readerIdSchema = z.string().regex(/^[A-Za-z0-9_]{1,100}$/, 'readerId must be a reader id (tmr_…).');

/** Charge £X.XX: the reader to send it to (Stripe's readers; the sandbox's reader is the till's own dialog). */
export const chargeBody = z.strictObject({ readerId: readerIdSchema.optional() }, { error: unknownFieldError('') });

/**
 * A test card "tapped": on the Sandbox reader, or (Stripe test mode) presented to Stripe's simulated reader.
 */
export const sandboxTapBody = z.strictObject(
  {
    card: z.string({ error: 'card must be a test card number.' }).min(12).max(23),
    readerId: readerIdSchema.optional(),
  },
  { error: unknownFieldError('') },
);

/** The card readers the till may send a payment to, and whether test cards can be tapped. */
export const tillReadersAnswer = z.object({
  /** sandbox: the Sandbox reader, a dialog on the till; stripe: the readers registered at Stripe. */
  provider: z.enum(['sandbox', 'stripe']),
  testCards: z.boolean(),
  readers: z.array(
    z.object({ id: z.string(), label: z.string(), deviceType: z.string(), status: z.enum(['online', 'offline']) }),
  ),
});
export type TillReadersAnswer = z.infer<typeof tillReadersAnswer>;

/** /admin/payments: a reader paired by the code it shows, with a name staff know it by. */
export const registerReaderBody = z.strictObject(
  {
    registrationCode: z
      .string({ error: 'Enter the code the reader shows.' })
      .trim()
      .regex(/^[A-Za-z0-9-]{3,40}$/, 'Enter the code the reader shows, for example sepia-cerulean-aqua.'),
    label: z
      .string({ error: 'Name the reader.' })
      .trim()
      .min(1, 'Name the reader.')
      .max(60, 'A reader’s name must be at most 60 characters.'),
  },
  { error: unknownFieldError('') },
);
