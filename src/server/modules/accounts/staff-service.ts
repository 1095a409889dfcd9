/**
 * The shop's staff, as the Owner runs them from the Staff page: add a person with a role (they set their own password
 * from a one-time link sent by e-mail), change a role, deactivate, send a new link. There is always at least one
 * active Owner: the Owners' rows are locked while a change that could remove the last one is checked, so two such
 * changes at once cannot both pass. Every change is audited in its own transaction.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { STAFF_ROLE_LABELS, type StaffRole } from '@domain/staff-roles';
import type { StaffMember } from '@domain/contracts/staff';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { recordAudit, type Actor } from '../audit';
import type { Mailer } from '../mail';
import { hashPassword } from './password-hashing';
import { createPasswordLink, PASSWORD_LINK_HOURS, passwordLinkOwner, setPasswordFromLink } from './password-links';
import { sessions, users } from './schema';
import { normaliseEmail } from './users-repository';

export const LAST_OWNER = 'There must always be at least one active Owner: make someone else an Owner first.';

export interface StaffServiceOptions {
  db: Db;
  mailer: Mailer;
  /** Where the shop is reached: the link in the e-mail is built from it, never from a request. */
  publicUrl: string;
}

export class StaffService {
  constructor(private readonly options: StaffServiceOptions) {}

  /** Everyone who has or had a staff role, active first, then by name. */
  async list(): Promise<StaffMember[]> {
    const rows = await this.options.db
      .select()
      .from(users)
      .where(isNotNull(users.role))
      .orderBy(sql`${users.deactivatedAt} is not null`, asc(users.name), asc(users.email));
    return rows.map(memberOf);
  }

  async add(actor: Actor, input: { name: string; email: string; role: StaffRole }): Promise<StaffMember> {
    const email = normaliseEmail(input.email);
    // Nobody knows this password: the person sets their own from the link.
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    return this.options.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, name: input.name.trim(), role: input.role, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (!user) {
        throw new AppError('conflict', 'Someone already has an account with this e-mail address.', {
          field: 'email',
        });
      }
      await this.sendLinkIn(tx, user, 'welcome');
      await recordAudit(tx, actor, {
        action: 'staff.add',
        entityType: 'user',
        entityId: user.id,
        details: { email, name: user.name, role: input.role },
      });
      return memberOf(user);
    });
  }

  async changeRole(actor: Actor, id: string, role: StaffRole): Promise<StaffMember> {
    return this.options.db.transaction(async (tx) => {
      await lockActiveOwners(tx);
      const user = await this.staffMember(tx, id);
      if (user.role === 'owner' && role !== 'owner') await refuseIfLastOwner(tx, user.id);
      const [updated] = await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, id)).returning();
      await recordAudit(tx, actor, {
        action: 'staff.role',
        entityType: 'user',
        entityId: id,
        details: { email: user.email, name: user.name, from: user.role, role },
      });
      return memberOf(updated!);
    });
  }

  /** Ends the person's sessions at once; their live streams end at their next check. */
  async deactivate(actor: Actor, id: string): Promise<StaffMember> {
    return this.options.db.transaction(async (tx) => {
      await lockActiveOwners(tx);
      const user = await this.staffMember(tx, id);
      if (user.deactivatedAt) return memberOf(user);
      if (user.role === 'owner') await refuseIfLastOwner(tx, user.id);
      const [updated] = await tx
        .update(users)
        // Their PIN goes too: it switches nobody in any more, and becomes free for someone else.
        .set({ deactivatedAt: new Date(), pinHash: null, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await recordAudit(tx, actor, {
        action: 'staff.deactivate',
        entityType: 'user',
        entityId: id,
        details: { email: user.email, name: user.name },
      });
      return memberOf(updated!);
    });
  }

  /** A new link by e-mail; earlier links stop working. */
  async sendNewLink(actor: Actor, id: string): Promise<StaffMember> {
    return this.options.db.transaction(async (tx) => {
      const user = await this.staffMember(tx, id);
      if (user.deactivatedAt) {
        throw new AppError('conflict', 'This person is deactivated: no link can be sent to them.');
      }
      await this.sendLinkIn(tx, user, 'reset');
      await recordAudit(tx, actor, {
        action: 'staff.link',
        entityType: 'user',
        entityId: id,
        details: { email: user.email, name: user.name },
      });
      return memberOf(user);
    });
  }

  /** Who a set-password link is for (the page greets them), while it is still valid. */
  linkOwner(token: string): Promise<{ email: string; name: string | null }> {
    return passwordLinkOwner(this.options.db, token);
  }

  setPassword(token: string, password: string): Promise<void> {
    return setPasswordFromLink(this.options.db, token, password);
  }

  private async staffMember(tx: DbOrTx, id: string) {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
    if (!user || !user.role) throw new AppError('not_found', 'No such member of staff.');
    return user;
  }

  private async sendLinkIn(tx: DbOrTx, user: typeof users.$inferSelect, kind: 'welcome' | 'reset'): Promise<void> {
    const { token, id } = await createPasswordLink(tx, user.id);
    const link = `${this.options.publicUrl}/set-password#${token}`;
    const role = STAFF_ROLE_LABELS[user.role as StaffRole] ?? 'staff';
    const greeting = user.name ? `Hello ${user.name},` : 'Hello,';
    const opening =
      kind === 'welcome'
        ? `You have been added to the shop's staff as ${role}.`
        : 'A new link to set your password for the shop has been sent to you.';
    await this.options.mailer.enqueue(
      {
        to: user.email,
        subject: kind === 'welcome' ? 'Your staff account: set your password' : 'Set your staff password',
        text: [
          greeting,
          '',
          opening,
          `Choose your password here within ${PASSWORD_LINK_HOURS} hours (the link works once):`,
          link,
          '',
          'Then sign in with this e-mail address. If you did not expect this e-mail, you can ignore it.',
        ].join('\n'),
        dedupeKey: `staff-link:${id}`,
      },
      tx,
    );
  }
}

/**
 * Locks the active Owners' rows, in one order, before the row a change is about: two changes at once (one Owner
 * demoted while another is deactivated) then take turns, where locking each one's own row first made them wait on
 * each other until the database broke the deadlock.
 */
async function lockActiveOwners(tx: DbOrTx): Promise<{ id: string }[]> {
  return tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), isNull(users.deactivatedAt)))
    .orderBy(users.id)
    .for('update');
}

/** Refuses a change that would leave no active Owner; the Owners' rows stay locked until the change commits. */
async function refuseIfLastOwner(tx: DbOrTx, leaving: string): Promise<void> {
  const owners = await lockActiveOwners(tx);
  if (!owners.some((owner) => owner.id !== leaving)) throw new AppError('conflict', LAST_OWNER);
}

function memberOf(user: typeof users.$inferSelect): StaffMember {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as StaffRole,
    active: user.deactivatedAt === null,
    hasPin: user.pinHash !== null,
  };
}
