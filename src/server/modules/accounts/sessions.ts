/**
 * Server-side sessions. The cookie carries a random token; the database keeps only its SHA-256, so a
 * leaked copy of the table opens no session. A session ends after 12 hours without use or 7 days after sign-in,
 * whichever comes first, and at sign-out (the row is deleted).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { isStaffRole, type StaffRole } from '@domain/staff-roles';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from './schema';

export const SESSION_COOKIE = 'pearl_session';
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** lastSeenAt is written at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface ActiveSession {
  /** SHA-256 of the cookie token. */
  id: string;
  userId: string;
  email: string;
  name: string | null;
  /** The staff role, or null for an account with none. */
  role: StaffRole | null;
  /** Has a staff role: what the specification calls an admin (the Admin link, /admin and /orders). */
  isAdmin: boolean;
  csrfToken: string;
  expiresAt: Date;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Starts a session: always a new id, so a session id known before sign-in is worth nothing after it. */
export async function createSession(
  db: DbOrTx,
  userId: string,
  now = new Date(),
): Promise<{ token: string; session: Omit<ActiveSession, 'email' | 'name' | 'role' | 'isAdmin'> }> {
  const token = newToken();
  const session = {
    id: hashToken(token),
    userId,
    csrfToken: newToken(),
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
  };
  await db.insert(sessions).values({ ...session, createdAt: now, lastSeenAt: now });
  return { token, session };
}

/** The session a cookie token belongs to, if it is still alive; an expired one is deleted on sight. */
export async function findActiveSession(
  db: DbOrTx,
  token: string | undefined,
  now = new Date(),
): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      email: users.email,
      name: users.name,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const { lastSeenAt: _lastSeenAt, role: stored, ...session } = row;
  const role = isStaffRole(stored) ? stored : null;
  return { ...session, role, isAdmin: role !== null };
}

/**
 * Whether the session with this id is still alive, and its user's role, without touching it (a live stream open for
 * hours is not use of the session, and must not keep it alive).
 */
export async function checkSessionById(
  db: DbOrTx,
  id: string,
  now = new Date(),
): Promise<{ role: StaffRole | null } | null> {
  const [row] = await db
    .select({ expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row || row.expiresAt <= now || row.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()) return null;
  return { role: isStaffRole(row.role) ? row.role : null };
}

export async function deleteSession(db: DbOrTx, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/**
 * Drops dead sessions (past their 7 days or 12 idle hours): a user's at their sign-in, everyone's in the periodic
 * retention job, so the sessions of someone who never comes back do not stay for good. Returns how many went.
 */
export async function deleteExpiredSessions(db: DbOrTx, userId: string | null, now = new Date()): Promise<number> {
  const dead = or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));
  const rows = await db
    .delete(sessions)
    .where(userId === null ? dead : and(eq(sessions.userId, userId), dead))
    .returning({ id: sessions.id });
  return rows.length;
}
