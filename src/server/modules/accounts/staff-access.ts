/**
 * Who is asking, and what they may do (Epic Stack's habit: names that state the guarantee).
 *   requireAdmin — a signed-in admin, else 401 (no one signed in) or 403 (signed in, not an admin).
 * It also demands the session's CSRF token in the x-csrf-token header on any call that changes something, on top of
 * the origin and JSON checks every such call already passes (http/csrf.ts).
 *
 * registerStaffAccess() puts requireAdmin in front of every route whose address starts with /api/admin, whoever
 * declares it, so a new admin route cannot be left open by forgetting a line.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { checkSessionById, findActiveSession, SESSION_COOKIE, type ActiveSession } from './sessions';

export const STAFF_PREFIX = '/api/admin';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const loaded = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
/** The admin that the /api/admin hook let through, and the database it was checked against, per request. */
const admitted = new WeakMap<FastifyRequest, { session: ActiveSession; db: Db }>();

/** The request's live session, looked up once per request. */
export function currentSession(request: FastifyRequest, db: Db): Promise<ActiveSession | null> {
  let session = loaded.get(request);
  if (!session) {
    session = findActiveSession(db, request.cookies[SESSION_COOKIE]);
    loaded.set(request, session);
  }
  return session;
}

function checkCsrfToken(request: FastifyRequest, session: ActiveSession): void {
  if (SAFE_METHODS.has(request.method)) return;
  const sent = request.headers[CSRF_HEADER];
  const expected = Buffer.from(session.csrfToken);
  const given = Buffer.from(typeof sent === 'string' ? sent : '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError(
      'not_allowed',
      'This request is missing its security token. Please reload the page and try again.',
    );
  }
}

async function requireAdmin(request: FastifyRequest, db: Db): Promise<ActiveSession> {
  const session = await currentSession(request, db);
  if (!session) throw new AppError('unauthorized', 'Please sign in to continue.');
  if (!session.isAdmin) throw new AppError('not_allowed', 'You are not authorized.');
  checkCsrfToken(request, session);
  return session;
}

function admittedAdmin(request: FastifyRequest): { session: ActiveSession; db: Db } {
  const admin = admitted.get(request);
  // Only a route under /api/admin has the hook in front of it; anywhere else this is a programming error.
  if (!admin)
    throw new Error(`No admin was checked for ${request.method} ${request.url}: it is not under ${STAFF_PREFIX}.`);
  return admin;
}

/** The admin behind a request to an /api/admin route (requireAdmin has already let it through). */
export async function adminOf(request: FastifyRequest): Promise<ActiveSession> {
  return admittedAdmin(request).session;
}

/**
 * For a staff live stream: the admin session behind the request, and how the stream tells that it has ended (signed
 * out, expired, or no longer an admin's), so the stream ends with it (modules/live/event-stream.ts).
 */
export async function staffStreamSession(
  request: FastifyRequest,
): Promise<{ id: string; expiresAt: Date; isAlive(): Promise<boolean> }> {
  const { session, db } = admittedAdmin(request);
  return {
    id: session.id,
    expiresAt: session.expiresAt,
    isAlive: async () => (await checkSessionById(db, session.id))?.isAdmin === true,
  };
}

/**
 * Call before any route is registered: every /api/admin route then runs requireAdmin, against the shop's sessions in
 * `db`, before anything else.
 */
export function registerStaffAccess(app: FastifyInstance, { db }: { db: Db }): void {
  const requireAdminHook: onRequestHookHandler = async (request) => {
    admitted.set(request, { session: await requireAdmin(request, db), db });
  };
  app.addHook('onRoute', (route) => {
    if (route.url !== STAFF_PREFIX && !route.url.startsWith(`${STAFF_PREFIX}/`)) return;
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [requireAdminHook, ...existing];
  });
}
