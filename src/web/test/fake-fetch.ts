/** Test support for the browser's tests (production code never imports it). */
import { vi } from 'vitest';

/**
 * From now on every fetch answers `status` with `body`; the returned mock records what was asked. Vitest undoes it
 * before the next test (unstubGlobals in vitest.config.ts).
 */
export function respondWith(status: number, body: string) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** What the first call to a `respondWith` mock asked: address, method, headers and the JSON body read back. */
export function firstRequest(fetchMock: ReturnType<typeof respondWith>) {
  const [url, init] = fetchMock.mock.calls[0]!;
  const body: unknown = init?.body === undefined ? undefined : JSON.parse(String(init.body));
  return { url, method: init?.method, headers: (init?.headers ?? {}) as Record<string, string>, body };
}
