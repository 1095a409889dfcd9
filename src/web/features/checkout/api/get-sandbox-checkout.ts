import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SandboxCheckout {
  id: string;
  status: 'open' | 'complete' | 'expired';
  amount: number;
  currency: string;
  lines: Array<{ name: string; quantity: number; amount: number }>;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
}

/** GET /api/sandbox/checkout-sessions/:id: what the sandbox's hosted checkout page shows. */
export function useSandboxCheckout(sessionId: string) {
  return useQuery({
    queryKey: ['sandbox-checkout', sessionId],
    queryFn: ({ signal }) =>
      apiFetch<SandboxCheckout>(`/api/sandbox/checkout-sessions/${encodeURIComponent(sessionId)}`, { signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}
