/**
 * The customer's private order page's API. Anyone holding the token may read the order (it is the secret),
 * nobody else: a wrong, expired (TRACKING_DAYS after payment) or erased token is 404. Rate-limited per address, never
 * cached, never indexed. The stream carries the order itself on the same live path as the dashboards ('orders' topic,
 * NOTIFY across instances), and records that the customer is watching (order_watchers) while it is open.
 */
import { errorAnswers, eventStreamAnswer } from '@domain/contracts/common';
import { imHereAnswer, trackedOrderAnswer, trackingParams } from '@domain/contracts/tracking';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../errors';
import type { RouteApp } from '../../http/route-app';
import { streamTopic, type LiveHub, type StreamEvent } from '../live';
import { WATCHER_HEARTBEAT_MS } from './order-watchers';
import type { TrackingService } from './tracking-service';

/** Reads of one order page an address may make a minute (the page itself, and its stream's reconnects). */
export const TRACKING_RATE_LIMIT = 60;
export const TRACKING_NOT_FOUND = "We can't find this order.";

const errors = errorAnswers(404, 429, 503);

function privateAnswer(reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  reply.header('x-robots-tag', 'noindex, nofollow');
  reply.header('referrer-policy', 'no-referrer');
}

interface TrackingRoutesOptions {
  tracking: TrackingService;
  live: LiveHub;
}

export async function trackingRoutes(app: RouteApp, options: TrackingRoutesOptions): Promise<void> {
  const limited = { rateLimit: { max: TRACKING_RATE_LIMIT, timeWindow: '1 minute' } };

  app.get(
    '/api/track/:token',
    {
      config: limited,
      schema: {
        summary: "A customer's order page: the order its token opens (no e-mail address, the first name only)",
        params: trackingParams,
        response: { 200: trackedOrderAnswer, ...errors },
      },
    },
    async (request, reply) => trackedOrderHandler(options, request, reply),
  );

  app.post(
    '/api/track/:token/here',
    {
      config: limited,
      schema: {
        summary:
          "I'm here: the customer has arrived (offered once the order is ready, or from 5 minutes before its pickup time); a second tap changes nothing",
        params: trackingParams,
        response: { 200: imHereAnswer, ...errorAnswers(404, 409, 429, 503) },
      },
    },
    async (request, reply) => imHereHandler(options, request, reply),
  );

  app.get(
    '/api/track/:token/stream',
    {
      config: limited,
      schema: {
        summary:
          'Server-Sent Events: "order" with the order as GET /api/track/:token answers it, first at once and then after every change; "gone" when the link stops working',
        params: trackingParams,
        response: { 200: eventStreamAnswer, ...errors },
      },
    },
    async (request, reply) => trackingStreamHandler(options, request, reply),
  );
}

type TrackingRequest = FastifyRequest & { params: { token: string } };

async function trackedOrderHandler({ tracking }: TrackingRoutesOptions, request: TrackingRequest, reply: FastifyReply) {
  privateAnswer(reply);
  const order = await tracking.order(request.params.token);
  if (!order) throw notFound(TRACKING_NOT_FOUND);
  return order;
}

async function imHereHandler({ tracking }: TrackingRoutesOptions, request: TrackingRequest, reply: FastifyReply) {
  privateAnswer(reply);
  return tracking.imHere(request.params.token);
}

async function trackingStreamHandler(
  { tracking, live }: TrackingRoutesOptions,
  request: TrackingRequest,
  reply: FastifyReply,
) {
  privateAnswer(reply);
  const { token } = request.params;
  const orderId = await tracking.orderIdOf(token);
  if (!orderId) throw notFound(TRACKING_NOT_FOUND);

  const current = async (): Promise<StreamEvent> => {
    const order = await tracking.order(token);
    return order ? { event: 'order', data: order } : { event: 'gone', data: { error: TRACKING_NOT_FOUND }, last: true };
  };
  const announce = async () => {
    try {
      await tracking.announceWatching(orderId);
    } catch (error) {
      request.log.warn({ err: error }, 'could not announce a tracking page');
    }
  };

  // The dashboard's "watching" mark: recorded while the stream is open, on whichever instance holds it. Taken
  // only once the stream is accepted (a refused stream records nothing), and let go when it ends.
  let closed = false;
  let watcherId: string | null = null;
  let heartbeat: NodeJS.Timeout | undefined;
  let opened: Promise<void> = Promise.resolve();

  streamTopic(request, reply, live, 'orders', request.server.shutdownSignal, undefined, {
    onOpen() {
      heartbeat = setInterval(() => {
        if (watcherId) void tracking.touchWatcher(watcherId).catch(() => {});
      }, WATCHER_HEARTBEAT_MS);
      heartbeat.unref();
      opened = tracking
        .openWatcher(orderId)
        .then(async (id) => {
          watcherId = id;
          if (closed) await tracking.closeWatcher(id);
          await announce();
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not record a tracking page'));
    },
    first: current,
    async map(message) {
      const data = message.data as { orderId?: unknown; event?: unknown };
      if (data.orderId !== orderId || data.event === 'watching') return 'skip';
      return current();
    },
    onClose() {
      closed = true;
      clearInterval(heartbeat);
      void opened.then(async () => {
        if (!watcherId) return;
        await tracking.closeWatcher(watcherId).catch(() => {});
        await announce();
      });
    },
  });
}
