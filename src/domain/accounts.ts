/**
 * Staff accounts: the rules shared by the sign-in form, the server and `npm run user:create`.
 */
import { z } from 'zod';
import type { SessionAnswer } from './contracts/accounts';
import { emailSchema, unknownFieldError } from './schemas';

export const MIN_PASSWORD_LENGTH = 10;
/** Long enough for any passphrase; short enough that hashing it is never a way to tie the server up. */
export const MAX_PASSWORD_LENGTH = 256;

/** A new password (user:create, the demo admin). */
export const newPasswordSchema = z
  .string({ error: 'Password is required.' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);

/**
 * Email and password required. No other rule here, so an old password never blocks a sign-in form. Any
 * other field is refused, not ignored (unknown fields get a 4xx, and a refused body counts no failure).
 */
export const loginInputSchema = z.strictObject(
  {
    email: emailSchema,
    password: z
      .string({ error: 'Password is required.' })
      .min(1, 'Password is required.')
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
  },
  { error: unknownFieldError('') },
);
export type LoginInput = z.infer<typeof loginInputSchema>;

/** What the browser knows of the signed-in user (GET /api/auth/session's contract). */

/** The user (or null) and the token sent back in the x-csrf-token header on every staff call that changes something. */
export type SessionInfo = SessionAnswer;
