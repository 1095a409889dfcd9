import type { LoginInput, SessionInfo } from '@domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session/use-session';

/** POST /api/auth/login. */
export function signIn(input: LoginInput): Promise<SessionInfo> {
  return apiFetch<SessionInfo>('/api/auth/login', { method: 'POST', json: input });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: (session) => setSession(queryClient, session) });
}
