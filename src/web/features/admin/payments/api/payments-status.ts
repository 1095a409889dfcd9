import { paymentsStatusAnswer } from '@domain/contracts/payments';
import { useStaffQuery } from '../../../../lib/admin/staff-query';

/** GET /api/admin/payments: the provider, live or test mode, and each wallet's domain status. Under ['admin']. */
export function usePaymentsStatus() {
  return useStaffQuery(['admin', 'payments'], '/api/admin/payments', paymentsStatusAnswer);
}
