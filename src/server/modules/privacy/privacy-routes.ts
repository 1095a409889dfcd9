/**
 * Request My Data over HTTP (thin routes: validate, call the service, answer):
 *   POST   /api/privacy/codes   { email }        → always the same answer, a code e-mailed to the address
 *   POST   /api/privacy/access  { email, code }  → a 15-minute access token (the browser keeps it in memory)
 *   GET    /api/privacy/data    Bearer token     → the orders held under the address
 *   DELETE /api/privacy/data    Bearer token     → erases the personal data; the token is used up
 * The token travels in the Authorization header, never in a cookie, so no other site can ride on it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { orderNumber } from '@domain/order-status';
import { errorAnswers } from '@domain/contracts/common';
import {
  accessBody,
  codeSentAnswer,
  dataAccessAnswer,
  dataDeletedAnswer,
  myDataAnswer,
  requestCodeBody,
  tooManyCodesAnswer,
} from '@domain/contracts/privacy';
import {
  CODE_SENT_MESSAGE,
  DATA_DELETED_MESSAGE,
  MAX_CODE_TRIES,
  type CodeRequestResult,
  type PrivacyService,
} from './privacy-service';
import type { RouteApp } from '../../http/route-app';

function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/**
 * The answer to a request for a 6-digit code (the data page's, the stamp card's): 202 with what was sent, or 429 with
 * Retry-After and the wait in words once the address or the network has asked too often.
 */
export function codeRequestAnswer(reply: FastifyReply, result: CodeRequestResult, sentMessage: string) {
  if (!result.sent) {
    return reply
      .status(429)
      .header('retry-after', String(result.retryAfterSeconds))
      .send({
        error: `Too many codes have been requested. Please try again ${waitInWords(result.retryAfterSeconds)}.`,
        retryAfterSeconds: result.retryAfterSeconds,
      });
  }
  return reply.status(202).send({ message: sentMessage });
}

/** "in 1 minute", "in 12 minutes", "in 3 hours". */
function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 90) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hours`;
}

export async function privacyRoutes(app: RouteApp, { privacy }: { privacy: PrivacyService }): Promise<void> {
  // Codes, tokens and personal data: never kept by a browser's or a proxy's cache.
  app.addHook('onSend', noStore);

  app.post(
    '/api/privacy/codes',
    {
      schema: {
        summary: 'E-mails a 6-digit code to the address; the same answer whether or not it has orders',
        body: requestCodeBody,
        response: { 202: codeSentAnswer, 429: tooManyCodesAnswer, ...errorAnswers(400, 503) },
      },
    },
    async (request, reply) => requestCodeHandler(privacy, request, reply),
  );

  app.post(
    '/api/privacy/access',
    {
      schema: {
        summary: `Exchanges a correct code (10 minutes, ${MAX_CODE_TRIES} tries, single use) for a 15-minute access token`,
        body: accessBody,
        response: { 200: dataAccessAnswer, ...errorAnswers(400, 503) },
      },
    },
    async (request) => accessHandler(privacy, request),
  );

  app.get(
    '/api/privacy/data',
    {
      schema: {
        summary: 'The orders held under the proven address (paid ones listed; unpaid checkout attempts counted)',
        response: { 200: myDataAnswer, ...errorAnswers(401, 503) },
      },
    },
    async (request) => myDataHandler(privacy, request),
  );

  app.delete(
    '/api/privacy/data',
    {
      schema: {
        summary: 'Erases the personal data held under the proven address; anonymous financial records stay',
        response: { 200: dataDeletedAnswer, ...errorAnswers(401, 503) },
      },
    },
    async (request) => eraseHandler(privacy, request),
  );
}

async function noStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

async function requestCodeHandler(
  privacy: PrivacyService,
  request: FastifyRequest & { body: z.output<typeof requestCodeBody> },
  reply: FastifyReply,
) {
  return codeRequestAnswer(reply, await privacy.requestCode(request.body.email, request.ip), CODE_SENT_MESSAGE);
}

async function accessHandler(privacy: PrivacyService, request: FastifyRequest & { body: z.output<typeof accessBody> }) {
  const grant = await privacy.exchangeCode(request.body.email, request.body.code);
  return { accessToken: grant.accessToken, expiresAt: grant.expiresAt.toISOString() };
}

async function myDataHandler(privacy: PrivacyService, request: FastifyRequest) {
  const view = await privacy.view(bearerToken(request));
  return {
    email: view.email,
    orders: view.orders.map((order) => ({
      number: orderNumber(order.id),
      createdAt: order.createdAt.toISOString(),
      customerName: order.customerName,
      total: order.totalAmount,
      status: order.status ?? order.paymentStatus,
      lines: order.lines,
    })),
    stampCard: view.stampCard,
    unpaidAttempts: view.unpaidAttempts,
    accessExpiresAt: view.accessExpiresAt.toISOString(),
  };
}

async function eraseHandler(privacy: PrivacyService, request: FastifyRequest) {
  const { anonymisedOrders } = await privacy.erase(bearerToken(request));
  return { message: DATA_DELETED_MESSAGE, anonymisedOrders };
}
