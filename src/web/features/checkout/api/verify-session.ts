import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SessionVerification {
  sessionId: string;
  paid: boolean;
  paymentStatus: string;
  orderNumber?: string;
  /** Why the payment did not go through, when the provider said so. */
  error?: string;
}

export function verifySession(sessionId: string, signal?: AbortSignal): Promise<SessionVerification> {
  return apiFetch<SessionVerification>(`/api/verify-session?session_id=${encodeURIComponent(sessionId)}`, { signal });
}

/**
 * GET /api/verify-session (spec §7.9). While the payment is still awaited (a provider's event on its way), it asks
 * again a few times before giving its answer.
 */
export function useVerifySession(sessionId: string | null, { waitForPayment }: { waitForPayment: boolean }) {
  return useQuery({
    queryKey: ['verify-session', sessionId],
    queryFn: ({ signal }) => verifySession(sessionId!, signal),
    enabled: Boolean(sessionId),
    retry: 1,
    refetchOnWindowFocus: false,
    refetchInterval: (query) =>
      waitForPayment && query.state.data?.paymentStatus === 'awaiting_payment' && query.state.dataUpdateCount < 5
        ? 1_500
        : false,
  });
}
