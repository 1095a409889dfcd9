/**
 * The sandbox provider's own API, standing in for Stripe.js and Stripe Checkout: confirm a payment intent with card
 * details, answer the 3-D Secure challenge, and read and pay a hosted checkout session. Registered only while the
 * sandbox is the active provider. Card details are checked and forgotten: never logged, never stored.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerNameSchema, emailSchema, unknownFieldError } from '@domain/schemas';
import { AppError } from '../../errors';
import { SandboxNotFoundError, type ConfirmResult } from './sandbox-provider';

const cardSchema = z.strictObject(
  {
    number: z.string({ error: 'Enter your card number.' }).max(40, 'Your card number is incorrect.'),
    expiry: z.string({ error: 'Enter the expiry date.' }).max(10, "Your card's expiration date is incomplete."),
    cvc: z.string({ error: 'Enter the CVC.' }).max(10, "Your card's security code is incomplete."),
  },
  { error: unknownFieldError(' in card') },
);

const objectId = z.string().regex(/^[A-Za-z0-9_]{1,100}$/, 'No such payment.');
const errorBody = z.object({ error: z.string() }).loose();
const intentBody = z.object({ id: z.string(), status: z.string(), amount: z.number(), currency: z.string() });

/** A failed attempt answers 402 with the provider's message and code, as Stripe's card errors do. */
function answer(result: ConfirmResult) {
  if (result.ok) return { paymentIntent: result.paymentIntent, redirectUrl: result.redirectUrl };
  const kind = result.error.code === 'payment_intent_unexpected_state' ? 'conflict' : 'payment_failed';
  throw new AppError(kind, result.error.message, {
    code: result.error.code,
    declineCode: result.error.declineCode,
    paymentIntent: result.paymentIntent,
  });
}

function notFoundAs<T>(work: Promise<T>, message: string): Promise<T> {
  return work.catch((error: unknown) => {
    if (error instanceof SandboxNotFoundError) throw new AppError('not_found', message);
    throw error;
  });
}

export const sandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const sandbox = app.services.payments.sandbox;
  if (!sandbox) return;
  const success = z.object({ paymentIntent: intentBody.nullable(), redirectUrl: z.string().nullable() });

  app.post(
    '/api/sandbox/payment-intents/:id/confirm',
    {
      schema: {
        summary: 'Sandbox: pay a payment intent with a test card (as Stripe.js confirmCardPayment)',
        params: z.object({ id: objectId }),
        body: z.strictObject({ clientSecret: z.string().max(200), card: cardSchema }, { error: unknownFieldError('') }),
        response: { 200: success, 400: errorBody, 402: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) =>
      answer(await notFoundAs(sandbox.confirmPaymentIntent(request.params.id, request.body), 'No such payment.')),
  );

  app.post(
    '/api/sandbox/payment-intents/:id/authenticate',
    {
      schema: {
        summary: 'Sandbox: the 3-D Secure challenge answered with Complete or Fail',
        params: z.object({ id: objectId }),
        body: z.strictObject(
          { clientSecret: z.string().max(200), result: z.enum(['complete', 'fail']) },
          { error: unknownFieldError('') },
        ),
        response: { 200: success, 400: errorBody, 402: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) =>
      answer(await notFoundAs(sandbox.authenticatePaymentIntent(request.params.id, request.body), 'No such payment.')),
  );

  app.get(
    '/api/sandbox/checkout-sessions/:id',
    {
      schema: {
        summary: 'Sandbox: what the hosted checkout page shows',
        params: z.object({ id: objectId }),
        response: { 200: z.any(), 404: errorBody },
      },
    },
    async (request, reply) => {
      const view = await sandbox.getHostedCheckout(request.params.id);
      if (!view) throw new AppError('not_found', 'This checkout session does not exist.');
      reply.header('cache-control', 'no-store');
      return view;
    },
  );

  app.post(
    '/api/sandbox/checkout-sessions/:id/pay',
    {
      schema: {
        summary: "Sandbox: the hosted checkout page's Pay button",
        params: z.object({ id: objectId }),
        body: z.strictObject(
          { email: emailSchema, name: customerNameSchema, card: cardSchema },
          { error: unknownFieldError('') },
        ),
        response: {
          200: success.extend({ clientSecret: z.string().optional() }),
          400: errorBody,
          402: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => {
      const result = await notFoundAs(
        sandbox.payHostedCheckout(request.params.id, request.body),
        'This checkout session does not exist.',
      );
      const body = answer(result);
      return 'clientSecret' in result && result.clientSecret ? { ...body, clientSecret: result.clientSecret } : body;
    },
  );
};
