/**
 * The self-order kiosk's calls, under /api/kiosk: only a browser whose counter device cookie is a kiosk's gets past
 * requireKiosk (401 otherwise), and every call reaches only the kiosk's own orders. Handlers are named and call the
 * kiosk's service only.
 */
import { errorAnswers } from '@domain/contracts/common';
import { kioskOrderAnswer, kioskOrderBody, kioskStateAnswer, kioskTapBody } from '@domain/contracts/kiosk';
import { tillSaleParams } from '@domain/contracts/till';
import type { FastifyRequest } from 'fastify';
import type { RouteApp } from '../../http/route-app';
import { noStore } from '../../http/no-store';
import { registerRouteTable, type RouteRow } from '../../http/route-table';
import type { Kiosk, KioskService } from './kiosk-service';
import { stampCardLookupRoute } from './stamp-card-lookup-route';

export interface KioskRoutesOptions {
  kiosk: KioskService;
  /** The counter device cookie's name (the accounts module's). */
  deviceCookie: string;
}

const errors = errorAnswers(400, 401, 402, 403, 404, 409, 429, 503);

const kiosks = new WeakMap<FastifyRequest, Kiosk>();

type WithOrder<Body = unknown> = FastifyRequest & { params: { orderId: string }; body: Body };

/** Lets through only a kiosk: an active counter device in kiosk mode, named by the browser's device cookie. */
async function requireKiosk({ kiosk, deviceCookie }: KioskRoutesOptions, request: FastifyRequest) {
  kiosks.set(request, await kiosk.kioskOf(request.cookies[deviceCookie]));
}

const kioskOfRequest = (request: FastifyRequest) => kiosks.get(request)!;

async function stateHandler(kiosk: KioskService, request: FastifyRequest) {
  return kiosk.state(kioskOfRequest(request));
}

async function orderHandler(kiosk: KioskService, request: FastifyRequest) {
  return kiosk.order(request.body as Parameters<KioskService['order']>[0], request.ip);
}

async function stampCardHandler(kiosk: KioskService, request: FastifyRequest) {
  return kiosk.stampCard((request.body as { code: string }).code, request.ip);
}

async function chargeHandler(kiosk: KioskService, request: FastifyRequest) {
  return kiosk.charge(kioskOfRequest(request), (request as WithOrder).params.orderId);
}

async function tapHandler(kiosk: KioskService, request: FastifyRequest) {
  const { params, body } = request as WithOrder<{ card: string }>;
  return kiosk.tap(kioskOfRequest(request), params.orderId, body.card);
}

async function stopCardHandler(kiosk: KioskService, request: FastifyRequest) {
  return kiosk.stopCard(kioskOfRequest(request), (request as WithOrder).params.orderId);
}

async function payAtCounterHandler(kiosk: KioskService, request: FastifyRequest) {
  return kiosk.payAtCounter((request as WithOrder).params.orderId);
}

async function readHandler(kiosk: KioskService, request: FastifyRequest) {
  return kiosk.read((request as WithOrder).params.orderId);
}

const kioskRouteTable: RouteRow<KioskService>[] = [
  {
    method: 'GET',
    url: '/api/kiosk',
    summary: 'This kiosk, and how its customers pay by card',
    response: { 200: kioskStateAnswer, ...errors },
    handler: stateHandler,
  },
  {
    method: 'POST',
    url: '/api/kiosk/orders',
    summary: 'A customer’s order at the kiosk: priced as a checkout, recorded once per sale key and basket, unpaid',
    body: kioskOrderBody,
    response: { 200: kioskOrderAnswer, ...errors },
    handler: orderHandler,
  },
  {
    ...stampCardLookupRoute,
    url: '/api/kiosk/stamp-card',
    summary:
      'The stamp card the customer’s counter code names: its stamps and whether a free drink waits (never its address); wrong codes are throttled',
    handler: stampCardHandler,
  },
  {
    method: 'POST',
    url: '/api/kiosk/orders/:orderId/charge',
    summary: 'Pay by card: the order’s one payment sent to the reader beside the kiosk',
    params: tillSaleParams,
    response: { 200: kioskOrderAnswer, ...errors },
    handler: chargeHandler,
  },
  {
    method: 'POST',
    url: '/api/kiosk/orders/:orderId/sandbox-reader',
    summary: 'A test card tapped on the kiosk’s Sandbox reader (sandbox provider, or Stripe test mode)',
    params: tillSaleParams,
    body: kioskTapBody,
    response: { 200: kioskOrderAnswer, ...errors },
    handler: tapHandler,
  },
  {
    method: 'POST',
    url: '/api/kiosk/orders/:orderId/stop-card',
    summary: 'The customer left the payment: the reader stops asking for the card and the payment is cancelled',
    params: tillSaleParams,
    response: { 200: kioskOrderAnswer, ...errors },
    handler: stopCardHandler,
  },
  {
    method: 'POST',
    url: '/api/kiosk/orders/:orderId/pay-at-counter',
    summary: 'Pay at the counter: the order waits on the till under Awaiting payment until paid there',
    params: tillSaleParams,
    response: { 200: kioskOrderAnswer, ...errors },
    handler: payAtCounterHandler,
  },
  {
    method: 'GET',
    url: '/api/kiosk/orders/:orderId',
    summary: 'A kiosk order as it stands',
    params: tillSaleParams,
    response: { 200: kioskOrderAnswer, ...errors },
    handler: readHandler,
  },
];

export async function kioskRoutes(app: RouteApp, options: KioskRoutesOptions): Promise<void> {
  app.addHook('onRequest', requireKiosk.bind(null, options));
  // A kiosk's orders and its customers' stamp cards: never kept by the browser or a proxy.
  app.addHook('onSend', noStore);
  registerRouteTable(app, options.kiosk, kioskRouteTable);
}
