/** /api/auth/* and /api/admin/users: who is signed in, and the staff's accounts. */
import { z } from 'zod';
import { STAFF_ROLES } from '../staff-roles';
import { noContent } from './common';

export const sessionUserAnswer = z.object({
  email: z.string(),
  name: z.string().nullable(),
  /** The staff role; null for an account with none. */
  role: z.enum(STAFF_ROLES).nullable(),
  /** Has a staff role: reaches the back office. */
  isAdmin: z.boolean(),
});
/**
 * GET /api/auth/session and POST /api/auth/login: the user (or null) and the token staff calls must carry; and, when
 * this browser is a counter device, its name (a person on it switches in by PIN, and is switched out when idle); absent
 * on any other browser.
 */
export const sessionAnswer = z.object({
  user: sessionUserAnswer.nullable(),
  csrfToken: z.string().optional(),
  device: z.object({ name: z.string() }).optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;
/** POST /api/auth/logout: 204 (named here so the header's Sign out imports one contract module, on demand). */
export const logoutAnswer = noContent;

/** POST /api/admin/users. */
export const savedUserAnswer = z.object({ email: z.string(), isAdmin: z.boolean(), created: z.boolean() });
