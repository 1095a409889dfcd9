/**
 * What a log line may say about an address. At the default level Fastify logs every request's URL, and some addresses
 * carry secrets or personal data: a secret path segment is a credential (a CloudPRNT printer's address, an order's
 * tracking token in its page, its API and the receipt's Order again link, a hosted checkout session), a Stripe
 * `session_id` answers with a tracking token, and a form sent natively with GET puts what was typed (a name, an
 * e-mail address, a search) into the query string. The log keeps the path's shape and the query's keys; the secret
 * parts and every query value not known to be harmless become `[redacted]`.
 */
import type { FastifyLogFn, FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query keys whose values are never personal: filters and ranges the shop's own pages send. */
const HARMLESS_QUERY_KEYS = new Set(['diet', 'from', 'to', 'sort', 'status', 'drinks']);

/**
 * Every address whose next path segment is a secret: the one list to extend when a route takes a credential in its
 * path (a test fails for a server route with a `:token` or `:secret` parameter that is not covered here).
 */
export const SECRET_PATH_PREFIXES: readonly string[] = [
  // An order's tracking token opens its page and its API, and the receipt's Order again link carries it too.
  '/track/',
  '/api/track/',
  '/order-again/',
  // A CloudPRNT printer's address is its only credential: with it one reads jobs and confirms them unprinted.
  '/cloudprnt/',
  // The sandbox's hosted checkout page: its session id pays and, like Stripe's session_id, leads to the order.
  '/checkout/sandbox/',
  '/api/sandbox/checkout-sessions/',
];

const escaped = SECRET_PATH_PREFIXES.map((prefix) => prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
/** A secret segment at the start of a path. */
const SECRET_AT_START = new RegExp(`^(${escaped.join('|')})[^/?#]+`);
/** A secret segment anywhere in a text (an address inside a message: an absolute URL, "GET /cloudprnt/…"). */
const SECRET_IN_TEXT = new RegExp(`(${escaped.join('|')})[^/?#\\s"'\`<>]+`, 'g');

/** A text with every secret path segment in it hidden: for messages and errors that may quote an address. */
export function redactSecretPaths(text: string): string {
  return text.replace(SECRET_IN_TEXT, `$1${REDACTED}`);
}

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = redactPath(queryAt < 0 ? url : url.slice(0, queryAt));
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

function redactPath(path: string): string {
  const redacted = path.replace(SECRET_AT_START, `$1${REDACTED}`);
  if (redacted !== path) return redacted;
  // The router decodes an address before matching it: "/%63loudprnt/…" reaches the printer's route as well.
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    return path;
  }
  const again = decoded.replace(SECRET_AT_START, `$1${REDACTED}`);
  return again === decoded ? path : again;
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

/**
 * pino's logMethod hook: every text given to a log call (its message, format arguments and the plain fields logged
 * beside them, such as `{ url }`) without secret paths. Errors and requests have serializers of their own.
 */
export function redactLogMessages(this: unknown, args: unknown[], method: FastifyLogFn): void {
  const redacted = args.map((arg) => (typeof arg === 'string' ? redactSecretPaths(arg) : redactFields(arg)));
  (method as (...all: unknown[]) => void).apply(this, redacted);
}

function redactFields(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const fields = value as Record<string, unknown>;
  if (!Object.values(fields).some((field) => typeof field === 'string' && field !== redactSecretPaths(field)))
    return value;
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [key, typeof field === 'string' ? redactSecretPaths(field) : field]),
  );
}
