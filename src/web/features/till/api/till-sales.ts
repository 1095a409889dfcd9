import { tillReadersAnswer, tillSaleAnswer, type TillSaleAnswer, type TillSaleBody } from '@domain/contracts/till';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useStaffFetch, type StaffFetch } from '../../../lib/admin/staff-fetch';

/**
 * An answer lost on the way (the shop not reached) is asked again, the same call with the same body, twice at most:
 * the sale's key and the order's own payment make a repeat the same sale and the same payment, never a second one.
 */
async function retryingLost(call: () => Promise<TillSaleAnswer>): Promise<TillSaleAnswer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 0 || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

function post(staffFetch: StaffFetch, path: string, json: unknown) {
  return retryingLost(() => staffFetch(path, { answer: tillSaleAnswer, method: 'POST', json, check: 'always' }));
}

const sale = (orderId: string) => `/api/admin/till/sales/${encodeURIComponent(orderId)}`;

/** The till's calls (/api/admin/till): ring up, cash, Charge on the reader, the Sandbox reader's tap, a sale read. */
export function useTillCalls() {
  const staffFetch = useStaffFetch();
  return useMemo(
    () => ({
      ringUp: (body: TillSaleBody) => post(staffFetch, '/api/admin/till/sales', body),
      cash: (orderId: string, tendered: number) => post(staffFetch, `${sale(orderId)}/cash`, { tendered }),
      charge: (orderId: string, readerId?: string) =>
        post(staffFetch, `${sale(orderId)}/charge`, readerId ? { readerId } : {}),
      sandboxTap: (orderId: string, card: string, readerId?: string) =>
        post(staffFetch, `${sale(orderId)}/sandbox-reader`, { card, ...(readerId ? { readerId } : {}) }),
      read: (orderId: string) => staffFetch(sale(orderId), { answer: tillSaleAnswer, check: 'always' }),
    }),
    [staffFetch],
  );
}

/** GET /api/admin/till/readers: the Sandbox reader, or the shop's readers at Stripe. */
export function useTillReaders() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: ['till', 'readers'] as const,
    queryFn: ({ signal }) => staffFetch('/api/admin/till/readers', { answer: tillReadersAnswer, signal }),
    staleTime: 60_000,
  });
}
