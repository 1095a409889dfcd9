/**
 * The self-order kiosk's calls, under /api/kiosk: only a browser whose counter device cookie is a kiosk's gets past
 * requireKiosk (401 otherwise), and every call reaches only the kiosk's own orders. Handlers are named and call the
 * kiosk's service only.
 */
import { errorAnswers } from '@domain/contracts/common';
import { kioskOrderAnswer, kioskOrderBody, kioskStateAnswer, kioskTapBody } from '@domain/contracts/kiosk';
import { stampCardLookupAnswer, stampCardLookupBody, tillSaleParams } from '@domain/contracts/till';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteApp } from '../../http/route-app';
import type { Kiosk, KioskService } from './kiosk-service';

export interface KioskRoutesOptions {
  kiosk: KioskService;
  /** The counter device cookie's name (the accounts module's). */
  deviceCookie: string;
}

const errors = errorAnswers(400, 401, 402, 403, 404, 409, 429, 503);

/** Lookups of a stamp card's code a minute from one kiosk, right or wrong, as at the till (wrong ones have their own). */
const STAMP_CARD_LOOKUPS_PER_MINUTE = 30;
const kiosks = new WeakMap<FastifyRequest, Kiosk>();

type WithOrder<Body = unknown> = FastifyRequest & { params: { orderId: string }; body: Body };

/** Lets through only a kiosk: an active counter device in kiosk mode, named by the browser's device cookie. */
async function requireKiosk({ kiosk, deviceCookie }: KioskRoutesOptions, request: FastifyRequest) {
  kiosks.set(request, await kiosk.kioskOf(request.cookies[deviceCookie]));
}

const kioskOfRequest = (request: FastifyRequest) => kiosks.get(request)!;

async function stateHandler(kiosk: KioskService, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return kiosk.state(kioskOfRequest(request));
}

async function orderHandler(kiosk: KioskService, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return kiosk.order(request.body as Parameters<KioskService['order']>[0], request.ip);
}

async function stampCardHandler(kiosk: KioskService, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return kiosk.stampCard((request.body as { code: string }).code, request.ip);
}

async function chargeHandler(kiosk: KioskService, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return kiosk.charge(kioskOfRequest(request), (request as WithOrder).params.orderId);
}

async function tapHandler(kiosk: KioskService, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  const { params, body } = request as WithOrder<{ card: string }>;
  return kiosk.tap(kioskOfRequest(request), params.orderId, body.card);
}

async function stopCardHandler(kiosk: KioskService, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return kiosk.stopCard(kioskOfRequest(request), (request as WithOrder).params.orderId);
}

async function payAtCounterHandler(kiosk: KioskService, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return kiosk.payAtCounter((request as WithOrder).params.orderId);
}

async function readHandler(kiosk: KioskService, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return kiosk.read((request as WithOrder).params.orderId);
}

export async function kioskRoutes(app: RouteApp, options: KioskRoutesOptions): Promise<void> {
  const { kiosk } = options;
  app.addHook('onRequest', requireKiosk.bind(null, options));
  app.get(
    '/api/kiosk',
    {
      schema: {
        summary: 'This kiosk, and how its customers pay by card',
        response: { 200: kioskStateAnswer, ...errors },
      },
    },
    stateHandler.bind(null, kiosk),
  );
  app.post(
    '/api/kiosk/orders',
    {
      schema: {
        summary: 'A customer’s order at the kiosk: priced as a checkout, recorded once per sale key and basket, unpaid',
        body: kioskOrderBody,
        response: { 200: kioskOrderAnswer, ...errors },
      },
    },
    orderHandler.bind(null, kiosk),
  );
  app.post(
    '/api/kiosk/stamp-card',
    {
      config: { rateLimit: { max: STAMP_CARD_LOOKUPS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        summary:
          'The stamp card the customer’s counter code names: its stamps and whether a free drink waits (never its address); wrong codes are throttled',
        body: stampCardLookupBody,
        response: { 200: stampCardLookupAnswer, ...errors },
      },
    },
    stampCardHandler.bind(null, kiosk),
  );
  app.post(
    '/api/kiosk/orders/:orderId/charge',
    {
      schema: {
        summary: 'Pay by card: the order’s one payment sent to the reader beside the kiosk',
        params: tillSaleParams,
        response: { 200: kioskOrderAnswer, ...errors },
      },
    },
    chargeHandler.bind(null, kiosk),
  );
  app.post(
    '/api/kiosk/orders/:orderId/sandbox-reader',
    {
      schema: {
        summary: 'A test card tapped on the kiosk’s Sandbox reader (sandbox provider, or Stripe test mode)',
        params: tillSaleParams,
        body: kioskTapBody,
        response: { 200: kioskOrderAnswer, ...errors },
      },
    },
    tapHandler.bind(null, kiosk),
  );
  app.post(
    '/api/kiosk/orders/:orderId/stop-card',
    {
      schema: {
        summary: 'The customer left the payment: the reader stops asking for the card and the payment is cancelled',
        params: tillSaleParams,
        response: { 200: kioskOrderAnswer, ...errors },
      },
    },
    stopCardHandler.bind(null, kiosk),
  );
  app.post(
    '/api/kiosk/orders/:orderId/pay-at-counter',
    {
      schema: {
        summary: 'Pay at the counter: the order waits on the till under Awaiting payment until paid there',
        params: tillSaleParams,
        response: { 200: kioskOrderAnswer, ...errors },
      },
    },
    payAtCounterHandler.bind(null, kiosk),
  );
  app.get(
    '/api/kiosk/orders/:orderId',
    {
      schema: {
        summary: 'A kiosk order as it stands',
        params: tillSaleParams,
        response: { 200: kioskOrderAnswer, ...errors },
      },
    },
    readHandler.bind(null, kiosk),
  );
}
