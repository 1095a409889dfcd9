/**
 * Server-side sessions. The cookie carries a random token; the database keeps only its SHA-256, so a
 * leaked copy of the table opens no session. A session ends after 12 hours without use or 7 days after sign-in,
 * whichever comes first, and at sign-out (the row is deleted).
 *
 * A session started by a PIN on a counter device is tied to that device: it is honoured only beside the device's own
 * cookie, while the device is not revoked, and it ends after a short idle time. There, only what a person does counts
 * as use (a call that changes something, or the browser saying it was touched): the pages' own polling does not keep a
 * tablet left alone switched in.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { PIN_IDLE_MS } from '@domain/counter-device';
import { isStaffRole, type StaffRole } from '@domain/staff-roles';
import type { DbOrTx } from '../../db/client';
import { readsInTurns } from '../../reads-in-turns';
import { counterDevices, sessions, users } from './schema';

export const SESSION_COOKIE = 'pearl_session';
/** The cookie that makes a browser a counter device (modules/accounts/counter-devices.ts). */
export const DEVICE_COOKIE = 'pearl_counter_device';
export const SESSION_IDLE_MS = 12 * 60 * 60_000;
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60_000;
/** A PIN session on a counter device lasts at most a long shift, however busy. */
export const DEVICE_SESSION_MAX_AGE_MS = 12 * 60 * 60_000;
/** lastSeenAt is written at most this often, so reading pages does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

const idleLimit = (deviceId: string | null) => (deviceId ? PIN_IDLE_MS : SESSION_IDLE_MS);

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
  /** The counter device this person switched in on by PIN; null for a session signed in with a password. */
  device: { id: string; name: string } | null;
}

/** What a request brings besides its session cookie. */
export interface SessionContext {
  /** The counter device cookie's token, if the browser has one. */
  deviceToken?: string | undefined;
  /** The request is something a person did (it changes something): it keeps a PIN session alive. */
  activity?: boolean;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Starts a session: always a new id, so a session id known before sign-in is worth nothing after it. */
export async function createSession(
  db: DbOrTx,
  userId: string,
  now = new Date(),
  deviceId: string | null = null,
): Promise<{ token: string; session: Omit<ActiveSession, 'email' | 'name' | 'role' | 'isAdmin' | 'device'> }> {
  const token = newToken();
  const session = {
    id: hashToken(token),
    userId,
    csrfToken: newToken(),
    expiresAt: new Date(now.getTime() + (deviceId ? DEVICE_SESSION_MAX_AGE_MS : SESSION_MAX_AGE_MS)),
  };
  await db.insert(sessions).values({ ...session, createdAt: now, lastSeenAt: now, deviceId });
  return { token, session };
}

/** A device session is honoured only with its device's own cookie, while the device is not revoked. */
function onItsDevice(
  row: { deviceId: string | null; deviceTokenHash: string | null; deviceRevokedAt: Date | null },
  deviceToken: string | undefined,
): boolean {
  if (!row.deviceId) return true;
  if (!deviceToken || deviceToken.length > 200 || row.deviceRevokedAt) return false;
  return row.deviceTokenHash === hashToken(deviceToken);
}

/** Whether the browser's counter device cookie is an active kiosk's. */
async function isKioskBrowser(db: DbOrTx, deviceToken: string | undefined): Promise<boolean> {
  if (!deviceToken || deviceToken.length > 200) return false;
  const [kiosk] = await db
    .select({ id: counterDevices.id })
    .from(counterDevices)
    .where(
      and(
        eq(counterDevices.tokenHash, hashToken(deviceToken)),
        isNull(counterDevices.revokedAt),
        eq(counterDevices.mode, 'kiosk'),
      ),
    )
    .limit(1);
  return kiosk !== undefined;
}

/** What a session's check reads: its row, its user's, and its counter device's. */
async function sessionRowsById(db: DbOrTx, ids: readonly string[]) {
  const rows = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      email: users.email,
      name: users.name,
      role: users.role,
      deviceId: sessions.deviceId,
      deviceName: counterDevices.name,
      deviceTokenHash: counterDevices.tokenHash,
      deviceRevokedAt: counterDevices.revokedAt,
      deviceMode: counterDevices.mode,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(counterDevices, eq(counterDevices.id, sessions.deviceId))
    .where(
      and(ids.length === 1 ? eq(sessions.id, ids[0]!) : inArray(sessions.id, [...ids]), isNull(users.deactivatedAt)),
    );
  return new Map(rows.map((row) => [row.id, row]));
}

type SessionRow = Awaited<ReturnType<typeof sessionRowsById>> extends ReadonlyMap<string, infer R> ? R : never;
/** Reads a session's row by the SHA-256 of its token: at once, or gathered with others (sessionReads). */
export type ReadSessionRow = (id: string) => Promise<SessionRow | undefined>;

/**
 * Session reads gathered: the checks of the requests arriving while one read runs are read together in the next
 * (server/reads-in-turns.ts), so a rush of staff calls pays about one statement for its sessions, not one each.
 */
export const sessionReads = (db: DbOrTx): ReadSessionRow => readsInTurns((ids) => sessionRowsById(db, ids));

/** The session a cookie token belongs to, if it is still alive; an expired one is deleted on sight. */
export async function findActiveSession(
  db: DbOrTx,
  token: string | undefined,
  now = new Date(),
  context: SessionContext = {},
  readRow: ReadSessionRow = async (id) => (await sessionRowsById(db, [id])).get(id),
): Promise<ActiveSession | null> {
  if (!token || token.length > 200) return null;
  const id = hashToken(token);
  const row = await readRow(id);
  // A device session's cookie carried away from its device is worth nothing there (and is left alone).
  if (!row || !onItsDevice(row, context.deviceToken)) return null;
  // A kiosk is the customers': no one's session is honoured there, however it was started.
  if (row.deviceMode === 'kiosk' || (!row.deviceId && (await isKioskBrowser(db, context.deviceToken)))) return null;
  if (row.expiresAt <= now || row.lastSeenAt.getTime() + idleLimit(row.deviceId) <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  const touch = row.deviceId ? context.activity === true : now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS;
  if (touch) {
    // The row may be shared by the requests read with this one: the first to touch it spares the others a write.
    row.lastSeenAt = now;
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  const { id: sessionId, userId, csrfToken, expiresAt, email, name, deviceId, deviceName } = row;
  const role = isStaffRole(row.role) ? row.role : null;
  const device = deviceId && deviceName !== null ? { id: deviceId, name: deviceName } : null;
  return { id: sessionId, userId, csrfToken, expiresAt, email, name, role, isAdmin: role !== null, device };
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
    .select({
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      role: users.role,
      deviceId: sessions.deviceId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row || row.expiresAt <= now || row.lastSeenAt.getTime() + idleLimit(row.deviceId) <= now.getTime()) return null;
  return { role: isStaffRole(row.role) ? row.role : null };
}

export async function deleteSession(db: DbOrTx, token: string | undefined): Promise<void> {
  if (!token || token.length > 200) return;
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

/**
 * Drops dead sessions (past their 7 days or 12 idle hours, or a counter device's idle minutes): a user's at their
 * sign-in, everyone's in the periodic retention job, so the sessions of someone who never comes back do not stay for
 * good. Returns how many went.
 */
export async function deleteExpiredSessions(db: DbOrTx, userId: string | null, now = new Date()): Promise<number> {
  const dead = or(
    lt(sessions.expiresAt, now),
    lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
    and(isNotNull(sessions.deviceId), lt(sessions.lastSeenAt, new Date(now.getTime() - PIN_IDLE_MS))),
  );
  const rows = await db
    .delete(sessions)
    .where(userId === null ? dead : and(eq(sessions.userId, userId), dead))
    .returning({ id: sessions.id });
  return rows.length;
}
