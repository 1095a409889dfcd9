/**
 * One error type with a closed set of kinds (Medusa's habit). Expected failures throw an AppError with a message a
 * person can read; the HTTP layer maps the kind to a status in one place (see http/error-handler.ts).
 */
export type ErrorKind =
  | 'invalid_data'
  | 'unauthorized'
  | 'not_allowed'
  | 'not_found'
  | 'conflict'
  | 'payment_failed'
  | 'too_many_requests'
  | 'unavailable';

export const statusOfKind: Record<ErrorKind, number> = {
  invalid_data: 400,
  unauthorized: 401,
  not_allowed: 403,
  not_found: 404,
  conflict: 409,
  payment_failed: 402,
  too_many_requests: 429,
  unavailable: 503,
};

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string, details?: Record<string, unknown>) =>
  new AppError('invalid_data', message, details);
export const notFound = (message: string) => new AppError('not_found', message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError('conflict', message, details);

/** Throws a readable not-found error when value is null or undefined (Epic Stack's invariantResponse). */
export function invariantFound<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw notFound(message);
  return value;
}
