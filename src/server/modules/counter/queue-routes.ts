/**
 * The makers' queue (/orders/queue, the make screen): the cups to make, Made on one of them, Ready on an order whose
 * cups are all made, and Recall of the order last made ready. Under /api/admin: staff only.
 */
import { errorAnswers } from '@domain/contracts/common';
import { makersQueueAnswer } from '@domain/contracts/printing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteApp } from '../../http/route-app';
import { adminOf } from '../accounts';
import type { MakersQueueService } from './makers-queue';

const orderParams = z.object({ orderId: z.uuid({ error: 'orderId must be a UUID.' }) });

export async function makersQueueRoutes(app: RouteApp, { queue }: { queue: MakersQueueService }): Promise<void> {
  app.get(
    '/api/admin/queue',
    {
      schema: {
        summary: 'The makers’ queue: every cup of today’s orders still to make, in pickup order',
        response: { 200: makersQueueAnswer, ...errorAnswers(401, 403, 503) },
      },
    },
    async (_request, reply) => queueHandler(queue, reply),
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
    async (request) => madeHandler(queue, request),
  );

  app.post(
    '/api/admin/queue/:orderId/ready',
    {
      schema: {
        summary:
          'Ready: every cup made, the order is made ready whatever its state (a pending one is confirmed on the way, the customer told as by Confirm & Notify and Mark as Ready); answers the queue',
        params: orderParams,
        response: { 200: makersQueueAnswer, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => readyHandler(queue, request),
  );

  app.post(
    '/api/admin/queue/:orderId/recall',
    {
      schema: {
        summary:
          'Recall: an order made ready by mistake goes back to confirmed, its ticket back on the queue; answers the queue',
        params: orderParams,
        response: { 200: makersQueueAnswer, ...errorAnswers(400, 401, 403, 404, 409, 503) },
      },
    },
    async (request) => recallHandler(queue, request),
  );
}

type QueueRequest<Params = unknown> = FastifyRequest & { params: { orderId: string } & Params };

async function queueHandler(queue: MakersQueueService, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return queue.list();
}

async function madeHandler(queue: MakersQueueService, request: QueueRequest<{ cup: number }>) {
  return queue.markMade(await adminOf(request), request.params.orderId, request.params.cup);
}

async function readyHandler(queue: MakersQueueService, request: QueueRequest) {
  return queue.ready(await adminOf(request), request.params.orderId);
}

async function recallHandler(queue: MakersQueueService, request: QueueRequest) {
  return queue.recall(await adminOf(request), request.params.orderId);
}
