import type { LoginInput } from '@domain/accounts';
import { sessionAnswer } from '@domain/contracts/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session/use-session';

/** POST /api/auth/login. */
export function signIn(input: LoginInput) {
  return apiFetch('/api/auth/login', { answer: sessionAnswer, method: 'POST', json: input });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: signIn, onSuccess: (session) => setSession(queryClient, session) });
}
