/**
 * What a screen asks of the card field of whichever provider is active (the sandbox's inputs or Stripe's
 * Payment Element): its own file, so the field and its provider-specific halves depend on it and not on each other.
 */
import type { ProviderResult } from './payment-result';

/** What the card form says when the provider or its card field is not ready yet. */
export const NOT_LOADED = 'Stripe has not loaded. Please try again.';

export interface CardPayment {
  /**
   * Checks what was typed before the server creates the payment (Stripe's Payment Element: elements.submit()); the
   * message when it is incomplete or wrong, else null. The sandbox's fields check at confirm instead.
   */
  submit?(): Promise<string | null>;
  /** Confirms the payment intent with the card typed in (and any authentication it asks for). */
  confirm(clientSecret: string, billing: { name?: string; email?: string }): Promise<ProviderResult>;
}
