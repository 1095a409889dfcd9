/** What tests read back of the audit log: the rows one kind of change wrote. */
import { eq } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import type { TestServer } from './build';

export function auditRowsOf(server: TestServer, action: string) {
  return server.database.db.select().from(auditLog).where(eq(auditLog.action, action));
}
