/**
 * The admin's Test Payment: £10.00 through the active provider, recorded as a test
 * order (orders.is_test) that never shows as a customer order and sends no receipt. The browser confirms it with the
 * card field, as a customer's payment is confirmed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '@domain/contracts/common';
import { testPaymentAnswer, testPaymentBody } from '@domain/contracts/payments';
import { AppError } from '../../errors';
import type { Db } from '../../db/client';
import { adminOf } from '../accounts';
import type { AuditService } from '../audit';
import { PaymentProviderError } from './payment-provider';
import type { PaymentsService } from './payments-service';

export interface TestPaymentRoutesOptions {
  payments: Pick<PaymentsService, 'name' | 'createTestPayment'>;
  audit: Pick<AuditService, 'record'>;
  db: Db;
}

export const testPaymentRoutes: FastifyPluginAsyncZod<TestPaymentRoutesOptions> = async (
  app,
  { payments, audit, db },
) => {
  app.post(
    '/api/admin/test-payment',
    {
      schema: {
        summary: 'Starts a £10.00 test payment through the active provider; confirm it with the card field',
        body: testPaymentBody,
        response: { 200: testPaymentAnswer, ...errorAnswers(400, 401, 402, 403) },
      },
    },
    async (request) => {
      const admin = await adminOf(request);
      let payment;
      try {
        payment = await payments.createTestPayment();
      } catch (error) {
        const message =
          error instanceof PaymentProviderError ? error.message : 'The payment provider could not be reached.';
        throw new AppError('payment_failed', message);
      }
      await audit.record(db, admin, {
        action: 'payment.test',
        entityType: 'payment',
        entityId: payment.paymentIntentId,
        details: { orderId: payment.orderId, amount: payment.amount, provider: payments.name },
      });
      return { ...payment, provider: payments.name };
    },
  );
};
