/**
 * What every route's contract shares: the error answer. Any failure answers `{ "error": "…" }` a person can read,
 * sometimes with more (a validation error's `field`, a card error's `code`), so the extra fields are kept, not stripped.
 */
import { z } from 'zod';

export const errorAnswer = z.looseObject({ error: z.string() });

/** The error answers of a route, one per status it can fail with. */
export function errorAnswers<const S extends number>(...statuses: S[]): Record<S, typeof errorAnswer> {
  return Object.fromEntries(statuses.map((status) => [status, errorAnswer])) as Record<S, typeof errorAnswer>;
}

/** The error answer reduced to its message: for routes whose error answers have always carried `error` only. */
export const plainErrorAnswer = z.object({ error: z.string() });

/** 204 No Content: no body on the wire (the browser's client reads it as null). */
export const noContent = z.null();

/** Times are ISO 8601 strings in UTC. */
export const isoTime = z.string();

/**
 * A Server-Sent Events stream (/api/menu/stream, /api/admin/orders/stream): `event: <topic>` lines with a JSON `data`
 * line each, written straight to the socket (the answer is never serialised).
 */
export const eventStreamAnswer = {
  description: 'Server-Sent Events',
  content: { 'text/event-stream': { schema: z.string() } },
};
