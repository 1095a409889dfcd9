/**
 * The request a piece of code runs for, without passing it down every call: Node's AsyncLocalStorage, entered in an
 * onRequest hook, so code deep below a route (the payment provider's calls) logs with that request's logger and its
 * request id (reqId), and a provider call in the logs can be matched with the request that made it.
 *
 * Request ids: the X-Request-Id a proxy sends (nginx's $request_id, so its access log and ours share the id) when it
 * looks like one, else a new UUID; every answer carries it back in X-Request-Id.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const storage = new AsyncLocalStorage<{ log: FastifyBaseLogger }>();

/** Fastify's genReqId. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(given) ? given : randomUUID();
}

export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    storage.run({ log: request.log }, done);
  });
}

/** The current request's logger (with its reqId), or undefined outside a request (background work). */
export function requestLog(): FastifyBaseLogger | undefined {
  return storage.getStore()?.log;
}
