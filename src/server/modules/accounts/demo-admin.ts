/**
 * The demo admin (issue 4): `npm start` on a new embedded database creates admin@pearl.example, so a person trying the
 * shop can sign in at once; the start-up log prints the password. Never on a PostgreSQL server and never in
 * production: no production database ever gets a default password.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from './password-hashing';
import { countUsers } from './users-repository';

export const DEMO_ADMIN_EMAIL = 'admin@pearl.example';

export async function ensureDemoAdmin(
  database: Database,
  options: { production: boolean; password?: string | undefined },
): Promise<{ email: string; password: string } | null> {
  if (database.kind !== 'pglite' || options.production) return null;
  if ((await countUsers(database.db)) > 0) return null;
  const password = options.password ?? randomBytes(12).toString('base64url');
  const created = await database.db
    .insert(users)
    .values({ email: DEMO_ADMIN_EMAIL, passwordHash: await hashPassword(password), isAdmin: true })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return created.length ? { email: DEMO_ADMIN_EMAIL, password } : null;
}
