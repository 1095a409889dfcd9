/**
 * What a wallet button (Stripe's Express Checkout Element, or the sandbox's Test wallet) asks of the screen it sits
 * on: given the wallet's contact, create the payment at the server and confirm it with `confirm`; the answer says how
 * it ended. Its own file, so the shared wallet parts and the checkout feature depend on it and not on each other.
 */
import type { ProviderResult } from './payment-result';

export interface WalletContact {
  name: string;
  email: string;
}

/** What the server answered when the payment was created at confirm. */
export interface StartedWalletPayment {
  clientSecret: string;
}

export type WalletEnd =
  { kind: 'succeeded'; paymentIntentId: string } | { kind: 'failed'; message: string } | { kind: 'cancelled' };

export type WalletPay = (
  contact: WalletContact,
  confirm: (started: StartedWalletPayment) => Promise<ProviderResult>,
) => Promise<WalletEnd>;

/** One line of the wallet sheet: a drink, or the discount (negative). Pence. */
export interface WalletLine {
  name: string;
  amount: number;
}
