/**
 * Deleting e-mails from the outbox, for the privacy module's erasure and retention (the mail module owns mail_outbox:
 * nobody else writes it). Each returns the ids of the rows deleted, whose .eml copies the mailer then discards.
 */
import { and, inArray, like, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from './schema';

/**
 * Deletes the e-mails Pearl sent or meant to send to the address (receipts, notifications, data-page codes): their
 * subjects name order numbers, so keeping them would tie the anonymous orders back to the person. Matches the bare
 * address and "Name <address>".
 */
export async function forgetMailTo(tx: DbOrTx, email: string): Promise<string[]> {
  const rows = await tx
    .delete(mailOutbox)
    .where(
      sql`lower(${mailOutbox.to}) = ${email} or right(lower(${mailOutbox.to}), ${email.length + 2}) = ${`<${email}>`}`,
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/**
 * Data-page code e-mails created before `codesBefore` (the code inside has long expired), and sent or failed e-mails
 * created before `sentBefore`.
 */
export async function deleteOldMail(
  tx: DbOrTx,
  { codesBefore, sentBefore }: { codesBefore: Date; sentBefore: Date },
): Promise<string[]> {
  const codes = await tx
    .delete(mailOutbox)
    .where(and(like(mailOutbox.dedupeKey, 'data-code:%'), lt(mailOutbox.createdAt, codesBefore)))
    .returning({ id: mailOutbox.id });
  const sent = await tx
    .delete(mailOutbox)
    .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, sentBefore)))
    .returning({ id: mailOutbox.id });
  return [...codes, ...sent].map((row) => row.id);
}
