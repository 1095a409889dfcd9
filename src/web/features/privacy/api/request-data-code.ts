import { codeSentAnswer } from '@domain/contracts/privacy';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/privacy/codes: e-mails a 6-digit code to the address. The answer is the same for every address, whether
 * or not it has orders; the server's message says so.
 */
export function requestDataCode(email: string) {
  return apiFetch('/api/privacy/codes', { answer: codeSentAnswer, method: 'POST', json: { email } });
}

export function useRequestDataCode() {
  return useMutation({ mutationFn: requestDataCode });
}
