/**
 * For tests: every METHOD + path a running server answers, read from Fastify's own route tree, so that a route added
 * later is covered by the security tests without anyone touching them.
 */
import type { FastifyInstance } from 'fastify';

export interface ServerRoute {
  method: string;
  url: string;
}

export function serverRoutes(app: FastifyInstance): ServerRoute[] {
  const routes: ServerRoute[] = [];
  const stack: Array<{ depth: number; path: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    while (stack.length && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const path = (stack[stack.length - 1]?.path ?? '') + match[2]!;
    stack.push({ depth, path });
    for (const method of (match[3] ?? '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean))
      routes.push({ method, url: path });
  }
  return routes;
}

export const changesState = (route: ServerRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);

/** Long-lived Server-Sent Events streams: read their headers, never wait for their end. */
export const isStream = (route: ServerRoute) => route.url.endsWith('/stream');

/** A concrete address for a route pattern, with each :param replaced by the value given for it (or a dummy). */
export function addressOf(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:([A-Za-z]+)/g, (_all, name: string) => encodeURIComponent(params[name] ?? 'does-not-exist'));
}

/**
 * The status and headers of an answer, without waiting for its body to end (so a live stream can be asked too).
 * Uses a fresh fetch each time; the body is dropped.
 */
export async function headOf(
  base: string,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Headers; text: string | null }> {
  const abort = new AbortController();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: init.headers,
    body: init.body,
    signal: abort.signal,
  });
  const streaming = (response.headers.get('content-type') ?? '').includes('text/event-stream');
  const text = streaming || method === 'HEAD' ? null : await response.text();
  abort.abort();
  return { status: response.status, headers: response.headers, text };
}

/** A promotion an admin may create on the demo menu (a free large milk tea), for tests about who may create one. */
export const FREE_PROMOTION = {
  title: 'Free',
  description: 'Free',
  category: 'milk-tea',
  size: 'lrg',
  requiredQuantity: 1,
  priceReg: 0,
  priceLrg: 0,
} as const;
