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
  stampCardLookupBody,
  tillReadersAnswer,
  tillSaleAnswer,
  tillSaleBody,
  tillSaleParams,
} from '@domain/contracts/till';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { noStore } from '../../http/no-store';
import type { RouteApp } from '../../http/route-app';
import { registerRouteTable, type RouteRow } from '../../http/route-table';
import { stampCardLookupRoute } from './stamp-card-lookup-route';
import type { TillService } from './till-service';

export interface TillRoutesOptions {
  till: TillService;
}

type Request<B extends z.ZodType | null, P extends z.ZodType | null> = FastifyRequest & {
  body: B extends z.ZodType ? z.infer<B> : unknown;
  params: P extends z.ZodType ? z.infer<P> : unknown;
};

const errors = errorAnswers(400, 401, 402, 403, 404, 409, 429, 503);

async function ringUpHandler(till: TillService, request: Request<typeof tillSaleBody, null>) {
  return till.ringUp(request.body, request.ip);
}

async function stampCardHandler(till: TillService, request: Request<typeof stampCardLookupBody, null>) {
  return till.stampCard(request.body.code, request.ip);
}

async function cashHandler(till: TillService, request: Request<typeof cashBody, typeof tillSaleParams>) {
  return till.cash(request.params.orderId, request.body.tendered);
}

async function chargeHandler(till: TillService, request: Request<typeof chargeBody, typeof tillSaleParams>) {
  return till.charge(request.params.orderId, request.body.readerId);
}

async function readersHandler(till: TillService) {
  return till.readers();
}

async function sandboxTapHandler(till: TillService, request: Request<typeof sandboxTapBody, typeof tillSaleParams>) {
  return till.sandboxTap(request.params.orderId, request.body.card, request.body.readerId);
}

async function awaitingHandler(till: TillService) {
  return till.awaiting();
}

async function saleHandler(till: TillService, request: Request<null, typeof tillSaleParams>) {
  return till.sale(request.params.orderId);
}

const tillRouteTable: RouteRow<TillService>[] = [
  {
    method: 'POST',
    url: '/api/admin/till/sales',
    summary:
      'Ring up a sale at the counter: priced as a checkout, recorded once per sale key and basket, paid in cash when the cash given comes with it',
    body: tillSaleBody,
    response: { 200: tillSaleAnswer, ...errors },
    handler: ringUpHandler,
  },
  {
    ...stampCardLookupRoute,
    url: '/api/admin/till/stamp-card',
    summary:
      'The stamp card a counter code names (typed, or scanned from the order page’s QR): its stamps and whether a free drink waits; wrong codes are throttled',
    handler: stampCardHandler,
  },
  {
    method: 'POST',
    url: '/api/admin/till/sales/:orderId/cash',
    summary: 'Cash for a sale rung up before: paid once (cash:<orderId>), however often the call is repeated',
    params: tillSaleParams,
    body: cashBody,
    response: { 200: tillSaleAnswer, ...errors },
    handler: cashHandler,
  },
  {
    method: 'POST',
    url: '/api/admin/till/sales/:orderId/charge',
    summary:
      'Charge £X.XX: the sale’s payment (one payment intent per sale) sent to the reader; paid by the provider’s event',
    params: tillSaleParams,
    body: chargeBody,
    response: { 200: tillSaleAnswer, ...errors },
    handler: chargeHandler,
  },
  {
    method: 'POST',
    url: '/api/admin/till/sales/:orderId/sandbox-reader',
    summary: 'The Sandbox reader: a test card tapped for the sale’s payment (sandbox provider only)',
    params: tillSaleParams,
    body: sandboxTapBody,
    response: { 200: tillSaleAnswer, ...errors },
    handler: sandboxTapHandler,
  },
  {
    method: 'GET',
    url: '/api/admin/till/readers',
    summary: 'The card readers a sale may be charged on (the Sandbox reader, or the shop’s Stripe readers)',
    response: { 200: tillReadersAnswer, ...errors },
    handler: readersHandler,
  },
  {
    method: 'GET',
    url: '/api/admin/till/awaiting',
    summary: 'Awaiting payment: the kiosk’s orders whose customers chose to pay at the counter, oldest first',
    response: { 200: awaitingOrdersAnswer, ...errors },
    handler: awaitingHandler,
  },
  {
    method: 'GET',
    url: '/api/admin/till/sales/:orderId',
    summary: 'A sale of the till as it stands',
    params: tillSaleParams,
    response: { 200: tillSaleAnswer, ...errors },
    handler: saleHandler,
  },
];

export async function tillRoutes(app: RouteApp, { till }: TillRoutesOptions): Promise<void> {
  // A sale, its payment and a customer's stamp card: never kept by the browser or a proxy.
  app.addHook('onSend', noStore);
  registerRouteTable(app, till, tillRouteTable);
}
