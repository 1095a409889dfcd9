/**
 * The audit log as the app hands it to the modules that record or read staff actions: built once from the database
 * (services.ts), passed to services as a parameter, so no module reaches for the app to find it.
 */
import type { StaffActivityPage } from '@domain/staff-activity';
import type { Db, DbOrTx } from '../../db/client';
import { readAuditFeed } from './audit-feed';
import {
  listAudit,
  recordAudit,
  type Actor,
  type AuditEntityType,
  type AuditEntry,
  type AuditRecord,
} from './audit-log';

export interface AuditService {
  /** Writes one entry with `tx`: the caller's transaction, so the record and the change stand or fall together. */
  record(tx: DbOrTx, actor: Actor | null, entry: AuditEntry): Promise<void>;
  /** Writes one entry on its own, for an action that changed nothing in the database (a test payment started). */
  recordAlone(actor: Actor | null, entry: AuditEntry): Promise<void>;
  /** One thing's history, oldest first. */
  history(entityType: AuditEntityType, entityId: string): Promise<AuditRecord[]>;
  /** The staff activity list, newest first, a page at a time. */
  feed(options: { before?: number | undefined; limit: number }): Promise<StaffActivityPage>;
}

export function createAuditService({ db }: { db: Db }): AuditService {
  return {
    record: recordAudit,
    recordAlone: (actor, entry) => recordAudit(db, actor, entry),
    history: (entityType, entityId) => listAudit(db, entityType, entityId),
    feed: (options) => readAuditFeed(db, options),
  };
}
