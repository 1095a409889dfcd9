/** GET /api/admin/audit: staff activity, newest first, a page at a time. */
import { z } from 'zod';
import { isoTime } from './common';

export const auditEntryAnswer = z.object({
  id: z.number(),
  at: isoTime,
  /** The e-mail of the member of staff who acted; null when no staff member did. */
  actor: z.string().nullable(),
  /** Their name when they acted, if they had one. */
  actorName: z.string().nullable(),
  /** The counter device they acted on after switching in by PIN; null elsewhere. */
  device: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
});
export const auditPageAnswer = z.object({ entries: z.array(auditEntryAnswer), nextBefore: z.number().nullable() });
export type AuditPageAnswer = z.infer<typeof auditPageAnswer>;
