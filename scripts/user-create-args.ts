/**
 * The arguments of `npm run user:create`, kept apart from the script so they can be tested:
 *   --email E        the account's e-mail (required)
 *   --password P     its password; or USER_PASSWORD in the environment; or, in a terminal, asked for (hidden)
 *   --admin          an Owner; without it the account has (or is left with) no staff role
 */
import { newPasswordSchema } from '../src/domain/accounts';
import { weakPasswordReason } from '../src/server/modules/accounts';
import { emailSchema } from '../src/domain/schemas';

export const USAGE = [
  'Usage: npm run user:create -- --email E [--password P] [--admin]',
  '',
  'Creates a user, or sets an existing user’s password and role.',
  '  --email E      the user’s e-mail address',
  '  --password P   the password (at least 10 characters). Safer: set USER_PASSWORD, or leave both out',
  '                 and type it when asked (it is not shown).',
  '  --admin        make the user an Owner (without it the user has no staff role)',
  '',
  'Uses DATABASE_URL when set, else the embedded database in DATA_DIR (stop the shop first).',
].join('\n');

export class UsageError extends Error {
  constructor(message: string) {
    super(`${message}\n\n${USAGE}`);
    this.name = 'UsageError';
  }
}

export interface UserCreateArgs {
  help: boolean;
  email: string;
  /** Undefined: ask for it. */
  password: string | undefined;
  admin: boolean;
}

export function parseUserCreateArgs(
  argv: readonly string[],
  env: { USER_PASSWORD?: string | undefined } = {},
): UserCreateArgs {
  let email: string | undefined;
  let password: string | undefined;
  let admin = false;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new UsageError(`${name} needs a value.`);
      i++;
      return next;
    };
    switch (name) {
      case '--email':
        email = value();
        break;
      case '--password':
        password = value();
        break;
      case '--admin':
        if (inline !== undefined) throw new UsageError('--admin takes no value.');
        admin = true;
        break;
      case '--help':
      case '-h':
        help = true;
        break;
      default:
        throw new UsageError(`Unknown argument: ${arg}`);
    }
  }
  if (help) return { help, email: '', password: undefined, admin };
  if (email === undefined) throw new UsageError('--email is required.');
  const parsedEmail = emailSchema.safeParse(email);
  if (!parsedEmail.success)
    throw new UsageError(`${parsedEmail.error.issues[0]?.message ?? 'Enter a valid email address.'} (${email})`);
  password ??= env.USER_PASSWORD || undefined;
  if (password !== undefined) checkPassword(password, parsedEmail.data);
  return { help, email: parsedEmail.data, password, admin };
}

/** Throws a UsageError when the password breaks the rules: too short or long, or too easy to guess (password-rules.ts). */
export function checkPassword(password: string, email?: string): void {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'Invalid password.');
  const weak = weakPasswordReason(password, email);
  if (weak) throw new UsageError(weak);
}
