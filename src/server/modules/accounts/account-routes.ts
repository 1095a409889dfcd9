/**
 * Sign in, sign out, and who is signed in (Pearl's own accounts in place of a hosted identity provider).
 */
import { isStaffRole } from '@domain/staff-roles';
import { loginInputSchema } from '@domain/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionAnswer } from '@domain/contracts/accounts';
import { noContent, plainErrorAnswer } from '@domain/contracts/common';
import type { Db } from '../../db/client';
import type { Config } from '../../env';
import { AppError } from '../../errors';
import type { RouteApp } from '../../http/route-app';
import { recordAudit } from '../audit';
import { clearAccount, lockedUntil, recordFailure, throttleKeys, waitMessage } from './login-throttle';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hashing';
import { endSessionStreams } from '../live';
import { deviceState } from './counter-devices';
import { clearSessionCookie, setSessionCookie } from './session-cookies';
import {
  createSession,
  deleteExpiredSessions,
  deleteSession,
  DEVICE_COOKIE,
  hashToken,
  SESSION_COOKIE,
} from './sessions';
import { currentSession } from './staff-access';
import { findUserByEmail, updatePasswordHash } from './users-repository';

/** The same words for an unknown e-mail and a wrong password. */
export const LOGIN_FAILED = 'Failed to login';

interface AccountRoutesOptions {
  db: Db;
  config: Pick<Config, 'production'>;
}

export async function accountRoutes(app: RouteApp, options: AccountRoutesOptions): Promise<void> {
  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in with e-mail and password; starts a new session',
        body: loginInputSchema,
        response: {
          200: sessionAnswer,
          400: plainErrorAnswer,
          401: plainErrorAnswer,
          429: plainErrorAnswer,
          503: plainErrorAnswer,
        },
      },
    },
    async (request, reply) => loginHandler(options, request, reply),
  );

  app.post(
    '/api/auth/logout',
    { schema: { summary: 'Signs out: the session is deleted on the server', response: { 204: noContent } } },
    async (request, reply) => logoutHandler(options, request, reply),
  );

  app.get(
    '/api/auth/session',
    { schema: { summary: 'Who is signed in, and the token staff calls must carry', response: { 200: sessionAnswer } } },
    async (request, reply) => sessionHandler(options, request, reply),
  );
}

async function loginHandler(
  { db, config }: AccountRoutesOptions,
  request: FastifyRequest & { body: z.output<typeof loginInputSchema> },
  reply: FastifyReply,
) {
  const { email, password } = request.body;
  const keys = throttleKeys(email, request.ip);
  const locked = await lockedUntil(db, keys);
  if (locked) {
    reply.header('retry-after', String(Math.max(1, Math.ceil((locked.getTime() - Date.now()) / 1000))));
    throw new AppError('too_many_requests', waitMessage(locked));
  }

  const user = await findUserByEmail(db, email);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
  if (!user || !valid || user.deactivatedAt) {
    await recordFailure(db, keys);
    request.log.info(
      { reason: !user ? 'unknown e-mail' : valid ? 'deactivated' : 'wrong password' },
      'sign-in refused',
    );
    throw new AppError('unauthorized', LOGIN_FAILED);
  }

  // The old session (if any) ends; the new one gets a new id (no session fixation).
  await deleteSession(db, request.cookies[SESSION_COOKIE]);
  const { token, session } = await db.transaction(async (tx) => {
    await clearAccount(tx, keys);
    await deleteExpiredSessions(tx, user.id);
    const started = await createSession(tx, user.id);
    await recordAudit(
      tx,
      { userId: user.id, email: user.email, name: user.name },
      { action: 'auth.sign_in', entityType: 'user', entityId: user.id },
    );
    return started;
  });
  if (needsRehash(user.passwordHash)) await updatePasswordHash(db, user.id, await hashPassword(password));

  setSessionCookie(reply, config, token, session.expiresAt);
  reply.header('cache-control', 'no-store');
  const role = isStaffRole(user.role) ? user.role : null;
  return { user: { email: user.email, name: user.name, role, isAdmin: role !== null }, csrfToken: session.csrfToken };
}

async function logoutHandler({ db, config }: AccountRoutesOptions, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  await deleteSession(db, token);
  // Its live streams end now on this instance; on others, at their next event or check (event-stream.ts).
  if (token) endSessionStreams(hashToken(token));
  clearSessionCookie(reply, config);
  return reply.status(204).send(null);
}

async function sessionHandler({ db, config }: AccountRoutesOptions, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  const session = await currentSession(request, db);
  // On a counter device, the browser goes back to the PIN screen rather than to sign-in.
  const { device } = await deviceState(db, request.cookies[DEVICE_COOKIE]);
  const onDevice = device ? { device } : {};
  if (!session) {
    if (request.cookies[SESSION_COOKIE]) clearSessionCookie(reply, config);
    return { user: null, ...onDevice };
  }
  const { email, name, role, isAdmin } = session;
  return { user: { email, name, role, isAdmin }, csrfToken: session.csrfToken, ...onDevice };
}
