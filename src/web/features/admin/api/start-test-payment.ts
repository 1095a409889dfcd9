import { useMutation } from '@tanstack/react-query';
import { useStaffFetch } from '../../../lib/session/staff-fetch';

export interface StartedTestPayment {
  orderId: string;
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
  provider: 'sandbox' | 'stripe';
}

/** POST /api/admin/test-payment: a £10.00 test payment to confirm with the card field. */
export function useStartTestPayment() {
  const staffFetch = useStaffFetch();
  return useMutation({
    mutationFn: () => staffFetch<StartedTestPayment>('/api/admin/test-payment', { method: 'POST', json: {} }),
  });
}
