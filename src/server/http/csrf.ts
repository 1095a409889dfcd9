import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { Config } from '../env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery protection for every state-changing call (besides the SameSite=Lax session cookie):
 * - the body must be JSON, which a cross-site HTML form cannot send;
 * - a browser's Origin (or, failing that, Referer) must be this shop's own.
 * Payment provider webhooks are exempt: they carry no cookie and are verified by signature instead.
 * Sessions add a per-session token for staff calls on top of this (accounts module).
 */
export function registerCsrfProtection(app: FastifyInstance, config: Config, exempt: (url: string) => boolean): void {
  const allowed = new Set([new URL(config.publicUrl).origin]);
  // Synchronous: a GET, most of the traffic, passes without a promise made for it.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || exempt(request.url)) return done();
    try {
      checkOrigin(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });

  function checkOrigin(request: FastifyRequest): void {
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    if (origin) {
      const own = `${request.protocol}://${request.headers.host ?? ''}`;
      if (origin !== own && !allowed.has(origin)) {
        throw new AppError('not_allowed', 'This request came from another site and was refused.');
      }
    }
    // A form sends its content type even when it has no fields (an empty text/plain post to /api/auth/logout): any
    // content type but JSON is refused, with a body or without.
    const type = request.headers['content-type'];
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if ((type !== undefined || hasBody) && !(type ?? '').toLowerCase().startsWith('application/json')) {
      throw new AppError('invalid_data', 'Unsupported content type: send JSON.');
    }
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
