import type { BasketLine } from '@domain/basket';
import { errorAnswer } from '@domain/contracts/common';
import { paymentIntentStartedAnswer, type PaymentIntentStartedAnswer } from '@domain/contracts/checkout';
import { penceToPoundsString, type Pence } from '@domain/money';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { withPickupTime } from '../../../lib/shop/pickup-choice';
import { checkoutToken } from '../checkout-token';
import { checkoutItems } from './checkout-items';

export type PaymentIntentStarted = PaymentIntentStartedAnswer;

/** What the browser sends to start a payment in the page, by card or by wallet. */
export interface PaymentInput {
  lines: readonly BasketLine[];
  /** Pence: the total the customer was shown (the card form's, or the wallet sheet's). */
  total: Pence;
  name: string;
  email: string;
  /** The stamp card's free drink, unlocked with the code e-mailed to `email` (the server refuses another address). */
  rewardToken?: string | undefined;
  /** The UK mobile to text when the order is ready (the checkout offers it only when the shop sends texts). */
  readyText?: string | undefined;
}

/** The server's total differs from the basket's: the menu the customer saw is out of date. */
export class PricesChangedError extends Error {}

/**
 * POST /api/create-payment-intent: the total in pounds and the basket lines as a JSON string, plus the
 * customer's name and e-mail and the checkout token. Errors carry the shop's messages: the server's error field,
 * else 'Failed to create payment intent', or 'No client secret returned from server'.
 */
export async function createPaymentIntent(input: PaymentInput): Promise<PaymentIntentStarted> {
  const body = {
    amount: Number(penceToPoundsString(input.total)),
    metadata: { cartItems: JSON.stringify(checkoutItems(input.lines)) },
    name: input.name,
    email: input.email,
    checkoutToken: checkoutToken(),
    ...(input.rewardToken ? { rewardToken: input.rewardToken } : {}),
    ...(input.readyText ? { readyText: input.readyText } : {}),
    ...withPickupTime(),
  };
  return startPayment('/api/create-payment-intent', body);
}

/**
 * A call that prices the basket and starts its payment (create-payment-intent, or create-at-confirm for a wallet),
 * its answer checked against the contract every time: a small answer on the money path. A 409 (prices changed, the
 * shop closed or paused, a full slot) is a PricesChangedError carrying the server's words.
 */
export async function startPayment(path: string, body: unknown): Promise<PaymentIntentStarted> {
  let started: PaymentIntentStarted;
  try {
    started = await apiFetch(path, { answer: paymentIntentStartedAnswer, check: 'always', method: 'POST', json: body });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A successful answer without what the contract promises (the client secret first of all).
    if (error.unreadable) throw new Error('No client secret returned from server');
    const message = serverMessage(error.body) ?? 'Failed to create payment intent';
    throw error.status === 409 ? new PricesChangedError(message) : new Error(message);
  }
  if (!started.clientSecret) throw new Error('No client secret returned from server');
  return started;
}

/** The error answer's own text, when it has one. */
function serverMessage(body: unknown): string | null {
  const parsed = errorAnswer.safeParse(body);
  return parsed.success && parsed.data.error ? parsed.data.error : null;
}
