/**
 * The one way the browser talks to Pearl's API. Answers are JSON; a failed answer carries `{ "error": "…" }` written
 * for people, which becomes the message of the ApiError thrown here so screens can show it as it is.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
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

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  /** Sent as JSON. */
  json?: unknown;
}

export async function apiFetch<T>(
  path: string,
  { json, headers, ...init }: ApiRequest = {},
  fetchImpl: typeof fetch = globalThis.fetch,
): Promise<T> {
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
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      if (response.ok)
        throw new ApiError('The shop sent an answer we could not read. Please try again.', response.status);
    }
  }
  if (!response.ok) throw new ApiError(errorMessageFrom(response.status, body), response.status);
  return body as T;
}
