/**
 * The checkout calls (under /api): start an in-page payment or a hosted checkout, read a hosted checkout's
 * result, and the confirmation of the order just paid.
 */
import { z } from 'zod';
import { ukMobileSchema } from '../phone';
import { pickupTimeSchema } from './opening-hours';
import { checkoutTokenSchema, customerNameSchema, emailSchema, sizeSchema, unknownFieldError } from '../schemas';
import { isoTime } from './common';
import { rewardTokenSchema } from './loyalty';

/** What both ways of paying send besides the basket: the checkout's token and the pickup time. */
const pickupFields = {
  checkoutToken: checkoutTokenSchema.optional(),
  /** 'asap' (the default when absent) or a pickup slot's start (GET /api/shop-status lists them). */
  pickupTime: pickupTimeSchema.optional(),
};

/** POST /api/create-payment-intent. */
export const createPaymentIntentBody = z.strictObject(
  {
    /** The basket's total in pounds, as the browser showed it. Checked, never charged. */
    amount: z.number({ error: 'amount must be the total in pounds, as a number.' }),
    metadata: z.strictObject(
      {
        /** The basket lines as a JSON string. */
        cartItems: z.string({ error: 'metadata.cartItems must be the basket lines as a JSON string.' }),
        testPayment: z.unknown().optional(),
      },
      { error: unknownFieldError(' in metadata') },
    ),
    name: customerNameSchema,
    email: emailSchema,
    /** Text me when it's ready: a UK mobile number, when the shop sends texts (kept in E.164). */
    readyText: ukMobileSchema.optional(),
    /** The stamp card's free drink, unlocked with the code e-mailed to `email` (POST /api/stamp-card/unlock). */
    rewardToken: rewardTokenSchema.optional(),
    ...pickupFields,
  },
  { error: unknownFieldError('') },
);
export const paymentIntentStartedAnswer = z.object({
  clientSecret: z.string(),
  orderId: z.string(),
  paymentIntentId: z.string(),
  /** Pence. */
  amount: z.number().int(),
  total: z.number().int(),
  /** Lets this browser, and only it, read the order's confirmation. */
  receiptToken: z.string(),
});
export type PaymentIntentStartedAnswer = z.infer<typeof paymentIntentStartedAnswer>;

/**
 * POST /api/checkout/create-at-confirm: a wallet (Stripe's Express Checkout, or the sandbox's test wallet) was
 * approved on the device; the server prices the basket, records the order and creates its payment only now. The
 * name and e-mail come from the wallet. Answered as create-payment-intent is.
 */
export const createAtConfirmBody = z.strictObject(
  {
    /** The total in pence the wallet sheet showed. Checked, never charged. */
    total: z.number().int({ error: 'total must be the total in pence.' }),
    cartItems: z.array(z.unknown(), { error: 'cartItems must be a list of basket lines.' }),
    name: customerNameSchema,
    email: emailSchema,
    /**
     * The stamp card's free drink unlocked in the Checkout dialog: it must prove the wallet's `email`, as the card's
     * proves the address typed (a reward unlocked for another address is refused).
     */
    rewardToken: rewardTokenSchema.optional(),
    ...pickupFields,
  },
  { error: unknownFieldError('') },
);

/** POST /api/create-checkout-session. */
export const createCheckoutSessionBody = z.strictObject(
  {
    cartItems: z.array(z.unknown(), { error: 'cartItems must be a list of basket lines.' }),
    /**
     * The stamp card's free drink: the token from the code e-mailed to this address. The hosted checkout is then for
     * that address only (given to the provider as the customer's e-mail, which the customer cannot change there).
     */
    reward: z.strictObject({ email: emailSchema, token: rewardTokenSchema }).optional(),
    ...pickupFields,
  },
  { error: unknownFieldError('') },
);
export const checkoutSessionAnswer = z.object({ total: z.number().int(), url: z.string() });

/**
 * GET /api/order-confirmation/:orderId's answer, and verify-session's `order`: a paid (or paying) order as its
 * customer is shown it after paying, the same after the hosted checkout (/success)
 * and after the in-page payment (/order-confirmation): its lines with their options, its totals and its pickup time.
 */
export const orderConfirmationAnswer = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  paid: z.boolean(),
  paymentStatus: z.string(),
  customerName: z.string().nullable(),
  lines: z.array(
    z.object({
      name: z.string(),
      size: sizeSchema,
      quantity: z.number(),
      unitPrice: z.number(),
      lineSubtotal: z.number(),
      discount: z.number(),
      /** The chosen options as ordered (name and price per unit). */
      options: z.array(z.object({ name: z.string(), price: z.number() })).optional(),
    }),
  ),
  subtotal: z.number(),
  discount: z.number(),
  /** What the stamp card's free drink took off (0: none). */
  freeDrink: z.number(),
  total: z.number(),
  paidAt: isoTime.nullable(),
  /** As soon as possible, or the chosen slot's start (null for orders from before pickup times). */
  pickupAsap: z.boolean(),
  pickupAt: isoTime.nullable(),
  /** The token of the order's private tracking page (/track/:token), once paid. */
  trackingToken: z.string().optional(),
  /** Paid for when the last ones had just gone: why, and that the payment is refunded at once. */
  refusal: z.string().optional(),
});
export type OrderConfirmationAnswer = z.infer<typeof orderConfirmationAnswer>;

/** GET /api/verify-session. */
export const verifySessionQuery = z.object({ session_id: z.string().optional() });
export const sessionVerificationAnswer = z.object({
  sessionId: z.string(),
  paid: z.boolean(),
  paymentStatus: z.string(),
  orderNumber: z.string().optional(),
  /** The token of the order's private tracking page (/track/:token), once paid. */
  trackingToken: z.string().optional(),
  /** The paid order's summary, as /order-confirmation shows it (the session's id stands for the receipt token). */
  order: orderConfirmationAnswer.optional(),
  /** Why the payment did not go through, when the provider said so. */
  error: z.string().optional(),
});
export type SessionVerificationAnswer = z.infer<typeof sessionVerificationAnswer>;

/** GET /api/order-confirmation/:orderId (with the x-receipt-token header). */
export const orderConfirmationParams = z.object({ orderId: z.string().max(64) });
export const orderConfirmationHeaders = z.object({ 'x-receipt-token': z.string().max(200).optional() }).loose();

/**
 * A checkout keeps neither the prices nor the availability of the moment it started. Said (409) when
 * the basket is re-priced at payment and anything changed, the browser then refreshes the basket.
 */
export const PRICES_CHANGED = 'Prices have changed since you started checkout — please review your basket';
/** Said (409) when a checkout older than CHECKOUT_LIFETIME_MINUTES is paid: it starts again from the basket. */
export const CHECKOUT_EXPIRED = 'This checkout has expired — please review your basket and pay again';
/** Stripe Checkout's shortest session; in-page payments are held to it too (the shop refuses and cancels older ones). */
export const CHECKOUT_LIFETIME_MINUTES = 30;

/** POST /api/checkout/recheck (with the x-receipt-token header): called right before the card payment is confirmed. */
export const recheckCheckoutBody = z.strictObject({ orderId: z.string().max(64) }, { error: unknownFieldError('') });
export const recheckCheckoutAnswer = z.object({ ok: z.literal(true), total: z.number().int() });

/**
 * POST /api/checkout/hold (with the x-receipt-token header): the paying browser renews its order's place in its
 * pickup slot while the payment is under way (src/domain/slot-holds.ts); 409 when the hold has lapsed.
 */
export const renewHoldBody = z.strictObject({ orderId: z.string().max(64) }, { error: unknownFieldError('') });
export const renewHoldAnswer = z.object({ heldUntil: isoTime });
