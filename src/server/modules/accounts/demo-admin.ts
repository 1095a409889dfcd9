/**
 * The demo admin: `npm start` on a new embedded database creates admin@pearl.example, so a person trying the
 * shop can sign in at once; the start-up prints the password that once, and on later starts only a reminder of the
 * address and how to reset it. Never on a PostgreSQL server and never in production: no production database ever
 * gets a default password.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { ConfigError } from '../../env';
import { users } from './schema';
import { hashPassword } from './password-hashing';
import { weakPasswordReason } from './password-rules';
import { countUsers, findUserByEmail } from './users-repository';

export const DEMO_ADMIN_EMAIL = 'admin@pearl.example';

export type DemoAdmin =
  /** Made just now, the only time its password is known; passwordChosen when it came from DEMO_ADMIN_PASSWORD. */
  | { state: 'created'; email: string; password: string; passwordChosen: boolean }
  /** Made at an earlier start and still an admin; its password is only a hash now. */
  | { state: 'kept'; email: string };

/** Creates the demo admin on a new embedded database; null where there is none (PostgreSQL, production, removed). */
export async function ensureDemoAdmin(
  database: Database,
  options: { production: boolean; password?: string | undefined },
): Promise<DemoAdmin | null> {
  if (database.kind !== 'pglite' || options.production) return null;
  // A chosen password is held to the rules of any staff password: a demo shop can still be reached by others.
  const weak = options.password === undefined ? null : weakPasswordReason(options.password, DEMO_ADMIN_EMAIL);
  if (weak) throw new ConfigError([`DEMO_ADMIN_PASSWORD: ${weak}`]);
  if ((await countUsers(database.db)) === 0) {
    const password = options.password ?? randomBytes(12).toString('base64url');
    const created = await database.db
      .insert(users)
      .values({
        email: DEMO_ADMIN_EMAIL,
        name: 'Demo owner',
        passwordHash: await hashPassword(password),
        role: 'owner',
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (created.length) {
      return { state: 'created', email: DEMO_ADMIN_EMAIL, password, passwordChosen: options.password !== undefined };
    }
    // Not inserted (the address was taken meanwhile): there is no password of ours to print.
  }
  const existing = await findUserByEmail(database.db, DEMO_ADMIN_EMAIL);
  return existing?.role === 'owner' && !existing.deactivatedAt ? { state: 'kept', email: DEMO_ADMIN_EMAIL } : null;
}

/**
 * What the start-up prints about the demo admin, for the console rather than the structured log (no
 * password in a log that may be shipped elsewhere). The password appears only when it was just made at random; one
 * chosen through DEMO_ADMIN_PASSWORD is not repeated, and later starts print no password at all.
 */
export function demoAdminNotice(demoAdmin: DemoAdmin | null, publicUrl: string): string | null {
  if (!demoAdmin) return null;
  const { email } = demoAdmin;
  const reset = `npm run user:create -- --email ${email} --admin`;
  if (demoAdmin.state === 'kept') {
    return `\nDemo admin: ${email} (password printed at first start; reset it with ${reset} with the shop stopped)\n`;
  }
  const password = demoAdmin.passwordChosen
    ? 'the password in DEMO_ADMIN_PASSWORD'
    : `the password ${demoAdmin.password}`;
  return `\nDemo admin: sign in at ${publicUrl}/login as ${email} with ${password}\nChange it with: ${reset} (with the shop stopped)\n`;
}
