import { dataAccessAnswer, type DataAccessAnswer } from '@domain/contracts/privacy';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type DataAccess = DataAccessAnswer;

/** POST /api/privacy/access: exchanges the e-mailed code (10 minutes, 5 tries, single use) for a 15-minute token. */
export function verifyDataCode(input: { email: string; code: string }): Promise<DataAccess> {
  return apiFetch('/api/privacy/access', { answer: dataAccessAnswer, method: 'POST', json: input });
}

export function useVerifyDataCode() {
  return useMutation({ mutationFn: verifyDataCode });
}
