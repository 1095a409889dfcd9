/**
 * The checkout calls of spec §7 under /api, with the spec's bodies (plus the customer's name and e-mail for the
 * in-page payment, and the browser's checkout token), and the confirmation of the order just paid.
 */
import { clientGoneSignal } from '../../http/client-gone';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutTokenSchema, customerNameSchema, emailSchema, unknownFieldError } from '@domain/schemas';
import { AppError, invalid } from '../../errors';
import { createCheckoutService } from './checkout-service';

const errorBody = z.object({ error: z.string() }).loose();

const createPaymentIntentBody = z.strictObject(
  {
    /** Spec §7.6: the basket's total in pounds, as the browser showed it. Checked, never charged. */
    amount: z.number({ error: 'amount must be the total in pounds, as a number.' }),
    metadata: z.strictObject(
      {
        /** Spec §7.6: the basket lines as a JSON string. */
        cartItems: z.string({ error: 'metadata.cartItems must be the basket lines as a JSON string.' }),
        testPayment: z.unknown().optional(),
      },
      { error: unknownFieldError(' in metadata') },
    ),
    name: customerNameSchema,
    email: emailSchema,
    checkoutToken: checkoutTokenSchema.optional(),
  },
  { error: unknownFieldError('') },
);

const createCheckoutSessionBody = z.strictObject(
  {
    cartItems: z.array(z.unknown(), { error: 'cartItems must be a list of basket lines.' }),
    checkoutToken: checkoutTokenSchema.optional(),
  },
  { error: unknownFieldError('') },
);

/**
 * Where the customer comes back to after a hosted checkout: PUBLIC_URL in production (required there), else the
 * address this request came to, so a local run works on localhost and 127.0.0.1 alike.
 */
function returnBase(request: FastifyRequest, production: boolean, publicUrl: string): string {
  return production ? publicUrl : `${request.protocol}://${request.host}`;
}

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, payments, config } = app.services;
  const checkout = createCheckoutService({ db: database.db, payments });
  // Every checkout writes an order awaiting payment: one address may not start more than this many a minute.
  const limited = {
    rateLimit:
      config.checkoutRateLimit > 0 ? { max: config.checkoutRateLimit, timeWindow: '1 minute' } : (false as const),
  };

  app.post(
    '/api/create-payment-intent',
    {
      config: limited,
      schema: {
        summary: 'Price the basket, record the order awaiting payment, and create (or reuse) its payment intent',
        body: createPaymentIntentBody,
        response: {
          200: z.object({
            clientSecret: z.string(),
            orderId: z.string(),
            paymentIntentId: z.string(),
            amount: z.number().int(),
            total: z.number().int(),
            receiptToken: z.string(),
          }),
          400: errorBody,
          402: errorBody,
          403: errorBody,
          409: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { amount, metadata, name, email, checkoutToken } = request.body;
      if (metadata.testPayment !== undefined) {
        throw new AppError('not_allowed', 'Test payments are made from the admin dashboard.');
      }
      let cartItems: unknown;
      try {
        cartItems = JSON.parse(metadata.cartItems);
      } catch {
        throw invalid('metadata.cartItems must be the basket lines as a JSON string.');
      }
      return checkout.createPaymentIntent({
        amount,
        cartItems,
        customer: { name, email },
        checkoutToken,
        clientGone: clientGoneSignal(reply),
      });
    },
  );

  app.post(
    '/api/create-checkout-session',
    {
      config: limited,
      schema: {
        summary: 'Price the basket, record the order awaiting payment, and open (or reuse) a hosted checkout',
        body: createCheckoutSessionBody,
        response: {
          200: z.object({ total: z.number().int(), url: z.string() }),
          400: errorBody,
          402: errorBody,
          409: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) =>
      checkout.createCheckoutSession({
        cartItems: request.body.cartItems,
        checkoutToken: request.body.checkoutToken,
        baseUrl: returnBase(request, config.production, config.publicUrl),
        clientGone: clientGoneSignal(reply),
      }),
  );

  app.get(
    '/api/verify-session',
    {
      schema: {
        summary: "A hosted checkout's result: paid or not, and why not",
        querystring: z.object({ session_id: z.string().optional() }),
        response: {
          200: z.object({
            sessionId: z.string(),
            paid: z.boolean(),
            paymentStatus: z.string(),
            orderNumber: z.string().optional(),
            error: z.string().optional(),
          }),
          400: errorBody,
          404: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      const sessionId = request.query.session_id?.trim();
      if (!sessionId) throw invalid('Missing session_id.');
      if (!/^[A-Za-z0-9_]{1,255}$/.test(sessionId)) throw invalid('That session_id is not valid.');
      reply.header('cache-control', 'no-store');
      return checkout.verifySession(sessionId);
    },
  );

  app.get(
    '/api/order-confirmation/:orderId',
    {
      schema: {
        summary: 'The order just paid in the page: shown only to the browser holding its receipt token',
        params: z.object({ orderId: z.string().max(64) }),
        headers: z.object({ 'x-receipt-token': z.string().max(200).optional() }).loose(),
        response: { 200: z.any(), 404: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return checkout.orderConfirmation(request.params.orderId, request.headers['x-receipt-token'] ?? '');
    },
  );
};
