/**
 * The sandbox provider's calls from the browser (it stands in for Stripe.js when the server runs without Stripe).
 * Results come back in Stripe.js's shape, so the screens treat both providers alike.
 */
import { sandboxFailureAnswer, sandboxPayAnswer, type SandboxCard } from '@domain/contracts/payments';
import { ApiError, apiFetch, UNREACHABLE_MESSAGE } from '../../../lib/api-client';
import type { ProviderResult } from './payment-result';

export type { SandboxCard };

export type SandboxResult = ProviderResult & { redirectUrl?: string | null; clientSecret?: string };

/**
 * A sandbox call through the API client: a success is Stripe.js's `{ paymentIntent }`; a refusal (402, 409) is its
 * `{ error }` with the provider's code and message, read from the error answer by its contract. Answers are checked
 * against their contract every time (they are small and decide what the customer is told about the payment).
 */
export async function postSandbox(path: string, body: unknown): Promise<SandboxResult> {
  try {
    const answer = await apiFetch(path, { answer: sandboxPayAnswer, check: 'always', method: 'POST', json: body });
    return {
      paymentIntent: answer.paymentIntent ?? { id: '', status: 'succeeded' },
      redirectUrl: answer.redirectUrl,
      ...(answer.clientSecret ? { clientSecret: answer.clientSecret } : {}),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 0) return { error: { message: UNREACHABLE_MESSAGE } };
    const failure = sandboxFailureAnswer.safeParse(error.body);
    if (error.unreadable || !failure.success) return { error: { code: null, message: null, paymentIntent: null } };
    return {
      error: {
        code: failure.data.code ?? null,
        message: failure.data.error,
        paymentIntent: failure.data.paymentIntent ?? null,
      },
    };
  }
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

/** The test wallet's Pay, as Stripe.js's confirmPayment with a wallet the customer approved on the device. */
export function paySandboxWallet(clientSecret: string): Promise<SandboxResult> {
  return postSandbox(`/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentIdOf(clientSecret))}/wallet`, {
    clientSecret,
  });
}
