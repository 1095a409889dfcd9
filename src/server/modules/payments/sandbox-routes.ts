/**
 * The sandbox provider's own API, standing in for Stripe.js and Stripe Checkout: confirm a payment intent with card
 * details, answer the 3-D Secure challenge, and read and pay a hosted checkout session. Registered only while the
 * sandbox is the active provider. Card details are checked and forgotten: never logged, never stored.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { errorAnswer, errorAnswers } from '@domain/contracts/common';
import {
  hostedCheckoutAnswer,
  sandboxAuthenticateBody,
  sandboxConfirmBody,
  sandboxFailureAnswer,
  sandboxObjectParams,
  sandboxPayAnswer,
  sandboxPayBody,
  sandboxSuccessAnswer,
  sandboxWalletBody,
} from '@domain/contracts/payments';
import { AppError } from '../../errors';
import type { RouteApp } from '../../http/route-app';
import type { PaymentRoutesOptions } from './payment-routes';
import type { SandboxProvider } from './sandbox-provider';
import { CHECKOUT_CHANGED_CODE, EMAIL_FIXED_CODE, SandboxNotFoundError, type ConfirmResult } from './sandbox-model';

/** A failed attempt answers 402 with the provider's message and code, as Stripe's card errors do. */
function answer(result: ConfirmResult) {
  if (result.ok) return { paymentIntent: result.paymentIntent, redirectUrl: result.redirectUrl };
  const code = result.error.code;
  const kind =
    code === 'payment_intent_unexpected_state' || code === CHECKOUT_CHANGED_CODE
      ? 'conflict'
      : code === EMAIL_FIXED_CODE
        ? 'invalid_data'
        : 'payment_failed';
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

export async function sandboxRoutes(app: RouteApp, { payments, lanes }: PaymentRoutesOptions): Promise<void> {
  const sandbox = payments.sandbox;
  if (!sandbox) return;
  // A card being paid completes a payment: it never waits behind checkouts starting (db/work-lanes.ts).
  const { urgent } = lanes;
  const failures = { 400: errorAnswer, 402: sandboxFailureAnswer, 404: errorAnswer, 409: sandboxFailureAnswer };

  /** A step of paying a payment intent: answered with the result, or 402 as a card error; never behind checkouts. */
  const intentStep = <Body extends z.ZodType>(
    step: 'confirm' | 'authenticate' | 'wallet',
    summary: string,
    body: Body,
    run: (id: string, input: z.output<Body>) => Promise<ConfirmResult>,
  ) =>
    app.post(
      `/api/sandbox/payment-intents/:id/${step}`,
      { schema: { summary, params: sandboxObjectParams, body, response: { 200: sandboxSuccessAnswer, ...failures } } },
      async (request) => intentStepHandler(urgent, run, request),
    );

  intentStep(
    'confirm',
    'Sandbox: pay a payment intent with a test card (as Stripe.js confirmCardPayment)',
    sandboxConfirmBody,
    (id, input) => sandbox.confirmPaymentIntent(id, input),
  );
  intentStep(
    'authenticate',
    'Sandbox: the 3-D Secure challenge answered with Complete or Fail',
    sandboxAuthenticateBody,
    (id, input) => sandbox.authenticatePaymentIntent(id, input),
  );
  intentStep(
    'wallet',
    "Sandbox: the test wallet's Pay, standing for a device's wallet sheet (as Stripe.js confirmPayment with a wallet)",
    sandboxWalletBody,
    (id, input) => sandbox.payWithTestWallet(id, input),
  );

  app.get(
    '/api/sandbox/checkout-sessions/:id',
    {
      schema: {
        summary: 'Sandbox: what the hosted checkout page shows',
        params: sandboxObjectParams,
        response: { 200: hostedCheckoutAnswer, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => hostedCheckoutHandler(sandbox, request, reply),
  );

  app.post(
    '/api/sandbox/checkout-sessions/:id/pay',
    {
      schema: {
        summary: "Sandbox: the hosted checkout page's Pay button",
        params: sandboxObjectParams,
        body: sandboxPayBody,
        response: { 200: sandboxPayAnswer, ...failures },
      },
    },
    async (request) => payHostedCheckoutHandler(sandbox, urgent, request),
  );
}

type Urgent = PaymentRoutesOptions['lanes']['urgent'];
type ObjectRequest<Body = unknown> = FastifyRequest & { params: { id: string }; body: Body };

async function intentStepHandler<Input>(
  urgent: Urgent,
  run: (id: string, input: Input) => Promise<ConfirmResult>,
  request: ObjectRequest,
) {
  // Fastify has checked the body against the step's schema; the type provider cannot carry that through a type
  // parameter.
  const input = request.body as Input;
  return answer(await urgent(() => notFoundAs(run(request.params.id, input), 'No such payment.')));
}

async function hostedCheckoutHandler(sandbox: SandboxProvider, request: ObjectRequest, reply: FastifyReply) {
  const view = await sandbox.getHostedCheckout(request.params.id);
  if (!view) throw new AppError('not_found', 'This checkout session does not exist.');
  reply.header('cache-control', 'no-store');
  return view;
}

async function payHostedCheckoutHandler(
  sandbox: SandboxProvider,
  urgent: Urgent,
  request: ObjectRequest<z.output<typeof sandboxPayBody>>,
) {
  const result = await urgent(() =>
    notFoundAs(sandbox.payHostedCheckout(request.params.id, request.body), 'This checkout session does not exist.'),
  );
  const body = answer(result);
  return 'clientSecret' in result && result.clientSecret ? { ...body, clientSecret: result.clientSecret } : body;
}
