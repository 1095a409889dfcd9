/**
 * Sign-in, sign-out and the sessions behind them, and an admin's creation of a user: what the account routes and the
 * staff access check ask of the users and sessions tables. The routes keep the cookie; this keeps the rows.
 */
import { isStaffRole, type StaffRole } from '@domain/staff-roles';
import type { Db } from '../../db/client';
import { recordAudit, type Actor } from '../audit';
import { clearAccount, lockedUntil, recordFailure, throttleKeys } from './login-throttle';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from './password-hashing';
import {
  checkSessionById,
  createSession,
  deleteExpiredSessions,
  deleteSession,
  findActiveSession,
  sessionReads,
  type ReadSessionRow,
  type ActiveSession,
  type SessionContext,
} from './sessions';
import { deviceState } from './counter-devices';
import { findUserByEmail, saveUser, updatePasswordHash, type SaveUserResult } from './users-repository';

/** What a sign-in came to: locked out until a time, refused (and why, for the log), or a new session. */
export type SignInResult =
  | { locked: Date }
  | { refused: 'unknown e-mail' | 'deactivated' | 'wrong password' }
  | {
      user: { email: string; name: string | null; role: StaffRole | null };
      token: string;
      session: { csrfToken: string; expiresAt: Date };
    };

export class AccountService {
  /** The sessions' checks of requests arriving together, read together. */
  private readonly readSession: ReadSessionRow;

  constructor(private readonly db: Db) {
    this.readSession = sessionReads(db);
  }

  /** Checks the password (with the throttle per account and address); the old session, if any, ends. */
  async signIn(email: string, password: string, ip: string, oldToken: string | undefined): Promise<SignInResult> {
    const { db } = this;
    const keys = throttleKeys(email, ip);
    const locked = await lockedUntil(db, keys);
    if (locked) return { locked };

    const user = await findUserByEmail(db, email);
    const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstDummy(password);
    if (!user || !valid || user.deactivatedAt) {
      await recordFailure(db, keys);
      return { refused: !user ? 'unknown e-mail' : valid ? 'deactivated' : 'wrong password' };
    }

    // The old session (if any) ends; the new one gets a new id (no session fixation).
    await deleteSession(db, oldToken);
    const { token, session } = await db.transaction(async (tx) => {
      await clearAccount(tx, keys);
      await deleteExpiredSessions(tx, user.id);
      const started = await createSession(tx, user.id);
      await recordAudit(
        tx,
        { userId: user.id, email: user.email, name: user.name },
        { action: 'auth.sign_in', entityType: 'user', entityId: user.id },
      );
      return started;
    });
    if (needsRehash(user.passwordHash)) await updatePasswordHash(db, user.id, await hashPassword(password));
    const role = isStaffRole(user.role) ? user.role : null;
    return { user: { email: user.email, name: user.name, role }, token, session };
  }

  signOut(token: string | undefined): Promise<void> {
    return deleteSession(this.db, token);
  }

  /**
   * The session a cookie token belongs to, if it is still alive: a session switched in on a counter device only with
   * that device's token beside it, and a changing request counting as the person's activity there.
   */
  session(token: string | undefined, context: SessionContext = {}): Promise<ActiveSession | null> {
    return findActiveSession(this.db, token, new Date(), context, this.readSession);
  }

  /** The counter device a browser's device cookie names, if it is still signed in as one. */
  device(deviceToken: string | undefined) {
    return deviceState(this.db, deviceToken);
  }

  /** Whether a session is still alive, and its user's role, without touching it (for a long-lived stream). */
  sessionById(id: string): Promise<{ role: StaffRole | null } | null> {
    return checkSessionById(this.db, id);
  }

  /** Creates a user, or sets an existing one's password and role, recorded as done by `admin`. */
  async saveUser(admin: Actor, input: { email: string; password: string; isAdmin: boolean }): Promise<SaveUserResult> {
    const result = await saveUser(this.db, input);
    await recordAudit(this.db, admin, {
      action: result.created ? 'user.create' : 'user.update',
      entityType: 'user',
      entityId: result.user.id,
      details: { email: result.user.email, role: result.user.role },
    });
    return result;
  }
}
