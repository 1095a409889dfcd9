import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../api-client';
import { setSession } from './use-session';

/**
 * POST /api/auth/logout: the session ends on the server at once. The request is kept alive (`keepalive`), so it is
 * sent even when the tab is closed right after the click: on a shared counter PC, staff are signed out for good.
 * `forget` makes the browser forget the user and any staff data; the caller decides when (Logout does it once home is
 * on screen, so a staff page still up does not send its guard to /login).
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () =>
      apiFetch('/api/auth/logout', {
        answer: () => import('@domain/contracts/accounts').then((m) => m.logoutAnswer),
        method: 'POST',
        keepalive: true,
      }),
    // Spec: a failed logout is only logged; the browser still forgets the user.
    onError: (error) => console.error('Logout failed', error),
  });
  const forget = useCallback(() => setSession(queryClient, { user: null }), [queryClient]);
  return { ...mutation, forget };
}
