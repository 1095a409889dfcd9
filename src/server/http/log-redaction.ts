/**
 * What a request line in the log may say about its address. At the default level Fastify logs every request's URL,
 * and some addresses carry secrets or personal data: a tracking token opens an order page (`/track/<token>`,
 * `/api/track/<token>`), a Stripe `session_id` answers with that token, and a form sent natively with GET puts what
 * was typed (a name, an e-mail address, a search) into the query string. The log keeps the path's shape and the
 * query's keys; the secret parts and every query value not known to be harmless become `[redacted]`.
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query keys whose values are never personal: filters and ranges the shop's own pages send. */
const HARMLESS_QUERY_KEYS = new Set(['diet', 'from', 'to', 'sort', 'status', 'drinks']);

/** Path segments that follow these are secrets (tracking tokens). */
const SECRET_AFTER = /^(\/(?:api\/)?track\/)[^/?#]+/;

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt < 0 ? url : url.slice(0, queryAt)).replace(SECRET_AFTER, `$1${REDACTED}`);
  if (queryAt < 0) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      if (equals < 0 || HARMLESS_QUERY_KEYS.has(safeDecode(key))) return pair;
      return `${key}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** Fastify's request serializer, with the URL redacted (the other fields as Fastify logs them). */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
