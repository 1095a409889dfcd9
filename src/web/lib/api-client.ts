/**
 * The one way the browser talks to Pearl's API. Answers are JSON; a failed answer carries `{ "error": "…" }` written
 * for people, which becomes the message of the ApiError thrown here so screens can show it as it is.
 *
 * Every call names the zod schema of its answer, the very schema the server's route declares (src/domain/contracts),
 * so what a call returns is typed by the contract and nothing else. In development every answer is checked against
 * it (`schema.parse`), so a server and a browser that drifted apart fail loudly at once; in production answers are
 * only typed, to keep the work and the bundle lean, unless a call asks for the check (`check: 'always'`).
 *
 * The calls every page makes (menu, shop status, session) name their contract lazily, as a function that imports it
 * (`answer: () => import('@domain/contracts/menu').then((m) => m.menuAnswer)`): the schema library and the contracts
 * then stay out of the first page's JavaScript, and are fetched only when an answer is checked.
 */
import type { z } from 'zod';

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** The answer's parsed body, when there was one (an error answer's details, e.g. a card error's code). */
    readonly body?: unknown,
    /** True when the server did answer with success but its answer did not read as its contract says. */
    readonly unreadable = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const UNREACHABLE_MESSAGE = 'We could not reach the shop. Check your connection and try again.';

/** Picks the readable message out of an error answer's body, or a plain one naming the status. */
export function errorMessageFrom(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string' && error.trim()) return error;
  }
  return `Server returned ${status}`;
}

export const UNREADABLE_MESSAGE = 'The shop sent an answer we could not read. Please try again.';

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
}

/** A contract imported on demand: only a call that checks its answer loads it (and the schema library with it). */
export type LazyContract<S extends z.ZodType> = () => Promise<S>;

export interface ApiCall<S extends z.ZodType> extends ApiRequest {
  /**
   * The contract of a successful answer (from src/domain/contracts), or a function importing it; an empty answer (204)
   * reads as null.
   */
  answer: S | LazyContract<S>;
  /** Check the answer in production too (small answers on the money path); development always checks. */
  check?: 'always';
}

/** Whether answers are checked against their contract on every call. */
const CHECK_IN_DEVELOPMENT = import.meta.env.DEV;

export async function apiFetch<S extends z.ZodType>(
  path: string,
  { answer, check, json, headers, ...init }: ApiCall<S>,
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      ...init,
      headers: {
        accept: 'application/json',
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (error) {
    // An abort is the caller's own doing (a query cancelled): let it through unchanged.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(UNREACHABLE_MESSAGE, 0);
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok) throw new ApiError(UNREADABLE_MESSAGE, response.status, undefined, true);
    }
  }
  if (!response.ok) throw new ApiError(errorMessageFrom(response.status, body), response.status, body);
  return readAnswer(answer, body, response.status, CHECK_IN_DEVELOPMENT || check === 'always');
}

/**
 * A successful answer as its contract types it: checked with `schema.parse` when asked (development, or a call that
 * wants it), else taken as the contract says (the server's own response schema has checked it before sending).
 */
async function readAnswer<S extends z.ZodType>(
  contract: S | LazyContract<S>,
  body: unknown,
  status: number,
  checked: boolean,
): Promise<z.output<S>> {
  if (!checked) return body as z.output<S>;
  const schema = typeof contract === 'function' ? await contract() : contract;
  const result = schema.safeParse(body);
  if (!result.success) {
    console.error(`The answer does not match its contract (status ${status}):`, result.error.issues);
    throw new ApiError(UNREADABLE_MESSAGE, status, body, true);
  }
  return result.data;
}
