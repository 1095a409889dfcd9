import type { BasketLine } from '@domain/basket';
import { penceToPoundsString, type Pence } from '@domain/money';
import { checkoutToken } from '../checkout-token';
import { checkoutItems } from './checkout-items';

export interface PaymentIntentStarted {
  clientSecret: string;
  orderId: string;
  paymentIntentId: string;
  /** Pence. */
  amount: number;
  total: number;
  /** Lets this browser, and only it, read the order's confirmation. */
  receiptToken: string;
}

/** The server's total differs from the basket's: the menu the customer saw is out of date. */
export class PricesChangedError extends Error {}

/**
 * POST /api/create-payment-intent (spec §7.6): the total in pounds and the basket lines as a JSON string, plus the
 * customer's name and e-mail and the checkout token. Errors carry spec §8's messages: the server's error field,
 * else 'Failed to create payment intent', or 'No client secret returned from server'.
 */
export async function createPaymentIntent(input: {
  lines: readonly BasketLine[];
  total: Pence;
  name: string;
  email: string;
}): Promise<PaymentIntentStarted> {
  const body = {
    amount: Number(penceToPoundsString(input.total)),
    metadata: { cartItems: JSON.stringify(checkoutItems(input.lines)) },
    name: input.name,
    email: input.email,
    checkoutToken: checkoutToken(),
  };
  let response: Response;
  try {
    response = await fetch('/api/create-payment-intent', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error('Failed to create payment intent');
  }
  const answer = (await response.json().catch(() => null)) as
    (Partial<PaymentIntentStarted> & { error?: unknown }) | null;
  if (!response.ok) {
    const message =
      typeof answer?.error === 'string' && answer.error ? answer.error : 'Failed to create payment intent';
    throw response.status === 409 ? new PricesChangedError(message) : new Error(message);
  }
  if (!answer?.clientSecret) throw new Error('No client secret returned from server');
  return answer as PaymentIntentStarted;
}
