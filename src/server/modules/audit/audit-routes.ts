/**
 * Staff activity ("Staff actions are recorded (who changed what, when) so a shop owner can see what happened"):
 * the audit log, newest first, a page at a time. Under /api/admin, so requireStaff runs before it
 * (accounts/staff-access.ts). Each entry carries a one-line summary made on the server, never the raw details.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditPageAnswer } from '@domain/contracts/audit';
import { errorAnswers } from '@domain/contracts/common';
import type { RouteApp } from '../../http/route-app';
import type { AuditService } from './audit-service';

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;

const errors = errorAnswers(400, 401, 403, 503);

const limitMessage = `limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}.`;
export const auditQuerySchema = z.object({
  before: z.coerce
    .number({ error: 'before must be the id of an entry (a whole number).' })
    .int('before must be the id of an entry (a whole number).')
    .positive('before must be the id of an entry (a whole number).')
    .max(Number.MAX_SAFE_INTEGER, 'before must be the id of an entry (a whole number).')
    .optional(),
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(AUDIT_PAGE_MAX, limitMessage)
    .default(AUDIT_PAGE_DEFAULT),
});

export async function auditRoutes(app: RouteApp, { audit }: { audit: AuditService }): Promise<void> {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        summary: 'Staff activity, newest first: who did what and when; pass nextBefore as before for the older page',
        querystring: auditQuerySchema,
        response: { 200: auditPageAnswer, ...errors },
      },
    },
    async (request, reply) => auditFeedHandler(audit, request, reply),
  );
}

type AuditFeedRequest = FastifyRequest & { query: z.output<typeof auditQuerySchema> };

async function auditFeedHandler(audit: AuditService, request: AuditFeedRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
  return audit.feed({ before: request.query.before, limit: request.query.limit });
}
