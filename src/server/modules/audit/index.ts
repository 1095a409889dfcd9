/**
 * The audit module's public file: other modules, app.ts, services.ts and scripts import the audit log from here only. It owns the audit_log table:
 * record an entry with recordAudit (or AuditService.record), in the transaction of the change it describes.
 */
export { hasAuditEntry, recordAudit, recordAudits, listAudit } from './audit-log';
export type { Actor } from './audit-log';
export { createAuditService, type AuditService } from './audit-service';
export { auditRoutes } from './audit-routes';
