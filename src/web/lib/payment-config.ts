import type { PaymentConfigAnswer } from '@domain/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

/** Which provider the server uses: the browser loads Stripe.js only when it is Stripe. */
export type PaymentConfig = PaymentConfigAnswer;

export function getPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return apiFetch('/api/payments/config', {
    answer: () => import('@domain/contracts/payments').then((m) => m.paymentConfigAnswer),
    signal,
  });
}

/** Its query; a server-drawn page seeds it (main.tsx), so its first render knows test mode. */
export const paymentConfigQueryKey = ['payments', 'config'] as const;

/** GET /api/payments/config, once per visit. */
export function usePaymentConfig() {
  return useQuery({
    queryKey: paymentConfigQueryKey,
    queryFn: ({ signal }) => getPaymentConfig(signal),
    staleTime: Infinity,
  });
}
