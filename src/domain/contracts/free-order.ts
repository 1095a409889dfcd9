/**
 * POST /api/checkout/free-order: a basket that the stamp card's free drink takes to £0.00 is ordered without a
 * payment (free-order.ts). From the Checkout dialog (Place free order: the name and e-mail typed) and from
 * /order-online (Place Order: the Stamp card area's e-mail, no name).
 */
import { z } from 'zod';
import { checkoutTokenSchema, customerNameSchema, emailSchema, unknownFieldError } from '../schemas';
import { rewardTokenSchema } from './loyalty';
import { pickupTimeSchema } from './opening-hours';

export const freeOrderBody = z.strictObject(
  {
    cartItems: z.array(z.unknown(), { error: 'cartItems must be a list of basket lines.' }),
    /** Absent from /order-online, which asks only for the stamp card's e-mail. */
    name: customerNameSchema.optional(),
    email: emailSchema,
    /** The free drink, unlocked with the code e-mailed to `email` (POST /api/stamp-card/unlock). */
    rewardToken: rewardTokenSchema,
    checkoutToken: checkoutTokenSchema.optional(),
    /** 'asap' (the default when absent) or a pickup slot's start. */
    pickupTime: pickupTimeSchema.optional(),
  },
  { error: unknownFieldError('') },
);

/** The order placed: its page (/track/:token) is where the customer goes next. */
export const freeOrderAnswer = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  /** Always 0: what was charged. */
  total: z.number().int(),
  trackingToken: z.string(),
  /** Lets this browser, and only it, read the order's confirmation. */
  receiptToken: z.string(),
});
export type FreeOrderAnswer = z.infer<typeof freeOrderAnswer>;

/** Said (400) when a free basket is sent to a way of paying: there is nothing to pay. */
export const FREE_ORDER_NOT_PAID =
  'Your free drink covers this whole order: place it as a free order, without a card or a wallet.';
