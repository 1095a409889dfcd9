/**
 * Who is asking, and what they may do (Epic Stack's habit: names that state the guarantee).
 *   requireStaff — a signed-in member of staff whose role grants the route's permission, else 401 (no one signed in)
 *   or 403 (signed in, without a staff role or without that permission).
 * It also demands the session's CSRF token in the x-csrf-token header on any call that changes something, on top of
 * the origin and JSON checks every such call already passes (http/csrf.ts).
 *
 * registerStaffAccess() puts requireStaff in front of every route whose address starts with /api/admin, whoever
 * declares it, with the permission that staff-route-permissions.ts names for it; a staff route missing from that
 * table stops the server from starting, so a new route cannot be left open to every role by forgetting a line.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { roleMay, type StaffPermission } from '@domain/staff-roles';
import { AppError } from '../../errors';
import type { AccountService } from './account-service';
import { DEVICE_COOKIE, SESSION_COOKIE, type ActiveSession } from './sessions';
import { permissionFor } from './staff-route-permissions';

export const STAFF_PREFIX = '/api/admin';
export const CSRF_HEADER = 'x-csrf-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const loaded = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
/** The sessions' rows: looked up by a cookie's token, or checked by id. */
type Sessions = Pick<AccountService, 'session' | 'sessionById'>;
/** The admin that the /api/admin hook let through, and the sessions it was checked against, per request. */
const admitted = new WeakMap<FastifyRequest, { session: ActiveSession; sessions: Sessions }>();

/** The request's live session, looked up once per request. */
export function currentSession(request: FastifyRequest, sessions: Sessions): Promise<ActiveSession | null> {
  let session = loaded.get(request);
  if (!session) {
    session = sessions.session(request.cookies[SESSION_COOKIE], {
      deviceToken: request.cookies[DEVICE_COOKIE],
      activity: !SAFE_METHODS.has(request.method),
    });
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

async function requireStaff(
  request: FastifyRequest,
  sessions: Sessions,
  permission: StaffPermission,
): Promise<ActiveSession> {
  const session = await currentSession(request, sessions);
  if (!session) throw new AppError('unauthorized', 'Please sign in to continue.');
  if (!session.isAdmin) throw new AppError('not_allowed', 'You are not authorized.');
  if (!roleMay(session.role, permission)) {
    throw new AppError('not_allowed', 'Your role does not allow this. Ask the shop’s owner or a manager.');
  }
  checkCsrfToken(request, session);
  return session;
}

function admittedAdmin(request: FastifyRequest): { session: ActiveSession; sessions: Sessions } {
  const admin = admitted.get(request);
  // Only a route under /api/admin has the hook in front of it; anywhere else this is a programming error.
  if (!admin)
    throw new Error(`No admin was checked for ${request.method} ${request.url}: it is not under ${STAFF_PREFIX}.`);
  return admin;
}

/** The member of staff behind a request to an /api/admin route (requireStaff has already let them through). */
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
  const { session, sessions } = admittedAdmin(request);
  return {
    id: session.id,
    expiresAt: session.expiresAt,
    isAlive: async () => roleMay((await sessions.sessionById(session.id))?.role, 'counter'),
  };
}

/** The one permission a route needs (a route answering several methods must need the same for each). */
function routePermission(methods: string | string[], url: string): StaffPermission {
  const needed = new Set((Array.isArray(methods) ? methods : [methods]).map((method) => permissionFor(method, url)));
  const [permission] = needed;
  if (needed.size !== 1 || !permission) {
    throw new Error(`The staff route ${String(methods)} ${url} needs one line in staff-route-permissions.ts.`);
  }
  return permission;
}

/**
 * Call before any route is registered: every /api/admin route then runs requireStaff with its permission, against
 * the shop's sessions, before anything else.
 */
export function registerStaffAccess(app: FastifyInstance, { sessions }: { sessions: Sessions }): void {
  app.addHook('onRoute', (route) => {
    if (route.url !== STAFF_PREFIX && !route.url.startsWith(`${STAFF_PREFIX}/`)) return;
    const permission = routePermission(route.method, route.url);
    const requireStaffHook: onRequestHookHandler = async (request) => {
      admitted.set(request, { session: await requireStaff(request, sessions, permission), sessions });
    };
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [requireStaffHook, ...existing];
  });
}
