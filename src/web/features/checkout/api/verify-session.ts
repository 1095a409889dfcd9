import { queryOptions, useQuery, useQueryClient, type QueryState } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { apiFetch } from '../../../lib/api-client';

export interface SessionVerification {
  sessionId: string;
  paid: boolean;
  paymentStatus: string;
  orderNumber?: string;
  /** Why the payment did not go through, when the provider said so. */
  error?: string;
}

/** How many times the success page asks while the payment is still awaited, the first ask included. */
export const PAYMENT_WAIT_ASKS = 5;

const ASK_AGAIN_AFTER_MS = 1_500;

type AskState = Pick<
  QueryState<SessionVerification | undefined>,
  'data' | 'dataUpdateCount' | 'errorUpdateCount' | 'fetchStatus'
>;

const verifySessionKey = (sessionId: string | null) => ['verify-session', sessionId] as const;

export function verifySession(sessionId: string, signal?: AbortSignal): Promise<SessionVerification> {
  return apiFetch<SessionVerification>(`/api/verify-session?session_id=${encodeURIComponent(sessionId)}`, { signal });
}

/**
 * Whether the verification is asked again: the payment is still awaited and asks are left. Failed asks count too, so a
 * server that keeps failing ends the wait instead of leaving the page processing for ever.
 */
export function asksAgain(state: AskState): boolean {
  return (
    state.data?.paymentStatus === 'awaiting_payment' &&
    state.dataUpdateCount + state.errorUpdateCount < PAYMENT_WAIT_ASKS
  );
}

/**
 * Whether the success page is still waiting for the payment: an ask is running or another one is planned. Between two
 * asks nothing is fetching, and the answer in hand (awaiting payment) is not yet the last word.
 */
export function waitingForPayment(state: AskState | undefined): boolean {
  if (state?.data?.paymentStatus !== 'awaiting_payment') return false;
  return state.fetchStatus === 'fetching' || asksAgain(state);
}

/**
 * GET /api/verify-session (spec §7.9). While the payment is still awaited (a provider's event on its way), it asks
 * again a few times before giving its answer.
 */
export function verifySessionQuery(sessionId: string | null, { waitForPayment }: { waitForPayment: boolean }) {
  return queryOptions({
    queryKey: verifySessionKey(sessionId),
    queryFn: ({ signal }) => verifySession(sessionId!, signal),
    enabled: Boolean(sessionId),
    retry: 1,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (waitForPayment && asksAgain(query.state) ? ASK_AGAIN_AFTER_MS : false),
  });
}

export function useVerifySession(sessionId: string | null, options: { waitForPayment: boolean }) {
  return useQuery(verifySessionQuery(sessionId, options));
}

/** {@link waitingForPayment} for the session's query, kept up to date as its asks come and go. */
export function useWaitingForPayment(sessionId: string | null): boolean {
  const queryClient = useQueryClient();
  // The query's result does not carry how many times it was asked: that is read from the cache itself.
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  return useSyncExternalStore(subscribe, () =>
    waitingForPayment(queryClient.getQueryState<SessionVerification>(verifySessionKey(sessionId))),
  );
}
