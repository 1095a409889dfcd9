/** The makers' queue (/orders/queue): the cups to make, and Made on one of them. Under /api/admin: staff only. */
import { errorAnswers } from '@domain/contracts/common';
import { makersQueueAnswer } from '@domain/contracts/printing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MakersQueueService } from './makers-queue';

export const makersQueueRoutes: FastifyPluginAsyncZod<{ queue: MakersQueueService }> = async (app, { queue }) => {
  app.get(
    '/api/admin/queue',
    {
      schema: {
        summary: 'The makers’ queue: every cup of today’s orders still to make, in pickup order',
        response: { 200: makersQueueAnswer, ...errorAnswers(401, 403, 503) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return queue.list();
    },
  );

  app.post(
    '/api/admin/queue/:orderId/cups/:cup/made',
    {
      schema: {
        summary: 'Made: one cup of an order is ready to hand over; answers the queue',
        params: z.object({
          orderId: z.uuid({ error: 'orderId must be a UUID.' }),
          cup: z.coerce.number({ error: 'cup must be a whole number.' }).int('cup must be a whole number.'),
        }),
        response: { 200: makersQueueAnswer, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => queue.markMade(request.params.orderId, request.params.cup),
  );
};
