/** GET /api/admin/audit: staff activity, newest first, a page at a time. */
import { z } from 'zod';
import { isoTime } from './common';

export const auditEntryAnswer = z.object({
  id: z.number(),
  at: isoTime,
  actor: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
});
export const auditPageAnswer = z.object({ entries: z.array(auditEntryAnswer), nextBefore: z.number().nullable() });
export type AuditPageAnswer = z.infer<typeof auditPageAnswer>;
