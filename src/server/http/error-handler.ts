import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { SchemaNotReadyError } from '../db/client';
import { AppError, statusOfKind } from '../errors';

const RETRY_AFTER_SECONDS = '5';

/**
 * The one place errors become HTTP answers: always `{ "error": "…" }` a person can read. A 5xx never shows its
 * insides; the log keeps them.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      const status = statusOfKind[error.kind];
      if (status >= 500) {
        request.log.warn({ err: error }, 'service unavailable');
        // Unavailable is for now, not for good: tell clients (and load balancers) when to try again.
        if (status === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', RETRY_AFTER_SECONDS);
      }
      return reply.status(status).send({ error: error.message, ...(error.details ?? {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const where = issue?.instancePath ? issue.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      const message = readableIssue(issue?.message ?? 'Invalid request.', where, error.validationContext);
      return reply
        .status(400)
        .send({ error: where && !message.includes(' ') ? `${where}: ${message}` : message, field: where || undefined });
    }
    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ error: readableClientError(fastifyError) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send({ error: 'The shop is having trouble reaching its database. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ error: `No such address: ${request.method} ${request.url.split('?')[0]}` });
  });
}

/**
 * zod's own wording ("Invalid input: expected string, received undefined") names neither the field nor what to do:
 * say which field is missing or what it must be. Messages the schemas wrote themselves are kept as they are.
 */
function readableIssue(message: string, where: string, context: string | undefined): string {
  const unknown = /^Unrecognized keys?: (.*)$/.exec(message);
  if (unknown) return `Unknown field${where ? ` in ${where}` : ''}: ${unknown[1]!.replaceAll('"', '')}`;
  const size = /^Too (big|small): expected string to have [<>]=(\d+) characters?$/.exec(message);
  if (size && where) return `${where} must be at ${size[1] === 'big' ? 'most' : 'least'} ${size[2]} characters.`;
  const match = /^Invalid input: expected (\w+), received (\w+)$/.exec(message);
  if (!match) return message;
  const [, expected, received] = match as unknown as [string, string, string];
  const kind =
    expected === 'object'
      ? 'a JSON object'
      : expected === 'array'
        ? 'a list'
        : /^[aeiou]/.test(expected)
          ? `an ${expected}`
          : `a ${expected}`;
  if (!where) return `The request ${context === 'querystring' ? 'query' : (context ?? 'body')} must be ${kind}.`;
  return received === 'undefined' ? `${where} is required.` : `${where} must be ${kind}.`;
}

function readableClientError(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request is too large.';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON.';
    default:
      return error.statusCode === 429 ? 'Too many requests. Please wait a moment and try again.' : error.message;
  }
}

/**
 * What makes an error "the database is unavailable" (503 with Retry-After, never 500): the network (refused, reset,
 * timed out), and PostgreSQL refusing or giving up for reasons that are about the server, not the request:
 *   08xxx connection exceptions; 53xxx insufficient resources (53300 too many connections); 57P01–57P05 shutdown,
 *   crash, cannot connect now, idle session timeout; 28xxx a login refused (a role that may not log in, a wrong
 *   password); 3D000 the database does not exist; 57014 a statement cancelled by statement_timeout; 55P03 a lock
 *   not granted within lock_timeout; 25P03 a session ended for idling in a transaction; 40001/40P01 serialization
 *   failure and deadlock, which a retry resolves.
 */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '3D000',
  '57014',
  '55P03',
  '25P03',
  '40001',
  '40P01',
]);
const unavailableCodeClasses = /^(08|53|28|57P)/;
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout|Client was closed and is not queryable|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (unavailableCodes.has(code) || unavailableCodeClasses.test(code)) return true;
    if (typeof candidate.message === 'string' && unavailableMessages.test(candidate.message)) return true;
    if (current instanceof SchemaNotReadyError) return true;
    current = candidate.cause;
  }
  return false;
}
