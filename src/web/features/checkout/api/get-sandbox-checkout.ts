import { hostedCheckoutAnswer, type HostedCheckoutAnswer } from '@domain/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type SandboxCheckout = HostedCheckoutAnswer;

/** GET /api/sandbox/checkout-sessions/:id: what the sandbox's hosted checkout page shows. */
export function useSandboxCheckout(sessionId: string) {
  return useQuery({
    queryKey: ['sandbox-checkout', sessionId],
    queryFn: ({ signal }) =>
      apiFetch(`/api/sandbox/checkout-sessions/${encodeURIComponent(sessionId)}`, {
        answer: hostedCheckoutAnswer,
        signal,
      }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
