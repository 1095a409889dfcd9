import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiFetch } from '../api-client';
import { setSession } from './use-session';

/**
 * POST /api/auth/logout: the session ends on the server at once. The request is kept alive (`keepalive`), so it is
 * sent even when the tab is closed right after the click: on a shared counter PC, staff are signed out for good.
 * `forget` makes the browser forget the user and any staff data; the caller decides when (Logout does it once home is
 * on screen, so a staff page still up does not send its guard to /login).
 *
 * A plain request with its own pending flag rather than a query mutation: Logout is in every page's header, and a
 * mutation would bring its observer into the first page's code for a button customers never press.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const [isPending, setPending] = useState(false);
  const endSession = useCallback(async () => {
    setPending(true);
    try {
      await apiFetch('/api/auth/logout', {
        answer: () => import('@domain/contracts/accounts').then((m) => m.logoutAnswer),
        method: 'POST',
        keepalive: true,
      });
    } catch (error) {
      // A failed logout is only logged; the browser still forgets the user.
      console.error('Logout failed', error);
      throw error;
    } finally {
      setPending(false);
    }
  }, []);
  const forget = useCallback(() => setSession(queryClient, { user: null }), [queryClient]);
  return { endSession, isPending, forget };
}
