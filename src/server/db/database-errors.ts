/**
 * PostgreSQL's own refusals (unique, foreign key and check constraints), found under whatever wrapper the driver or
 * drizzle put around them, so a route can turn a constraint into a message a person can read.
 */
export interface ConstraintViolation {
  code: string;
  constraint: string | undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export function constraintViolationOf(error: unknown): ConstraintViolation | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^23\d{3}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}
