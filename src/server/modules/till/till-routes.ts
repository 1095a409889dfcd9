/**
 * The till's calls, under /api/admin (requireStaff runs before each, with the counter permission): ring up a sale,
 * pay it in cash, charge it on a card reader (or tap a test card on the Sandbox reader), read it, and list the
 * readers. Handlers are named and call the till's service only.
 */
import { errorAnswers } from '@domain/contracts/common';
import { awaitingOrdersAnswer } from '@domain/contracts/kiosk';
import {
  cashBody,
  chargeBody,
  sandboxTapBody,
  stampCardLookupAnswer,
  stampCardLookupBody,
  tillReadersAnswer,
  tillSaleAnswer,
  tillSaleBody,
  tillSaleParams,
} from '@domain/contracts/till';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { TillService } from './till-service';

export interface TillRoutesOptions {
  till: TillService;
}

type Request<B extends z.ZodType | null, P extends z.ZodType | null> = FastifyRequest & {
  body: B extends z.ZodType ? z.infer<B> : unknown;
  params: P extends z.ZodType ? z.infer<P> : unknown;
};

const errors = errorAnswers(400, 401, 402, 403, 404, 409, 429, 503);

/**
 * Lookups of a stamp card's code a minute from one address, right or wrong: a busy till reads a few a minute; wrong
 * codes have a tighter limit of their own (till-stamp-card.ts).
 */
const STAMP_CARD_LOOKUPS_PER_MINUTE = 30;

async function ringUpHandler(till: TillService, request: Request<typeof tillSaleBody, null>, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return till.ringUp(request.body, request.ip);
}

async function stampCardHandler(
  till: TillService,
  request: Request<typeof stampCardLookupBody, null>,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  return till.stampCard(request.body.code, request.ip);
}

async function cashHandler(
  till: TillService,
  request: Request<typeof cashBody, typeof tillSaleParams>,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  return till.cash(request.params.orderId, request.body.tendered);
}

async function chargeHandler(
  till: TillService,
  request: Request<typeof chargeBody, typeof tillSaleParams>,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  return till.charge(request.params.orderId, request.body.readerId);
}

async function readersHandler(till: TillService, _request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return till.readers();
}

async function sandboxTapHandler(
  till: TillService,
  request: Request<typeof sandboxTapBody, typeof tillSaleParams>,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  return till.sandboxTap(request.params.orderId, request.body.card, request.body.readerId);
}

async function awaitingHandler(till: TillService, _request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return till.awaiting();
}

async function saleHandler(till: TillService, request: Request<null, typeof tillSaleParams>, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return till.sale(request.params.orderId);
}

export async function tillRoutes(fastify: FastifyInstance, { till }: TillRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/admin/till/sales',
    {
      schema: {
        summary:
          'Ring up a sale at the counter: priced as a checkout, recorded once per sale key and basket, paid in cash when the cash given comes with it',
        body: tillSaleBody,
        response: { 200: tillSaleAnswer, ...errors },
      },
    },
    (request, reply) => ringUpHandler(till, request, reply),
  );
  app.post(
    '/api/admin/till/stamp-card',
    {
      config: { rateLimit: { max: STAMP_CARD_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary:
          'The stamp card a counter code names (typed, or scanned from the order page’s QR): its stamps and whether a free drink waits; wrong codes are throttled',
        body: stampCardLookupBody,
        response: { 200: stampCardLookupAnswer, ...errors },
      },
    },
    (request, reply) => stampCardHandler(till, request, reply),
  );
  app.post(
    '/api/admin/till/sales/:orderId/cash',
    {
      schema: {
        summary: 'Cash for a sale rung up before: paid once (cash:<orderId>), however often the call is repeated',
        params: tillSaleParams,
        body: cashBody,
        response: { 200: tillSaleAnswer, ...errors },
      },
    },
    (request, reply) => cashHandler(till, request, reply),
  );
  app.post(
    '/api/admin/till/sales/:orderId/charge',
    {
      schema: {
        summary:
          'Charge £X.XX: the sale’s payment (one payment intent per sale) sent to the reader; paid by the provider’s event',
        params: tillSaleParams,
        body: chargeBody,
        response: { 200: tillSaleAnswer, ...errors },
      },
    },
    (request, reply) => chargeHandler(till, request, reply),
  );
  app.post(
    '/api/admin/till/sales/:orderId/sandbox-reader',
    {
      schema: {
        summary: 'The Sandbox reader: a test card tapped for the sale’s payment (sandbox provider only)',
        params: tillSaleParams,
        body: sandboxTapBody,
        response: { 200: tillSaleAnswer, ...errors },
      },
    },
    (request, reply) => sandboxTapHandler(till, request, reply),
  );
  app.get(
    '/api/admin/till/readers',
    {
      schema: {
        summary: 'The card readers a sale may be charged on (the Sandbox reader, or the shop’s Stripe readers)',
        response: { 200: tillReadersAnswer, ...errors },
      },
    },
    (request, reply) => readersHandler(till, request, reply),
  );
  app.get(
    '/api/admin/till/awaiting',
    {
      schema: {
        summary: 'Awaiting payment: the kiosk’s orders whose customers chose to pay at the counter, oldest first',
        response: { 200: awaitingOrdersAnswer, ...errors },
      },
    },
    (request, reply) => awaitingHandler(till, request, reply),
  );
  app.get(
    '/api/admin/till/sales/:orderId',
    {
      schema: {
        summary: 'A sale of the till as it stands',
        params: tillSaleParams,
        response: { 200: tillSaleAnswer, ...errors },
      },
    },
    (request, reply) => saleHandler(till, request, reply),
  );
}
