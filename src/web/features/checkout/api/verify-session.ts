import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionVerificationAnswer, type SessionVerificationAnswer } from '@domain/contracts/checkout';
import { apiFetch } from '../../../lib/api-client';
import { paymentWait, useQueryStateValue } from './payment-wait';

export type SessionVerification = SessionVerificationAnswer;

/** How many times the success page asks while the payment is still awaited, the first ask included. */
export const PAYMENT_WAIT_ASKS = 5;

/** How the success page waits for the payment. */
export const sessionWait = paymentWait<SessionVerification>({
  asks: PAYMENT_WAIT_ASKS,
  awaiting: (verification) => verification.paymentStatus === 'awaiting_payment',
});

const verifySessionKey = (sessionId: string | null) => ['verify-session', sessionId] as const;

export function verifySession(sessionId: string, signal?: AbortSignal): Promise<SessionVerification> {
  return apiFetch(`/api/verify-session?session_id=${encodeURIComponent(sessionId)}`, {
    answer: sessionVerificationAnswer,
    signal,
  });
}

/**
 * GET /api/verify-session. While the payment is still awaited (a provider's event on its way), it asks
 * again a few times before giving its answer.
 */
export function verifySessionQuery(sessionId: string | null, { waitForPayment }: { waitForPayment: boolean }) {
  return queryOptions({
    queryKey: verifySessionKey(sessionId),
    queryFn: ({ signal }) => verifySession(sessionId!, signal),
    enabled: Boolean(sessionId),
    retry: 1,
    refetchOnWindowFocus: false,
    refetchInterval: waitForPayment ? sessionWait.refetchInterval : false,
  });
}

export function useVerifySession(sessionId: string | null, options: { waitForPayment: boolean }) {
  return useQuery(verifySessionQuery(sessionId, options));
}

/** Whether the success page is still waiting for the session's payment: an ask is running or another one is planned. */
export function useWaitingForPayment(sessionId: string | null): boolean {
  return useQueryStateValue(verifySessionKey(sessionId), sessionWait.waitingForPayment);
}
