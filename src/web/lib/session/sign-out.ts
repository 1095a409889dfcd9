import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { setSession } from './use-session';

/** POST /api/auth/logout: the session ends on the server; the browser forgets the user and any staff data. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch('/api/auth/logout', {
        answer: () => import('@domain/contracts/accounts').then((m) => m.logoutAnswer),
        method: 'POST',
      }),
    // Spec §8: a failed logout is only logged; the browser still forgets the user.
    onError: (error) => console.error('Logout failed', error),
    onSettled: () => setSession(queryClient, { user: null }),
  });
}
