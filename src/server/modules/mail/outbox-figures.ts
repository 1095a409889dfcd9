/**
 * The mail outbox by state (GET /metrics): queued (waiting, or waiting for a retry), sending, sent, and failed (given
 * up after the last attempt); retrying counts the queued ones that have failed at least once.
 */
import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from './schema';

export async function outboxFigures(db: DbOrTx) {
  const rows = await db
    .select({
      status: mailOutbox.status,
      count: count(),
      retrying: sql<string>`count(*) filter (where ${mailOutbox.attempts} > 0)`,
    })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  return rows.map((row) => ({ status: row.status, count: Number(row.count), retrying: Number(row.retrying) }));
}
