import { dataDeletedAnswer } from '@domain/contracts/privacy';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * DELETE /api/privacy/data with the access token: name and e-mail go from every order of the address; the anonymous
 * financial record stays. The token is used up.
 */
export function deleteMyData(accessToken: string) {
  return apiFetch('/api/privacy/data', {
    answer: dataDeletedAnswer,
    method: 'DELETE',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

export function useDeleteMyData() {
  return useMutation({ mutationFn: deleteMyData });
}
