import { passwordLinkAnswer } from '@domain/contracts/staff';
import { noContent } from '@domain/contracts/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/password-link: who the link is for, while it is still valid. */
export function usePasswordLinkOwner(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    queryFn: ({ signal }) =>
      apiFetch('/api/auth/password-link', { answer: passwordLinkAnswer, method: 'POST', json: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
}

/** POST /api/auth/set-password. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; password: string }) =>
      apiFetch('/api/auth/set-password', { answer: noContent, method: 'POST', json: input }),
  });
}
