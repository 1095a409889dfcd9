import { awaitingOrdersAnswer } from '@domain/contracts/kiosk';
import { stampCardLookupAnswer, tillReadersAnswer, tillSaleAnswer, type TillSaleBody } from '@domain/contracts/till';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { retryingLost } from '../../../lib/retrying-lost';
import { useStaffFetch, type StaffFetch } from '../../../lib/admin/staff-fetch';

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
      /** The stamp card a counter code names: its stamps and whether a free drink waits. */
      stampCard: (code: string) =>
        staffFetch('/api/admin/till/stamp-card', {
          answer: stampCardLookupAnswer,
          method: 'POST',
          json: { code },
          check: 'always',
        }),
    }),
    [staffFetch],
  );
}

/** How often the till reads Awaiting payment again: a customer walks from the kiosk to the counter in seconds. */
const AWAITING_POLL_MS = 3_000;

/** GET /api/admin/till/awaiting: the kiosk's orders whose customers chose to pay at the counter. */
export function useAwaitingPayment() {
  const staffFetch = useStaffFetch();
  return useQuery({
    queryKey: ['admin', 'till', 'awaiting'] as const,
    queryFn: ({ signal }) => staffFetch('/api/admin/till/awaiting', { answer: awaitingOrdersAnswer, signal }),
    refetchInterval: AWAITING_POLL_MS,
  });
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
