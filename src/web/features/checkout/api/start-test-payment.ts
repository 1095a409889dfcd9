import { testPaymentAnswer } from '@domain/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { useStaffFetch } from '../../../lib/admin/staff-fetch';

/** POST /api/admin/test-payment: a £10.00 test payment to confirm with the card field. */
export function useStartTestPayment() {
  const staffFetch = useStaffFetch();
  return useMutation({
    mutationFn: () => staffFetch('/api/admin/test-payment', { answer: testPaymentAnswer, method: 'POST', json: {} }),
  });
}
