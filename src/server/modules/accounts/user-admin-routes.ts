/**
 * POST /api/admin/users: what `npm run user:create` does, for an admin at a running shop (the embedded database
 * belongs to the running server, so the command cannot reach it then). Creates a user, or sets an existing one's
 * password and role (their sessions end: users-repository.ts).
 */
import { newPasswordSchema } from '@domain/accounts';
import { emailSchema } from '@domain/schemas';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { savedUserAnswer } from '@domain/contracts/accounts';
import { errorAnswers } from '@domain/contracts/common';
import { invalid } from '../../errors';
import type { RouteApp } from '../../http/route-app';
import type { AccountService } from './account-service';
import { weakPasswordReason } from './password-rules';
import { adminOf } from './staff-access';

const saveUserBody = z.strictObject({ email: emailSchema, password: newPasswordSchema, isAdmin: z.boolean() });

export async function userAdminRoutes(app: RouteApp, { accounts }: { accounts: AccountService }): Promise<void> {
  app.post(
    '/api/admin/users',
    {
      schema: {
        summary: 'Creates a user, or sets an existing user’s password and role (as npm run user:create)',
        body: saveUserBody,
        response: { 200: savedUserAnswer, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => saveUserHandler(accounts, request),
  );
}

async function saveUserHandler(
  accounts: AccountService,
  request: FastifyRequest & { body: z.output<typeof saveUserBody> },
) {
  const admin = await adminOf(request);
  const weak = weakPasswordReason(request.body.password, request.body.email);
  if (weak) throw invalid(weak, { field: 'password' });
  const result = await accounts.saveUser(admin, request.body);
  return { email: result.user.email, isAdmin: result.user.role !== null, created: result.created };
}
