/**
 * The sandbox's cards: Stripe's test card numbers with Stripe's outcomes and messages. The sandbox takes
 * no real cards: any other number is refused. Card details are checked here and then forgotten: never logged, never
 * stored.
 */
import type { PaymentError } from './payment-provider';

export interface CardDetails {
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'requires_authentication' }
  /** The issuer declines: the payment attempt fails and an event says so. */
  | { kind: 'declined'; error: PaymentError }
  /** The details are not a card at all: refused before any attempt (as Stripe.js does in the browser). */
  | { kind: 'invalid'; error: PaymentError };

const declined = (code: string, declineCode: string | null, message: string): CardOutcome => ({
  kind: 'declined',
  error: { code, declineCode, message },
});
const invalid = (code: string, message: string): CardOutcome => ({
  kind: 'invalid',
  error: { code, declineCode: null, message },
});

/** Stripe's test cards (https://docs.stripe.com/testing), the ones the sandbox accepts. */
const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000000000000002': declined('card_declined', 'generic_decline', 'Your card was declined.'),
  '4000000000009995': declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  '4000000000000069': declined('expired_card', null, 'Your card has expired.'),
  '4000000000000127': declined('incorrect_cvc', null, "Your card's security code is incorrect."),
  '4000002500003155': { kind: 'requires_authentication' },
};

export const AUTHENTICATION_FAILURE: PaymentError = {
  code: 'payment_intent_authentication_failure',
  declineCode: null,
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

/** "4242 4242-4242 4242" → "4242424242424242". */
export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/**
 * What happens to a payment with these card details, at `now`: any future expiry (this month included) and any
 * 3-digit CVC are accepted, as in Stripe's test mode.
 */
export function cardOutcome(card: CardDetails, now: Date = new Date()): CardOutcome {
  const number = normaliseCardNumber(card.number);
  const outcome = TEST_CARDS[number];
  if (!outcome) return invalid('incorrect_number', 'Your card number is incorrect.');

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) return invalid('incomplete_expiry', "Your card's expiration date is incomplete.");
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return invalid('invalid_expiry_month', "Your card's expiration month is invalid.");
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return invalid('expired_card', 'Your card has expired.');

  if (!/^\d{3}$/.test(card.cvc.trim())) return invalid('incomplete_cvc', "Your card's security code is incomplete.");
  return outcome;
}

/** The card's brand (from its first digit, as the test cards go) and last four, as a charge records them. */
export function cardMethod(card: CardDetails): { type: 'card'; brand: string; last4: string } {
  const number = normaliseCardNumber(card.number);
  const brand = number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown';
  return { type: 'card', brand, last4: number.slice(-4) };
}
