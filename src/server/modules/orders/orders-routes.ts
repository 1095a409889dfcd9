/**
 * The staff orders dashboard's API. Under /api/admin, so requireStaff runs
 * before every route here (accounts/staff-access.ts).
 */
import {
  MAX_PREP_TIME_MINUTES,
  ORDER_SORTS,
  ORDER_STATUS_FILTERS,
  type OrderSort,
  type OrderStatusFilter,
} from '@domain/order-status';
import { errorAnswers, eventStreamAnswer } from '@domain/contracts/common';
import { customersHereAnswer, orderHistoryAnswer, staffOrderAnswer } from '@domain/contracts/orders';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RouteApp } from '../../http/route-app';
import { adminOf, staffStreamSession } from '../accounts';
import { streamTopic, type LiveHub } from '../live';
import type { OrdersService } from './orders-service';

const errors = errorAnswers(400, 401, 402, 403, 404, 409, 503);
const idParams = z.object({ id: z.string().min(1).max(100) });

const prepTimeSchema = z
  .number({ error: 'Prep time must be a whole number of minutes.' })
  .int('Prep time must be a whole number of minutes.')
  .min(0, 'Prep time cannot be negative.')
  .max(MAX_PREP_TIME_MINUTES, `Prep time must be at most ${MAX_PREP_TIME_MINUTES} minutes.`);

export interface StaffOrderRoutesOptions {
  staffOrders: OrdersService;
  live: LiveHub;
}

export async function staffOrderRoutes(app: RouteApp, { staffOrders, live }: StaffOrderRoutesOptions): Promise<void> {
  app.get(
    '/api/admin/orders',
    {
      schema: {
        summary: 'Customer orders (paid or refunded; never unpaid attempts or test payments)',
        querystring: z.object({
          sort: z.enum(ORDER_SORTS).default('newest'),
          status: z.enum(ORDER_STATUS_FILTERS).default('all'),
          q: z.string().max(200).optional(),
        }),
        response: { 200: z.array(staffOrderAnswer), ...errors },
      },
    },
    async (request, reply) => listOrdersHandler(staffOrders, request, reply),
  );

  app.get(
    '/api/admin/orders/stream',
    {
      schema: {
        summary: 'Server-Sent Events: "orders" with { orderId, event } whenever an order is paid or changed',
        response: { 200: eventStreamAnswer, ...errors },
      },
    },
    async (request, reply) => ordersStreamHandler(live, request, reply),
  );

  app.get(
    '/api/admin/orders/here',
    {
      schema: {
        summary: "The customers who tapped I'm here and whose order is still to hand over, earliest first",
        response: { 200: customersHereAnswer, ...errors },
      },
    },
    async (_request, reply) => customersHereHandler(staffOrders, reply),
  );

  app.get(
    '/api/admin/orders/:id',
    { schema: { summary: 'One customer order', params: idParams, response: { 200: staffOrderAnswer, ...errors } } },
    async (request, reply) => findOrderHandler(staffOrders, request, reply),
  );

  app.get(
    '/api/admin/orders/:id/history',
    {
      schema: {
        summary: 'What happened to an order: paid, then each staff action with who and when',
        params: idParams,
        response: { 200: orderHistoryAnswer, ...errors },
      },
    },
    async (request) => historyHandler(staffOrders, request),
  );

  app.post(
    '/api/admin/orders/:id/confirm',
    {
      schema: {
        summary: "'Confirm & Notify': pending → confirmed; the customer is e-mailed the prep time",
        params: idParams,
        body: z.strictObject({ prepTime: prepTimeSchema.optional() }).nullish(),
        response: { 200: staffOrderAnswer, ...errors },
      },
    },
    async (request) => confirmHandler(staffOrders, request),
  );

  /** A staff action that takes nothing but the order: the same schema, and its own named handler. */
  const orderAction = (path: string, summary: string, handler: typeof markReadyHandler) =>
    app.post(
      `/api/admin/orders/:id/${path}`,
      { schema: { summary, params: idParams, response: { 200: staffOrderAnswer, ...errors } } },
      async (request) => handler(staffOrders, request),
    );
  orderAction(
    'ready',
    "'Mark as Ready': confirmed → ready; the customer is e-mailed that it is ready for pickup",
    markReadyHandler,
  );
  orderAction('complete', "'Mark as Completed'", completeHandler);
  orderAction('refund', 'Refunds the whole payment through the provider; the customer is e-mailed', refundHandler);

  app.put(
    '/api/admin/orders/:id/prep-time',
    {
      schema: {
        summary: 'Sets the prep time in minutes (while pending or confirmed)',
        params: idParams,
        body: z.strictObject({ prepTime: prepTimeSchema }),
        response: { 200: staffOrderAnswer, ...errors },
      },
    },
    async (request) => prepTimeHandler(staffOrders, request),
  );
}

// The handlers, one named function per staff action: from a route, its call leads into OrdersService and on to the
// order's row.
type OrderRequest<Body = unknown> = FastifyRequest & { params: { id: string }; body: Body };
type OrdersQuery = { sort: OrderSort; status: OrderStatusFilter; q?: string | undefined };

async function listOrdersHandler(
  staffOrders: OrdersService,
  request: FastifyRequest & { query: OrdersQuery },
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  return staffOrders.list({ sort: request.query.sort, status: request.query.status, search: request.query.q });
}

async function ordersStreamHandler(live: LiveHub, request: FastifyRequest, reply: FastifyReply) {
  // The stream ends with the session that opened it (sign-out, expiry).
  streamTopic(request, reply, live, 'orders', request.server.shutdownSignal, await staffStreamSession(request));
}

async function customersHereHandler(staffOrders: OrdersService, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return staffOrders.here();
}

async function findOrderHandler(staffOrders: OrdersService, request: OrderRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return staffOrders.find(request.params.id);
}

async function historyHandler(staffOrders: OrdersService, request: OrderRequest) {
  return staffOrders.history(request.params.id);
}

async function confirmHandler(
  staffOrders: OrdersService,
  request: OrderRequest<{ prepTime?: number } | null | undefined>,
) {
  return staffOrders.confirm(await adminOf(request), request.params.id, { prepTime: request.body?.prepTime });
}

async function markReadyHandler(staffOrders: OrdersService, request: OrderRequest) {
  return staffOrders.markReady(await adminOf(request), request.params.id);
}

async function completeHandler(staffOrders: OrdersService, request: OrderRequest) {
  return staffOrders.complete(await adminOf(request), request.params.id);
}

async function refundHandler(staffOrders: OrdersService, request: OrderRequest) {
  return staffOrders.refund(await adminOf(request), request.params.id);
}

async function prepTimeHandler(staffOrders: OrdersService, request: OrderRequest<{ prepTime: number }>) {
  return staffOrders.setPrepTime(await adminOf(request), request.params.id, request.body.prepTime);
}
