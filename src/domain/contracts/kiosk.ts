/**
 * The self-order kiosk's calls (/api/kiosk, only from a counter device in kiosk mode), and the till's list of the
 * kiosk's orders waiting to be paid at the counter (/api/admin/till/awaiting).
 */
import { z } from 'zod';
import { customerNameSchema, unknownFieldError } from '../schemas';
import { isoTime } from './common';
import { orderItemAnswer } from './orders';
import { saleKeySchema, stampCodeSchema, tillSaleAnswer } from './till';

/**
 * An order placed at the kiosk: the basket, the name for the cups (optional), and the stamp card's counter code the
 * customer typed from their order page (optional: its card earns, and with `freeDrink` its free drink is used).
 */
export const kioskOrderBody = z.strictObject(
  {
    saleKey: saleKeySchema,
    cartItems: z.array(z.unknown(), { error: 'cartItems must be a list of basket lines.' }),
    cupName: customerNameSchema.optional(),
    stampCode: stampCodeSchema.optional(),
    freeDrink: z.boolean().optional(),
  },
  { error: unknownFieldError('') },
);
export type KioskOrderBody = z.infer<typeof kioskOrderBody>;

/** A kiosk order as the kiosk shows it: the till's answer, its reference, and whether it waits at the counter. */
export const kioskOrderAnswer = tillSaleAnswer.extend({
  /** What the customer says at the counter to pay ("7F3A"). */
  reference: z.string(),
  /** The customer chose Pay at the counter: the order waits on the till under Awaiting payment. */
  atCounter: z.boolean(),
});
export type KioskOrderAnswer = z.infer<typeof kioskOrderAnswer>;

/** A test card tapped on the kiosk's Sandbox reader. */
export const kioskTapBody = z.strictObject(
  { card: z.string({ error: 'card must be a test card number.' }).min(12).max(23) },
  { error: unknownFieldError('') },
);

/** GET /api/kiosk: this kiosk, and how it takes cards (the Sandbox reader, or a reader at Stripe). */
export const kioskStateAnswer = z.object({
  device: z.object({ name: z.string() }),
  /** sandbox: the Sandbox reader's test cards on screen; stripe: the reader beside the kiosk; none: pay at the counter. */
  cards: z.enum(['sandbox', 'stripe', 'none']),
  /**
   * Test cards on screen: the Sandbox reader's, or, with a Stripe reader in Stripe's test mode, buttons that hand a test
   * card to Stripe's simulated reader. Never in Stripe's live mode.
   */
  testCards: z.boolean(),
});
export type KioskState = z.infer<typeof kioskStateAnswer>;

/** One kiosk order on the till's Awaiting payment list. */
export const awaitingOrderAnswer = z.object({
  orderId: z.string(),
  reference: z.string(),
  total: z.number().int(),
  cupName: z.string().nullable(),
  items: z.array(orderItemAnswer),
  /** When the customer chose Pay at the counter. */
  since: isoTime,
});
export type AwaitingOrder = z.infer<typeof awaitingOrderAnswer>;
export const awaitingOrdersAnswer = z.array(awaitingOrderAnswer);
