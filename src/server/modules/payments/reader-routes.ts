/**
 * The shop's card readers on /admin/payments (Owners, the `payments` permission): the readers registered at Stripe
 * Terminal, and pairing a new one by the code it shows. The sandbox has no readers to register: its reader is the
 * till's Sandbox reader dialog.
 */
import { errorAnswers } from '@domain/contracts/common';
import { registerReaderBody, tillReadersAnswer } from '@domain/contracts/till';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, invalid } from '../../errors';
import { PaymentProviderError, type CardReaders } from './payment-provider';
import type { PaymentsService } from './payments-service';

export interface ReaderRoutesOptions {
  payments: Pick<PaymentsService, 'provider'>;
}

const errors = errorAnswers(400, 401, 403, 503);

function readersOf(payments: ReaderRoutesOptions['payments']): CardReaders {
  const readers = payments.provider.readers;
  if (!readers) throw invalid('Card readers are registered only with Stripe. The sandbox’s reader is on the till.');
  return readers;
}

function readerTrouble(error: unknown): never {
  if (error instanceof PaymentProviderError && error.status !== null && error.status < 500)
    throw invalid(error.message);
  throw new AppError('unavailable', 'Stripe is not answering. Please try again in a moment.');
}

async function listReadersHandler(
  payments: ReaderRoutesOptions['payments'],
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  const readers = payments.provider.readers;
  if (!readers) return { provider: 'sandbox' as const, testCards: true, readers: [] };
  try {
    return { provider: 'stripe' as const, testCards: readers.testMode, readers: await readers.list() };
  } catch (error) {
    return readerTrouble(error);
  }
}

async function registerReaderHandler(
  payments: ReaderRoutesOptions['payments'],
  request: FastifyRequest & { body: z.infer<typeof registerReaderBody> },
) {
  const readers = readersOf(payments);
  try {
    await readers.register(request.body);
    return { provider: 'stripe' as const, testCards: readers.testMode, readers: await readers.list() };
  } catch (error) {
    return readerTrouble(error);
  }
}

export async function readerRoutes(fastify: FastifyInstance, { payments }: ReaderRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/payments/readers',
    {
      schema: {
        summary: 'The shop’s card readers registered at Stripe Terminal (none with the sandbox)',
        response: { 200: tillReadersAnswer, ...errors },
      },
    },
    (request, reply) => listReadersHandler(payments, request, reply),
  );
  app.post(
    '/api/admin/payments/readers',
    {
      schema: {
        summary: 'Pairs a card reader by the code it shows, at the shop’s Terminal location (STRIPE_TERMINAL_LOCATION)',
        body: registerReaderBody,
        response: { 200: tillReadersAnswer, ...errors },
      },
    },
    (request) => registerReaderHandler(payments, request),
  );
}
