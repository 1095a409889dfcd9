/**
 * Test support for the staff screens' component tests (production code never imports it): the screen drawn as the app
 * draws it (queries, toasts), signed in as the shop's owner, and a staff API in memory that answers by method and
 * path and keeps what each call sent.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { ToastProvider } from '../components/toast';
import { sessionQueryKey } from '../lib/session/use-session';

/** The CSRF token of the signed-in session: every staff call must carry it. */
export const CSRF_TOKEN = 'csrf-of-this-session';

/** One call the screen made: its method, path and JSON body (undefined without one). */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  csrf: string | undefined;
}

/** An answer: a JSON body (200), a function of the call's body, or a Response as it is. */
export type Answer = Record<string, unknown> | unknown[] | Response | ((body: unknown) => unknown);

/**
 * From now on fetch answers from `routes` ("GET /api/admin/opening-hours": its JSON); a call no route names is a 404.
 * What the screen sent is in `calls`; `changes()` leaves out the reads.
 */
export function fakeStaffApi(routes: Record<string, Answer>) {
  const calls: SentCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = (init.method ?? 'GET').toUpperCase();
      const path = new URL(input, 'https://pearl.test').pathname;
      const body: unknown = init.body === undefined ? undefined : JSON.parse(String(init.body));
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({ method, path, body, csrf: headers['x-csrf-token'] });
      const route = routes[`${method} ${path}`];
      if (route === undefined) return Response.json({ error: `No ${method} ${path} here.` }, { status: 404 });
      const answer = typeof route === 'function' ? (route as (body: unknown) => unknown)(body) : route;
      return answer instanceof Response ? answer : Response.json(answer);
    }),
  );
  return { calls, changes: () => calls.filter((call) => call.method !== 'GET') };
}

/** Draws `screen` inside the app's providers, signed in as the owner; `user` types and clicks as a person does. */
export function renderStaffScreen(screen: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, {
    user: { email: 'owner@pearl.test', name: 'Olive', role: 'owner', isAdmin: true },
    csrfToken: CSRF_TOKEN,
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{screen}</ToastProvider>
    </QueryClientProvider>,
  );
  return { user };
}
