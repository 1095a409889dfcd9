/**
 * The staff orders dashboard's API (spec §2 Orders dashboard, §4; issue 4). Under /api/admin, so requireAdmin runs
 * before every route here (accounts/staff-access.ts).
 */
import { MAX_PREP_TIME_MINUTES, ORDER_SORTS, ORDER_STATUS_FILTERS } from '@domain/order-status';
import type { OrderHistoryEntry } from '@domain/staff-orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invariantFound } from '../../errors';
import { adminOf, staffStreamSession } from '../accounts/staff-access';
import { listAudit } from '../admin/audit-log';
import { streamTopic } from '../live/event-stream';
import { findCustomerOrder, listCustomerOrders } from './orders-repository';
import { completeOrder, confirmOrder, refundOrder, setPrepTime } from './orders-service';

const errorBody = z.object({ error: z.string() }).passthrough();
const errors = {
  400: errorBody,
  401: errorBody,
  402: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  503: errorBody,
};
const idParams = z.object({ id: z.string().min(1).max(100) });

const prepTimeSchema = z
  .number({ error: 'Prep time must be a whole number of minutes.' })
  .int('Prep time must be a whole number of minutes.')
  .min(0, 'Prep time cannot be negative.')
  .max(MAX_PREP_TIME_MINUTES, `Prep time must be at most ${MAX_PREP_TIME_MINUTES} minutes.`);

export const staffOrderBody = z.object({
  id: z.string(),
  number: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  totalAmount: z.number(),
  items: z.array(z.object({ name: z.string(), size: z.enum(['reg', 'lrg']), quantity: z.number() })),
  status: z.enum(['pending', 'confirmed', 'completed', 'refunded']),
  paymentStatus: z.enum(['paid', 'needs_review', 'refunded']),
  prepTime: z.number().nullable(),
  readyAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  updatedAt: z.string(),
});

const historyBody = z.array(
  z.object({
    action: z.string(),
    actorEmail: z.string().nullable(),
    details: z.record(z.string(), z.unknown()),
    at: z.string(),
  }),
);

export const staffOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const services = app.services;
  const db = services.database.db;

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
        response: { 200: z.array(staffOrderBody), ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listCustomerOrders(db, {
        sort: request.query.sort,
        status: request.query.status,
        search: request.query.q,
      });
    },
  );

  app.get(
    '/api/admin/orders/stream',
    {
      schema: { summary: 'Server-Sent Events: "orders" with { orderId, event } whenever an order is paid or changed' },
    },
    async (request, reply) => {
      // The stream ends with the session that opened it (sign-out, expiry).
      streamTopic(request, reply, services.live, 'orders', app.shutdownSignal, await staffStreamSession(request));
    },
  );

  app.get(
    '/api/admin/orders/:id',
    { schema: { summary: 'One customer order', params: idParams, response: { 200: staffOrderBody, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return invariantFound(await findCustomerOrder(db, request.params.id), 'No such order.');
    },
  );

  app.get(
    '/api/admin/orders/:id/history',
    {
      schema: {
        summary: 'What happened to an order: paid, then each staff action with who and when',
        params: idParams,
        response: { 200: historyBody, ...errors },
      },
    },
    async (request) => {
      const order = invariantFound(await findCustomerOrder(db, request.params.id), 'No such order.');
      const history: OrderHistoryEntry[] = [];
      if (order.paidAt)
        history.push({
          action: 'order.paid',
          actorEmail: null,
          details: { amount: order.totalAmount },
          at: order.paidAt,
        });
      for (const entry of await listAudit(db, 'order', order.id)) {
        history.push({ action: entry.action, actorEmail: entry.actorEmail, details: entry.details, at: entry.at });
      }
      return history.sort((a, b) => a.at.localeCompare(b.at));
    },
  );

  app.post(
    '/api/admin/orders/:id/confirm',
    {
      schema: {
        summary: "'Confirm & Notify': pending → confirmed; the customer is e-mailed the prep time",
        params: idParams,
        body: z.strictObject({ prepTime: prepTimeSchema.optional() }).nullish(),
        response: { 200: staffOrderBody, ...errors },
      },
    },
    async (request) =>
      confirmOrder(services, await adminOf(request), request.params.id, { prepTime: request.body?.prepTime }),
  );

  app.post(
    '/api/admin/orders/:id/complete',
    { schema: { summary: "'Mark as Completed'", params: idParams, response: { 200: staffOrderBody, ...errors } } },
    async (request) => completeOrder(services, await adminOf(request), request.params.id),
  );

  app.put(
    '/api/admin/orders/:id/prep-time',
    {
      schema: {
        summary: 'Sets the prep time in minutes (while pending or confirmed)',
        params: idParams,
        body: z.strictObject({ prepTime: prepTimeSchema }),
        response: { 200: staffOrderBody, ...errors },
      },
    },
    async (request) => setPrepTime(services, await adminOf(request), request.params.id, request.body.prepTime),
  );

  app.post(
    '/api/admin/orders/:id/refund',
    {
      schema: {
        summary: 'Refunds the whole payment through the provider; the customer is e-mailed',
        params: idParams,
        response: { 200: staffOrderBody, ...errors },
      },
    },
    async (request) => refundOrder(services, await adminOf(request), request.params.id),
  );
};
