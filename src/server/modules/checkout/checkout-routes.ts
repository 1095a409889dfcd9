/**
 * The checkout calls under /api, with the bodies (plus the customer's name and e-mail for the
 * in-page payment, and the browser's checkout token), and the confirmation of the order just paid.
 */
import { clientGoneSignal } from '../../http/client-gone';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  checkoutSessionAnswer,
  createAtConfirmBody,
  createCheckoutSessionBody,
  createPaymentIntentBody,
  orderConfirmationAnswer,
  orderConfirmationHeaders,
  orderConfirmationParams,
  paymentIntentStartedAnswer,
  recheckCheckoutAnswer,
  recheckCheckoutBody,
  renewHoldAnswer,
  renewHoldBody,
  sessionVerificationAnswer,
  verifySessionQuery,
} from '@domain/contracts/checkout';
import { errorAnswers } from '@domain/contracts/common';
import { freeOrderAnswer, freeOrderBody } from '@domain/contracts/free-order';
import { AppError, invalid } from '../../errors';
import type { Config } from '../../env';
import type { RouteApp } from '../../http/route-app';
import type { HoldRenewal } from './checkout-hold';
import type { CheckoutRecheck } from './checkout-recheck';
import type { CheckoutService, PaymentIntentInput } from './checkout-service';

export interface CheckoutRoutesOptions {
  checkout: CheckoutService;
  recheck: CheckoutRecheck;
  renewHold: HoldRenewal;
  config: Pick<Config, 'checkoutRateLimit' | 'publicUrl'>;
}

export async function checkoutRoutes(
  app: RouteApp,
  { checkout, recheck, renewHold, config }: CheckoutRoutesOptions,
): Promise<void> {
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
        response: { 200: paymentIntentStartedAnswer, ...errorAnswers(400, 402, 403, 409, 429, 503) },
      },
    },
    async (request, reply) => createPaymentIntentHandler(checkout, request, reply),
  );

  app.post(
    '/api/checkout/create-at-confirm',
    {
      config: limited,
      schema: {
        summary:
          'A wallet was approved: price the basket (with the free drink, when unlocked for the wallet’s e-mail), record the order with the wallet’s name and e-mail, and create its payment intent now',
        body: createAtConfirmBody,
        response: { 200: paymentIntentStartedAnswer, ...errorAnswers(400, 402, 409, 429, 503) },
      },
    },
    async (request, reply) => createAtConfirmHandler(checkout, request, reply),
  );

  app.post(
    '/api/create-checkout-session',
    {
      config: limited,
      schema: {
        summary: 'Price the basket, record the order awaiting payment, and open (or reuse) a hosted checkout',
        body: createCheckoutSessionBody,
        response: { 200: checkoutSessionAnswer, ...errorAnswers(400, 402, 409, 429, 503) },
      },
    },
    async (request, reply) => createCheckoutSessionHandler(checkout, config.publicUrl, request, reply),
  );

  app.post(
    '/api/checkout/free-order',
    {
      config: limited,
      schema: {
        summary:
          'A basket the stamp card’s free drink takes to £0.00: recorded and placed without a payment (method Free (stamp card)); 409 when the reward is used or in another checkout',
        body: freeOrderBody,
        response: { 201: freeOrderAnswer, ...errorAnswers(400, 409, 429, 503) },
      },
    },
    async (request, reply) => freeOrderHandler(checkout, request, reply),
  );

  /** A call the paying browser makes for its order while the card payment is under way; never cached. */
  const duringPayment = (
    path: string,
    summary: string,
    schemas: { body: typeof recheckCheckoutBody; answer: z.ZodType },
    run: (orderId: string, receiptToken: string) => Promise<unknown>,
  ) =>
    app.post(
      path,
      {
        schema: {
          summary,
          body: schemas.body,
          headers: orderConfirmationHeaders,
          response: { 200: schemas.answer, ...errorAnswers(400, 404, 409, 503) },
        },
      },
      async (request, reply) => duringPaymentHandler(run, request, reply),
    );

  duringPayment(
    '/api/checkout/recheck',
    'Right before the card is confirmed: re-price the order and re-check availability; 409 (and the payment cancelled) if anything changed or the checkout is older than 30 minutes',
    { body: recheckCheckoutBody, answer: recheckCheckoutAnswer },
    recheck,
  );
  duringPayment(
    '/api/checkout/hold',
    "While the payment is under way: renew the order's place in its pickup slot (a few minutes at a time, 30 at most); 409 once the hold has lapsed",
    { body: renewHoldBody, answer: renewHoldAnswer },
    renewHold,
  );

  app.get(
    '/api/verify-session',
    {
      schema: {
        summary: "A hosted checkout's result: paid or not, and why not",
        querystring: verifySessionQuery,
        response: { 200: sessionVerificationAnswer, ...errorAnswers(400, 404, 503) },
      },
    },
    async (request, reply) => verifySessionHandler(checkout, request, reply),
  );

  app.get(
    '/api/order-confirmation/:orderId',
    {
      schema: {
        summary: 'The order just paid in the page: shown only to the browser holding its receipt token',
        params: orderConfirmationParams,
        headers: orderConfirmationHeaders,
        response: { 200: orderConfirmationAnswer, ...errorAnswers(404, 503) },
      },
    },
    async (request, reply) => orderConfirmationHandler(checkout, request, reply),
  );
}

// The handlers, named: from a route, each call leads into CheckoutService's method and on through pricing to the
// order's row.
type Body<T extends z.ZodType> = FastifyRequest & { body: z.infer<T> };
/** What the browser holding an order's receipt token sends it in. */
type WithReceipt = FastifyRequest & { headers: { 'x-receipt-token'?: string } };

async function freeOrderHandler(checkout: CheckoutService, request: Body<typeof freeOrderBody>, reply: FastifyReply) {
  const { cartItems, name, email, rewardToken, checkoutToken, pickupTime } = request.body;
  const placed = await checkout.placeFreeOrder({
    cartItems,
    customer: { name: name ?? null, email },
    rewardToken,
    checkoutToken,
    pickupTime,
    clientIp: request.ip,
    clientGone: clientGoneSignal(reply),
  });
  reply.header('cache-control', 'no-store');
  return reply.code(201).send(placed);
}

async function duringPaymentHandler(
  run: (orderId: string, receiptToken: string) => Promise<unknown>,
  request: WithReceipt & { body: { orderId: string } },
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  return run(request.body.orderId, request.headers['x-receipt-token'] ?? '');
}

async function verifySessionHandler(
  checkout: CheckoutService,
  request: FastifyRequest & { query: { session_id?: string | undefined } },
  reply: FastifyReply,
) {
  const sessionId = request.query.session_id?.trim();
  if (!sessionId) throw invalid('Missing session_id.');
  if (!/^[A-Za-z0-9_]{1,255}$/.test(sessionId)) throw invalid('That session_id is not valid.');
  reply.header('cache-control', 'no-store');
  return checkout.verifySession(sessionId);
}

async function orderConfirmationHandler(
  checkout: CheckoutService,
  request: WithReceipt & { params: { orderId: string } },
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  return checkout.orderConfirmation(request.params.orderId, request.headers['x-receipt-token'] ?? '');
}

async function createPaymentIntentHandler(
  checkout: CheckoutService,
  request: Body<typeof createPaymentIntentBody>,
  reply: FastifyReply,
) {
  const { amount, metadata, name, email, checkoutToken, pickupTime, rewardToken, readyText } = request.body;
  if (metadata.testPayment !== undefined) {
    throw new AppError('not_allowed', 'Test payments are made from the admin dashboard.');
  }
  let cartItems: unknown;
  try {
    cartItems = JSON.parse(metadata.cartItems);
  } catch {
    throw invalid('metadata.cartItems must be the basket lines as a JSON string.');
  }
  return checkout.createPaymentIntent(
    paymentInput(request, reply, { amount, cartItems, name, email, checkoutToken, pickupTime, rewardToken, readyText }),
  );
}

async function createAtConfirmHandler(
  checkout: CheckoutService,
  request: Body<typeof createAtConfirmBody>,
  reply: FastifyReply,
) {
  const { total, ...sent } = request.body;
  return checkout.createAtConfirm(paymentInput(request, reply, { amount: total, ...sent }));
}

/** What both payment calls hand the checkout: what the browser sent, with the client's address and departure. */
function paymentInput(
  request: FastifyRequest,
  reply: FastifyReply,
  sent: Omit<PaymentIntentInput, 'customer' | 'clientIp' | 'clientGone'> & { name: string; email: string },
): PaymentIntentInput {
  const { name, email, ...rest } = sent;
  return { ...rest, customer: { name, email }, clientIp: request.ip, clientGone: clientGoneSignal(reply) };
}

async function createCheckoutSessionHandler(
  checkout: CheckoutService,
  publicUrl: string,
  request: Body<typeof createCheckoutSessionBody>,
  reply: FastifyReply,
) {
  return checkout.createCheckoutSession({
    cartItems: request.body.cartItems,
    checkoutToken: request.body.checkoutToken,
    pickupTime: request.body.pickupTime,
    reward: request.body.reward,
    // Only PUBLIC_URL: a Host header is the caller's to choose, and must never end up in a checkout's addresses.
    baseUrl: publicUrl,
    clientIp: request.ip,
    clientGone: clientGoneSignal(reply),
  });
}
