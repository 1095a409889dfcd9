import type { SessionInfo } from '@domain/accounts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

export const sessionQueryKey = ['auth', 'session'] as const;

/** GET /api/auth/session: who is signed in (or null), and the CSRF token staff calls carry. */
export function getSession(signal?: AbortSignal): Promise<SessionInfo> {
  return apiFetch('/api/auth/session', {
    answer: () => import('@domain/contracts/accounts').then((m) => m.sessionAnswer),
    signal,
    cache: 'no-store',
  });
}

/** The signed-in user as the server sees it; refreshed when the window regains focus. */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
  });
}

/** After sign-in or sign-out: the new answer goes straight into the cache; staff data of the old session goes. */
export function setSession(queryClient: QueryClient, session: SessionInfo): void {
  queryClient.setQueryData(sessionQueryKey, session);
  if (!session.user?.isAdmin) queryClient.removeQueries({ queryKey: ['admin'] });
}
