import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface DataAccess {
  /** Kept in memory only (component state): never in storage, a cookie or the address bar. */
  accessToken: string;
  expiresAt: string;
}

/** POST /api/privacy/access: exchanges the e-mailed code (10 minutes, 5 tries, single use) for a 15-minute token. */
export function verifyDataCode(input: { email: string; code: string }): Promise<DataAccess> {
  return apiFetch<DataAccess>('/api/privacy/access', { method: 'POST', json: input });
}

export function useVerifyDataCode() {
  return useMutation({ mutationFn: verifyDataCode });
}
