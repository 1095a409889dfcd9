import { counterDeviceStateAnswer } from '@domain/contracts/counter-device';
import { sessionAnswer } from '@domain/contracts/accounts';
import { noContent } from '@domain/contracts/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useStaffFetch } from '../../../lib/admin/staff-fetch';
import { setSession } from '../../../lib/session/use-session';

const stateKey = ['counter-device'] as const;

/** GET /api/counter-device: whether this browser is a counter device, and until when its PIN screen is locked. */
export function useCounterDeviceState() {
  return useQuery({
    queryKey: stateKey,
    queryFn: ({ signal }) =>
      apiFetch('/api/counter-device', { answer: counterDeviceStateAnswer, signal, cache: 'no-store' }),
  });
}

/**
 * POST /api/counter-device/switch: the person whose PIN it is switches in. The new session goes straight into the
 * cache, and the previous person's staff data goes; a refused PIN asks for the PIN screen's state again (it may be
 * locked now).
 */
export function useSwitchIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pin: string) =>
      apiFetch('/api/counter-device/switch', { answer: sessionAnswer, method: 'POST', json: { pin } }),
    onSuccess: (session) => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      setSession(queryClient, session);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: stateKey }),
  });
}

/** POST /api/admin/still-here: the person at the tablet touched it, so their session on it is not idle. */
export function useStillHere() {
  const staffFetch = useStaffFetch();
  return useCallback(
    () =>
      void staffFetch('/api/admin/still-here', { answer: noContent, method: 'POST' }).catch(() => {
        // A lost ping only shortens the idle time by one ping's worth; the next tap sends another.
      }),
    [staffFetch],
  );
}
