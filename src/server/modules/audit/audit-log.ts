/**
 * Who changed what, when: every staff action writes one row, in the same transaction as the change, so the
 * record and the change stand or fall together.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog } from './schema';

export interface Actor {
  userId: string;
  email: string;
  /** What the staff pages call the person (null: an account made before names). */
  name?: string | null;
  /** The counter device the person switched in on by PIN, when they act from one. */
  device?: { name: string } | null;
}

export type AuditEntityType =
  | 'category'
  | 'product'
  | 'promotion'
  | 'option_group'
  | 'drink_option'
  | 'order'
  | 'user'
  | 'payment'
  | 'shop'
  | 'customer_data'
  | 'printer'
  | 'counter_device'
  | 'ingredient';

export interface AuditEntry {
  action: string;
  entityType: AuditEntityType;
  entityId: string | null;
  details?: Record<string, unknown>;
}

const auditRow = (actor: Actor | null, entry: AuditEntry) => ({
  actorUserId: actor?.userId ?? null,
  actorEmail: actor?.email ?? null,
  actorName: actor?.name ?? null,
  actorDevice: actor?.device?.name ?? null,
  action: entry.action,
  entityType: entry.entityType,
  entityId: entry.entityId,
  details: entry.details ?? {},
});

export async function recordAudit(db: DbOrTx, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRow(actor, entry));
}

/** Several changes made together (Readies gathered into one transaction), each with its own actor: one statement. */
export async function recordAudits(
  db: DbOrTx,
  entries: ReadonlyArray<{ actor: Actor | null; entry: AuditEntry }>,
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map(({ actor, entry }) => auditRow(actor, entry)));
}

/** Whether an entry with this action was ever recorded about this entity (an action done once, however often asked). */
export async function hasAuditEntry(
  db: DbOrTx,
  entry: { action: string; entityType: AuditEntityType; entityId: string },
): Promise<boolean> {
  const [found] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entry.entityType),
        eq(auditLog.entityId, entry.entityId),
        eq(auditLog.action, entry.action),
      ),
    )
    .limit(1);
  return Boolean(found);
}

export interface AuditRecord {
  id: number;
  action: string;
  actorEmail: string | null;
  details: Record<string, unknown>;
  at: string;
}

export async function listAudit(db: DbOrTx, entityType: AuditEntityType, entityId: string): Promise<AuditRecord[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorEmail: row.actorEmail,
    details: (row.details ?? {}) as Record<string, unknown>,
    at: row.createdAt.toISOString(),
  }));
}
