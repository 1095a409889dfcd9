/**
 * Sign in, sign out, and who is signed in (Pearl's own accounts in place of a hosted identity provider).
 */
import { loginInputSchema } from '@domain/accounts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { sessionAnswer } from '@domain/contracts/accounts';
import { noContent, plainErrorAnswer } from '@domain/contracts/common';
import type { Config } from '../../env';
import { AppError } from '../../errors';
import type { RouteApp } from '../../http/route-app';
import { endSessionStreams } from '../live';
import type { AccountService } from './account-service';
import { waitMessage } from './login-throttle';
import { clearSessionCookie, setSessionCookie } from './session-cookies';
import { DEVICE_COOKIE, hashToken, SESSION_COOKIE } from './sessions';
import { currentSession } from './staff-access';

/** The same words for an unknown e-mail and a wrong password. */
export const LOGIN_FAILED = 'Failed to login';

interface AccountRoutesOptions {
  accounts: AccountService;
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
  { accounts, config }: AccountRoutesOptions,
  request: FastifyRequest & { body: z.output<typeof loginInputSchema> },
  reply: FastifyReply,
) {
  const { email, password } = request.body;
  const result = await accounts.signIn(email, password, request.ip, request.cookies[SESSION_COOKIE]);
  if ('locked' in result) {
    reply.header('retry-after', String(Math.max(1, Math.ceil((result.locked.getTime() - Date.now()) / 1000))));
    throw new AppError('too_many_requests', waitMessage(result.locked));
  }
  if ('refused' in result) {
    request.log.info({ reason: result.refused }, 'sign-in refused');
    throw new AppError('unauthorized', LOGIN_FAILED);
  }
  const { user, token, session } = result;
  setSessionCookie(reply, config, token, session.expiresAt);
  reply.header('cache-control', 'no-store');
  return {
    user: { email: user.email, name: user.name, role: user.role, isAdmin: user.role !== null },
    csrfToken: session.csrfToken,
  };
}

async function logoutHandler({ accounts, config }: AccountRoutesOptions, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  await accounts.signOut(token);
  // Its live streams end now on this instance; on others, at their next event or check (event-stream.ts).
  if (token) endSessionStreams(hashToken(token));
  clearSessionCookie(reply, config);
  return reply.status(204).send(null);
}

async function sessionHandler(
  { accounts, config }: AccountRoutesOptions,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.header('cache-control', 'no-store');
  const session = await currentSession(request, accounts);
  // On a counter device, the browser goes back to the PIN screen rather than to sign-in.
  const { device } = await accounts.device(request.cookies[DEVICE_COOKIE]);
  const onDevice = device ? { device } : {};
  if (!session) {
    if (request.cookies[SESSION_COOKIE]) clearSessionCookie(reply, config);
    return { user: null, ...onDevice };
  }
  const { email, name, role, isAdmin } = session;
  return { user: { email, name, role, isAdmin }, csrfToken: session.csrfToken, ...onDevice };
}
