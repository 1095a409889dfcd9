/**
 * The provider the browser should load, and the webhooks of both providers. Webhooks are verified by signature on
 * the raw body (not by origin: see http/csrf.ts), acknowledged with 200 once handled (also when the payment is
 * unknown: logged, nothing invented), refused with 400 when the signature is wrong, and answered with a 5xx when the
 * database is down so the provider delivers the event again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorAnswers } from '@domain/contracts/common';
import { paymentConfigAnswer, webhookAnswer } from '@domain/contracts/payments';
import { AppError } from '../../errors';
import type { WorkLanes } from '../../db/work-lanes';
import type { RouteApp } from '../../http/route-app';
import { WebhookSignatureError, type PaymentProvider } from './payment-provider';
import type { PaymentsService } from './payments-service';

export interface PaymentRoutesOptions {
  payments: PaymentsService;
  /** Payment events run in the urgent lane, ahead of checkouts starting. */
  lanes: Pick<WorkLanes, 'urgent'>;
}

export async function paymentRoutes(app: RouteApp, { payments, lanes }: PaymentRoutesOptions): Promise<void> {
  app.get(
    '/api/payments/config',
    {
      schema: {
        summary: 'Which payment provider the browser loads (and Stripe’s publishable key)',
        response: { 200: paymentConfigAnswer },
      },
    },
    async () => paymentConfigHandler(payments),
  );

  await app.register(webhookRoutes, { payments, lanes });
}

async function paymentConfigHandler(payments: PaymentsService) {
  return payments.browserConfig;
}

/** Both providers' webhooks, in a plugin of their own: signatures are made over the exact bytes sent. */
async function webhookRoutes(webhooks: FastifyInstance, options: PaymentRoutesOptions): Promise<void> {
  const { payments } = options;
  // Keep the raw body for these routes only.
  webhooks.removeAllContentTypeParsers();
  webhooks.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  registerWebhook(webhooks, '/api/webhooks/stripe', 'stripe', payments.name === 'stripe' ? payments : null, options);
  registerWebhook(webhooks, '/api/webhooks/sandbox', 'sandbox', payments.sandbox, options);
}

function registerWebhook(
  app: FastifyInstance,
  url: string,
  name: string,
  provider: PaymentProvider | null,
  options: PaymentRoutesOptions,
): void {
  app.post(
    url,
    {
      schema: {
        summary: `Payment events from ${name}`,
        response: { 200: webhookAnswer, ...errorAnswers(400, 404, 503) },
      },
    },
    async (request) => webhookHandler(options, name, provider, request),
  );
}

/** A provider's event, verified by its signature, then fulfilled: PaymentsService.fulfil, the one path of every event. */
async function webhookHandler(
  { payments, lanes }: PaymentRoutesOptions,
  name: string,
  provider: PaymentProvider | null,
  request: FastifyRequest,
) {
  if (!provider) throw new AppError('not_found', `The ${name} provider is not in use here.`);
  const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  let event;
  try {
    event = provider.parseWebhook(raw, request.headers);
  } catch (error) {
    const reason = error instanceof WebhookSignatureError ? error.message : 'The event could not be read.';
    request.log.warn({ reason }, `refused a ${name} webhook`);
    throw new AppError('invalid_data', `Webhook refused: ${reason}`);
  }
  // A payment event never waits behind checkouts starting (db/work-lanes.ts).
  const outcome = await lanes.urgent(() => payments.fulfil(event));
  return { received: true as const, outcome };
}
