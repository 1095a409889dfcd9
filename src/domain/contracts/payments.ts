/**
 * Payments: which provider the browser loads, the providers' webhooks, the admin's test payment, and the sandbox
 * provider's own API (standing in for Stripe.js and Stripe Checkout).
 */
import { z } from 'zod';
import { customerNameSchema, emailSchema, unknownFieldError } from '../schemas';
import { errorAnswer } from './common';

/**
 * GET /api/payments/config. testMode: production runs the sandbox (PAYMENTS=sandbox), so no payment is real and every
 * page says so. readyTexts: the shop sends texts (SMS_PROVIDER), so the checkout offers "Text me when it's ready".
 */
export const paymentConfigAnswer = z.union([
  z.object({ provider: z.literal('sandbox'), testMode: z.boolean(), readyTexts: z.boolean().optional() }),
  z.object({
    provider: z.literal('stripe'),
    publishableKey: z.string(),
    testMode: z.boolean(),
    readyTexts: z.boolean().optional(),
  }),
]);
export type PaymentConfigAnswer = z.infer<typeof paymentConfigAnswer>;

/** POST /api/webhooks/stripe and /api/webhooks/sandbox. */
export const webhookAnswer = z.object({ received: z.literal(true), outcome: z.string() });

/** POST /api/admin/test-payment. */
export const testPaymentBody = z.strictObject({}).nullish();
export const testPaymentAnswer = z.object({
  orderId: z.string(),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  amount: z.number(),
  provider: z.enum(['sandbox', 'stripe']),
});

/**
 * GET /api/admin/payments: the provider, live or test, the shop's domain (PUBLIC_URL's host) and each wallet's
 * status on it at Stripe's payment method domains (Apple Pay shows only on a registered domain).
 */
export const paymentsStatusAnswer = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  mode: z.enum(['live', 'test']),
  domain: z.string(),
  /** What to do while PUBLIC_URL is a loopback address (phones and the wallets cannot reach it); null otherwise. */
  publicUrlWarning: z.string().nullable(),
  wallets: z.array(
    z.object({
      wallet: z.string(),
      status: z.enum(['active', 'inactive', 'not_registered', 'unknown']),
      message: z.string().nullable(),
    }),
  ),
});
export type PaymentsStatusAnswer = z.infer<typeof paymentsStatusAnswer>;

// The sandbox ------------------------------------------------------------------------------------------------------

export const sandboxCardSchema = z.strictObject(
  {
    number: z.string({ error: 'Enter your card number.' }).max(40, 'Your card number is incorrect.'),
    expiry: z.string({ error: 'Enter the expiry date.' }).max(10, "Your card's expiration date is incomplete."),
    cvc: z.string({ error: 'Enter the CVC.' }).max(10, "Your card's security code is incomplete."),
  },
  { error: unknownFieldError(' in card') },
);
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

export const sandboxObjectParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_]{1,100}$/, 'No such payment.'),
});

export const sandboxIntentAnswer = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
});

export const sandboxConfirmBody = z.strictObject(
  { clientSecret: z.string().max(200), card: sandboxCardSchema },
  { error: unknownFieldError('') },
);
export const sandboxAuthenticateBody = z.strictObject(
  { clientSecret: z.string().max(200), result: z.enum(['complete', 'fail']) },
  { error: unknownFieldError('') },
);
export const sandboxWalletBody = z.strictObject(
  { clientSecret: z.string().max(200) },
  { error: unknownFieldError('') },
);
export const sandboxPayBody = z.strictObject(
  { email: emailSchema, name: customerNameSchema, card: sandboxCardSchema },
  { error: unknownFieldError('') },
);

/** A confirmation that went through (as Stripe.js's result), and where to go next. */
export const sandboxSuccessAnswer = z.object({
  paymentIntent: sandboxIntentAnswer.nullable(),
  redirectUrl: z.string().nullable(),
});
export const sandboxPayAnswer = sandboxSuccessAnswer.extend({ clientSecret: z.string().optional() });

/** A failed attempt (402, 409): the provider's message and code, as Stripe's card errors. */
export const sandboxFailureAnswer = errorAnswer.extend({
  code: z.string().nullish(),
  declineCode: z.string().nullish(),
  paymentIntent: sandboxIntentAnswer.nullish(),
});

/** GET /api/sandbox/checkout-sessions/:id: what the hosted checkout page shows. */
export const hostedCheckoutAnswer = z.object({
  id: z.string(),
  status: z.enum(['open', 'complete', 'expired']),
  amount: z.number(),
  currency: z.string(),
  /** Each line at its menu price (amount = unitAmount × quantity). */
  lines: z.array(
    z.object({ name: z.string(), quantity: z.number(), unitAmount: z.number().optional(), amount: z.number() }),
  ),
  /** The lines' sum; the promotions come off it as the discount, as on the order page. */
  subtotal: z.number(),
  discount: z.object({ amount: z.number(), promotions: z.array(z.string()) }).nullable(),
  /** The order's pickup time in words, e.g. "Pickup time: As soon as possible". */
  pickup: z.string().nullable(),
  customerEmail: z.string().nullable(),
  /** The session was made for `customerEmail` (a free drink's address): the page shows it, not to be changed. */
  emailFixed: z.boolean(),
  successUrl: z.string(),
  cancelUrl: z.string(),
});
export type HostedCheckoutAnswer = z.infer<typeof hostedCheckoutAnswer>;
