import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { ApiError, apiFetch, type ApiCall } from '../api-client';
import { getSession, sessionQueryKey } from '../session/use-session';

const CSRF_HEADER = 'x-csrf-token';

/**
 * Staff calls: apiFetch plus the session's CSRF token in the x-csrf-token header (the server refuses a staff call that
 * changes something without it). When the server says the session is gone (401), the session is read again, so the
 * admin guard sends the person to /login.
 */
export function useStaffFetch() {
  const queryClient = useQueryClient();
  return useCallback(
    async <S extends z.ZodType>(path: string, request: ApiCall<S>): Promise<z.output<S>> => {
      const session = await queryClient.ensureQueryData({
        queryKey: sessionQueryKey,
        queryFn: ({ signal }) => getSession(signal),
      });
      try {
        return await apiFetch(path, {
          ...request,
          headers: { ...request.headers, [CSRF_HEADER]: session.csrfToken ?? '' },
        });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
          void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
        }
        throw error;
      }
    },
    [queryClient],
  );
}

/** The staff call function useStaffFetch gives. */
export type StaffFetch = ReturnType<typeof useStaffFetch>;
