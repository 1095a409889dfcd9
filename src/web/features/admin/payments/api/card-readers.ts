import { tillReadersAnswer } from '@domain/contracts/till';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';

const readersKey = ['admin', 'payments', 'readers'] as const;

/** GET /api/admin/payments/readers: the card readers registered at Stripe Terminal (none with the sandbox). */
export function useCardReaders() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: readersKey,
    queryFn: ({ signal }) => staffFetch('/api/admin/payments/readers', { answer: tillReadersAnswer, signal }),
  });
}

/** POST /api/admin/payments/readers: pairs a reader by the code it shows. */
export function useRegisterReader() {
  const staffFetch = useStaffFetch();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { registrationCode: string; label: string }) =>
      staffFetch('/api/admin/payments/readers', { answer: tillReadersAnswer, method: 'POST', json: input }),
    onSuccess: (answer) => queryClient.setQueryData(readersKey, answer),
  });
}
