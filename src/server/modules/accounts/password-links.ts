/**
 * One-time links to set a password. The e-mail carries a random token after the page address's `#`, so it never
 * reaches a server log or a Referer header; the table keeps only its SHA-256. A link works once, for 24 hours, and
 * a new link for the same person ends the old ones.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { invalid } from '../../errors';
import { recordAudit } from '../audit';
import { hashPassword } from './password-hashing';
import { weakPasswordReason } from './password-rules';
import { passwordLinks, sessions, users } from './schema';
import { hashToken } from './sessions';

export const PASSWORD_LINK_HOURS = 24;
export const LINK_NOT_VALID =
  'This link has expired or has already been used. Ask the shop’s owner to send you a new one.';

export async function createPasswordLink(
  tx: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<{ id: string; token: string }> {
  await tx
    .update(passwordLinks)
    .set({ usedAt: now })
    .where(and(eq(passwordLinks.userId, userId), isNull(passwordLinks.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  await tx
    .insert(passwordLinks)
    .values({ id, userId, createdAt: now, expiresAt: new Date(now.getTime() + PASSWORD_LINK_HOURS * 3_600_000) });
  return { id, token };
}

/** The account a link is for, locked, while the link is unused and within its time; otherwise a readable refusal. */
async function validLink(tx: DbOrTx, token: string, now: Date) {
  if (!token || token.length > 200) throw invalid(LINK_NOT_VALID);
  const [row] = await tx
    .select({ linkId: passwordLinks.id, expiresAt: passwordLinks.expiresAt, usedAt: passwordLinks.usedAt, user: users })
    .from(passwordLinks)
    .innerJoin(users, eq(users.id, passwordLinks.userId))
    .where(eq(passwordLinks.id, hashToken(token)))
    .for('update')
    .limit(1);
  if (!row || row.usedAt || row.expiresAt <= now || row.user.deactivatedAt) throw invalid(LINK_NOT_VALID);
  return row;
}

/** Who a link is for, so the page can greet them before they choose a password. */
export async function passwordLinkOwner(db: Db, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const { user } = await validLink(tx, token, now);
    return { email: user.email, name: user.name };
  });
}

/** Sets the password a link is for, once; the person's other sessions end. */
export async function setPasswordFromLink(db: Db, token: string, password: string, now = new Date()): Promise<void> {
  const owner = await passwordLinkOwner(db, token, now);
  const weak = weakPasswordReason(password, owner.email);
  if (weak) throw invalid(weak, { field: 'password' });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Checked again under the lock: two tabs with one link set one password.
    const { linkId, user } = await validLink(tx, token, now);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx.update(passwordLinks).set({ usedAt: now }).where(eq(passwordLinks.id, linkId));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await recordAudit(
      tx,
      { userId: user.id, email: user.email },
      {
        action: 'user.password_set',
        entityType: 'user',
        entityId: user.id,
      },
    );
  });
}
