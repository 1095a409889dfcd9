import { tillReadersAnswer } from '@domain/contracts/till';
import { useStaffMutation, useStaffQuery } from '../../../../lib/admin/staff-query';

const readersKey = ['admin', 'payments', 'readers'] as const;

/** GET /api/admin/payments/readers: the card readers registered at Stripe Terminal (none with the sandbox). */
export function useCardReaders() {
  return useStaffQuery(readersKey, '/api/admin/payments/readers', tillReadersAnswer);
}

/** POST /api/admin/payments/readers: pairs a reader by the code it shows. */
export function useRegisterReader() {
  return useStaffMutation(
    (staffFetch, input: { registrationCode: string; label: string }) =>
      staffFetch('/api/admin/payments/readers', { answer: tillReadersAnswer, method: 'POST', json: input }),
    { replaces: readersKey },
  );
}
