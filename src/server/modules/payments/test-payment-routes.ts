/**
 * The admin's Payments section (GET /api/admin/payments: provider, mode, the wallets' domain status) and Test Payment: £10.00 through the active provider, recorded as a test
 * order (orders.is_test) that never shows as a customer order and sends no receipt. The browser confirms it with the
 * card field, as a customer's payment is confirmed.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswers } from '@domain/contracts/common';
import { paymentsStatusAnswer, testPaymentAnswer, testPaymentBody } from '@domain/contracts/payments';
import { AppError } from '../../errors';
import type { Config } from '../../env';
import type { RouteApp } from '../../http/route-app';
import { adminOf } from '../accounts';
import type { AuditService } from '../audit';
import { publicUrlWarning } from '../../network-addresses';
import { paymentsStatus } from './payment-domains';
import { PaymentProviderError } from './payment-provider';
import type { PaymentsService } from './payments-service';

export interface TestPaymentRoutesOptions {
  payments: Pick<PaymentsService, 'name' | 'createTestPayment'>;
  audit: Pick<AuditService, 'recordAlone'>;
  /** The provider's settings and PUBLIC_URL, for the Payments section's status. */
  config: Pick<Config, 'publicUrl' | 'stripe'>;
}

export async function testPaymentRoutes(app: RouteApp, options: TestPaymentRoutesOptions): Promise<void> {
  app.get(
    '/api/admin/payments',
    {
      schema: {
        summary: "The admin's Payments section: the provider, live or test mode, and each wallet's domain status",
        response: { 200: paymentsStatusAnswer, ...errorAnswers(401, 403) },
      },
    },
    async (_request, reply) => paymentsStatusHandler(options, reply),
  );

  app.post(
    '/api/admin/test-payment',
    {
      schema: {
        summary: 'Starts a £10.00 test payment through the active provider; confirm it with the card field',
        body: testPaymentBody,
        response: { 200: testPaymentAnswer, ...errorAnswers(400, 401, 402, 403) },
      },
    },
    async (request) => testPaymentHandler(options, request),
  );
}

async function paymentsStatusHandler({ config }: TestPaymentRoutesOptions, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return { ...(await paymentsStatus(config)), publicUrlWarning: publicUrlWarning(config.publicUrl) };
}

async function testPaymentHandler({ payments, audit }: TestPaymentRoutesOptions, request: FastifyRequest) {
  const admin = await adminOf(request);
  let payment;
  try {
    payment = await payments.createTestPayment();
  } catch (error) {
    const message =
      error instanceof PaymentProviderError ? error.message : 'The payment provider could not be reached.';
    throw new AppError('payment_failed', message);
  }
  await audit.recordAlone(admin, {
    action: 'payment.test',
    entityType: 'payment',
    entityId: payment.paymentIntentId,
    details: { orderId: payment.orderId, amount: payment.amount, provider: payments.name },
  });
  return { ...payment, provider: payments.name };
}
