/** Staff and customer accounts: small plain async functions that return null when nothing matched. */
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from './schema';
import { hashPassword } from './password-hashing';

export type UserRow = typeof users.$inferSelect;

/** E-mail addresses are stored trimmed and lower-cased (schema.ts). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

export interface SaveUserResult {
  user: UserRow;
  created: boolean;
  /** Whether the account had a staff role before an update (undefined when created). */
  wasAdmin?: boolean;
}

/**
 * Creates a user, or sets an existing one's password and role (`npm run user:create`): an admin is an Owner, the
 * first Owner's and recovery's way in, so it also makes a deactivated account active again. One statement, so
 * two runs at once cannot create the address twice. An updated user's sessions end, so a new password or a removed
 * role takes effect at once.
 */
export async function saveUser(
  db: DbOrTx,
  input: { email: string; password: string; isAdmin: boolean },
): Promise<SaveUserResult> {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const role = input.isAdmin ? 'owner' : null;
  const before = await findUserByEmail(db, email);
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash, role })
    .onConflictDoUpdate({
      target: users.email,
      set: { passwordHash, role, deactivatedAt: null, updatedAt: new Date() },
    })
    .returning();
  if (before) await db.delete(sessions).where(eq(sessions.userId, user!.id));
  return { user: user!, created: !before, wasAdmin: before ? before.role !== null : undefined };
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** The active Owners' addresses, for what the shop must tell them (a disputed payment). */
export async function adminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'owner'), isNull(users.deactivatedAt)));
  return rows.map((row) => row.email);
}
