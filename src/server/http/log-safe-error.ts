/**
 * How an error is written to the log. A failed query's error carries the whole SQL text and its parameters (drizzle's
 * "Failed query: … params: …", and `query`/`params` fields beside it): the parameters are customers' names and
 * e-mails, session ids, tokens, and the text tells anyone who reads the log how the tables are laid out. The log keeps
 * what someone running the shop needs (the error's kind, the database's own message and code, where it was thrown)
 * and never the query. A message that quotes an address has its secret path segments hidden (log-redaction.ts).
 */
import { redactSecretPaths } from './log-redaction';

const QUERY_WITHHELD = 'A database query failed (its SQL text and parameters are not logged).';
/** Fields that hold a query or its values, on drizzle's, node-postgres' and PGlite's errors. */
const WITHHELD_FIELDS = new Set(['query', 'params', 'parameters', 'internalQuery']);
const MAX_CAUSES = 5;

type Logged = { type: string; message: string; stack: string; [key: string]: unknown };

function describe(error: Error, depth: number): Logged {
  // drizzle's wrapper puts the query into its message; the database's own error (its cause) keeps its message and
  // carries the query in fields of its own.
  const failedQuery = error.message.startsWith('Failed query:');
  const message = failedQuery ? QUERY_WITHHELD : redactSecretPaths(error.message);
  const stack = redactSecretPaths(
    failedQuery ? (error.stack ?? '').replace(error.message, QUERY_WITHHELD) : (error.stack ?? ''),
  );
  const logged: Logged = { type: error.constructor?.name ?? error.name, message, stack };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'cause' || WITHHELD_FIELDS.has(key)) continue;
    logged[key] = value;
  }
  if (error.cause !== undefined) logged.cause = depth < MAX_CAUSES ? loggedCause(error.cause, depth + 1) : '…';
  return logged;
}

function loggedCause(cause: unknown, depth: number): unknown {
  return cause instanceof Error ? describe(cause, depth) : cause;
}

/**
 * The log's serializer of `err`: errors as plain objects (type, message, stack, own fields, cause), queries withheld.
 * Whatever else was thrown (a string) is logged as it is.
 */
export function logSafeError(error: Error): Logged {
  return error instanceof Error ? describe(error, 0) : (error as unknown as Logged);
}
