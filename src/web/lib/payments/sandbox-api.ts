/**
 * The sandbox provider's calls from the browser (it stands in for Stripe.js when the server runs without Stripe).
 * Results come back in Stripe.js's shape, so the screens treat both providers alike.
 */
import { UNREACHABLE_MESSAGE } from '../api-client';
import type { ProviderPaymentIntent, ProviderResult } from './payment-result';

export interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
}

export type SandboxResult = ProviderResult & { redirectUrl?: string | null; clientSecret?: string };

interface SandboxAnswer {
  paymentIntent?: ProviderPaymentIntent | null;
  redirectUrl?: string | null;
  clientSecret?: string;
  error?: string;
  code?: string | null;
  declineCode?: string | null;
}

export async function postSandbox(path: string, body: unknown): Promise<SandboxResult> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { error: { message: UNREACHABLE_MESSAGE } };
  }
  const answer = (await response.json().catch(() => ({}))) as SandboxAnswer;
  if (response.ok && answer.paymentIntent !== undefined) {
    return {
      paymentIntent: answer.paymentIntent ?? { id: '', status: 'succeeded' },
      redirectUrl: answer.redirectUrl ?? null,
      ...(answer.clientSecret ? { clientSecret: answer.clientSecret } : {}),
    };
  }
  return {
    error: { code: answer.code ?? null, message: answer.error ?? null, paymentIntent: answer.paymentIntent ?? null },
  };
}

export const paymentIntentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

/** As Stripe.js's confirmCardPayment: pays the payment intent with the card typed in. */
export function confirmSandboxPayment(clientSecret: string, card: SandboxCard): Promise<SandboxResult> {
  return postSandbox(`/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentIdOf(clientSecret))}/confirm`, {
    clientSecret,
    card,
  });
}

/** The 3-D Secure challenge's answer. */
export function authenticateSandboxPayment(clientSecret: string, result: 'complete' | 'fail'): Promise<SandboxResult> {
  return postSandbox(
    `/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentIdOf(clientSecret))}/authenticate`,
    {
      clientSecret,
      result,
    },
  );
}
