/**
 * The staff activity list: the whole audit log, newest first, a page at a time. The cursor is a row id: ids are handed
 * out in the order rows are written, and the primary key's index answers "the next N below this id" without reading
 * the rest of the log, however long it grows.
 */
import type { StaffActivityPage } from '@domain/staff-activity';
import { desc, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from './schema';
import { summariseAudit } from './audit-summary';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function readAuditFeed(
  db: DbOrTx,
  options: { before?: number | undefined; limit: number },
): Promise<StaffActivityPage> {
  // One row more than asked says whether an older page exists, without a count over the whole log.
  const rows = await db
    .select()
    .from(auditLog)
    .where(options.before === undefined ? undefined : lt(auditLog.id, options.before))
    .orderBy(desc(auditLog.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: row.actorEmail,
      actorName: row.actorName,
      device: row.actorDevice,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      summary: summariseAudit({
        action: row.action,
        entityType: row.entityType,
        entityId: row.entityId,
        details: isRecord(row.details) ? row.details : {},
      }),
    })),
    nextBefore: rows.length > options.limit ? page[page.length - 1]!.id : null,
  };
}
