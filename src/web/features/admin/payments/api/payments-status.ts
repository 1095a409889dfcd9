import { paymentsStatusAnswer } from '@domain/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { useStaffFetch } from '../../../../lib/admin/staff-fetch';

/** GET /api/admin/payments: the provider, live or test mode, and each wallet's domain status. Under ['admin']. */
export function usePaymentsStatus() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: ['admin', 'payments'] as const,
    queryFn: ({ signal }) => staffFetch('/api/admin/payments', { answer: paymentsStatusAnswer, signal }),
  });
}
