/**
 * Web Push over HTTP (thin routes):
 *   GET  /api/push/key           the shop's VAPID public key, for the browser's pushManager.subscribe
 *   POST /api/track/:token/push  a browser's PushSubscription for the order the private link opens → 201
 */
import { errorAnswers } from '@domain/contracts/common';
import { pushKeyAnswer, pushSubscribedAnswer, pushSubscriptionBody } from '@domain/contracts/push';
import { trackingParams } from '@domain/contracts/tracking';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RouteApp } from '../../http/route-app';
import type { PushService } from './push-service';

/** Subscriptions one address may send a minute: a page subscribes once, a few retries at most. */
const SUBSCRIBES_PER_MINUTE = 20;

export async function pushRoutes(app: RouteApp, { push }: { push: PushService }): Promise<void> {
  app.get(
    '/api/push/key',
    {
      schema: {
        summary: "The shop's VAPID public key (base64url), which a browser subscribes to pushes with",
        response: { 200: pushKeyAnswer, ...errorAnswers(503) },
      },
    },
    async () => pushKeyHandler(push),
  );

  app.post(
    '/api/track/:token/push',
    {
      config: { rateLimit: { max: SUBSCRIBES_PER_MINUTE, timeWindow: '1 minute' } },
      onRequest: privateAnswer,
      schema: {
        summary:
          "A browser's PushSubscription (endpoint, keys.p256dh, keys.auth) for the order its private link opens: one push when the order is ready",
        params: trackingParams,
        body: pushSubscriptionBody,
        response: { 201: pushSubscribedAnswer, ...errorAnswers(400, 404, 429, 503) },
      },
    },
    async (request, reply) => subscribeHandler(push, request, reply),
  );
}

/**
 * The address holds the order's private token: every answer, a refusal of a malformed subscription included, keeps
 * it out of caches, search engines and any Referer, as the order page's own answers do.
 */
async function privateAnswer(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
  reply.header('referrer-policy', 'no-referrer');
}

async function pushKeyHandler(push: PushService) {
  return { publicKey: await push.publicKey() };
}

type SubscribeRequest = FastifyRequest & {
  params: z.output<typeof trackingParams>;
  body: z.output<typeof pushSubscriptionBody>;
};

async function subscribeHandler(push: PushService, request: SubscribeRequest, reply: FastifyReply) {
  await push.subscribe(request.params.token, request.body);
  return reply.status(201).send({ subscribed: true as const });
}
