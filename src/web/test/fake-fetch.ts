/** Test support for the browser's tests (production code never imports it). */
import { vi } from 'vitest';

/**
 * From now on every fetch answers `status` with `body`; the returned mock records what was asked. A test file undoes
 * it after each test with vi.unstubAllGlobals().
 */
export function respondWith(status: number, body: string) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
