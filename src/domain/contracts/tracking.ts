/** /api/track/:token: the customer's private order page. No e-mail address, the first name only. */
import { z } from 'zod';
import { CUSTOMER_PAYMENT_STATUSES, ORDER_STATUSES } from '../order-status';
import { sizeSchema } from '../schemas';
import { isoTime } from './common';
import { stampCardAnswer, stampCardCounterCode } from './loyalty';

export const trackingParams = z.object({ token: z.string().max(100) });

export const trackedOrderAnswer = z.object({
  number: z.string(),
  /** The customer's first name only, or null (none given, or erased). */
  firstName: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(CUSTOMER_PAYMENT_STATUSES),
  lines: z.array(
    z.object({
      name: z.string(),
      size: sizeSchema,
      quantity: z.number(),
      lineSubtotal: z.number(),
      options: z.array(z.string()),
      /** What Order again puts back in the basket: the drink and its chosen options (null: no longer known). */
      productId: z.string().nullable(),
      optionIds: z.array(z.string()),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  /** What the stamp card's free drink took off (0: none). */
  freeDrink: z.number(),
  total: z.number(),
  /** The customer's stamp card after this order, or null (the card is off, or the address was erased). */
  stampCard: stampCardAnswer.nullable(),
  /** The card's counter code and its QR, shown at the till to spend or earn; null or absent without a card. */
  stampCode: stampCardCounterCode.nullable().optional(),
  /** The pickup time (a slot's start, or the ASAP ready estimate). */
  pickupAt: isoTime.nullable(),
  pickupAsap: z.boolean(),
  /** When staff expect it ready (set by Confirm & Notify with a prep time). */
  readyAt: isoTime.nullable(),
  /** When staff marked it ready for pickup. */
  markedReadyAt: isoTime.nullable(),
  paidAt: isoTime,
  /** Where to collect. */
  pickupPlace: z.string(),
  /** How it was paid, in words ("Apple Pay", "Visa •••• 4242"); absent until the provider said. */
  paidWith: z.string().nullable().optional(),
  /** When the customer said I'm here (the counter was told); null or absent until then. */
  hereAt: isoTime.nullable().optional(),
  /**
   * Its VAT receipt: the shop's VAT number and the order's VAT per rate, as stored at payment (pence, rates in basis
   * points). Null or absent when the shop is not VAT-registered: then nothing shows VAT.
   */
  vat: z
    .object({
      vatNumber: z.string(),
      rates: z.array(
        z.object({ rateBp: z.number(), netPence: z.number(), vatPence: z.number(), grossPence: z.number() }),
      ),
    })
    .nullable()
    .optional(),
});
export type TrackedOrderAnswer = z.infer<typeof trackedOrderAnswer>;

/** POST /api/track/:token/here: the counter told the customer is here (the first tap's time; a second changes nothing). */
export const imHereAnswer = z.object({ hereAt: isoTime });

/** The words a tap too early is refused with (409). */
export const NOT_HERE_YET = "You can tell us you're here from 5 minutes before your pickup time.";
