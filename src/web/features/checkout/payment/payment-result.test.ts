import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './payment-result';

describe('paymentOutcome (in-page card payment)', () => {
  it('succeeds with the payment id', () => {
    expect(paymentOutcome({ paymentIntent: { id: 'pi_1', status: 'succeeded' } })).toEqual({
      status: 'succeeded',
      paymentIntentId: 'pi_1',
    });
  });

  it('counts a payment that had already succeeded (Pay pressed twice) as succeeded', () => {
    const result = {
      error: {
        code: 'payment_intent_unexpected_state',
        message: 'already succeeded',
        paymentIntent: { id: 'pi_1', status: 'succeeded' },
      },
    };
    expect(paymentOutcome(result)).toEqual({ status: 'succeeded', paymentIntentId: 'pi_1' });
  });

  it('is cancelled when authentication failed or the message says cancel', () => {
    expect(
      paymentOutcome({
        error: { code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate…' },
      }),
    ).toEqual({ status: 'cancelled' });
    expect(paymentOutcome({ error: { message: 'The payment was canceled.' } })).toEqual({ status: 'cancelled' });
  });

  it("fails with the provider's message, else 'Payment failed. Please try again.'", () => {
    expect(paymentOutcome({ error: { code: 'card_declined', message: 'Your card was declined.' } })).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
    });
    expect(paymentOutcome({ error: { code: null, message: null } })).toEqual({
      status: 'failed',
      message: 'Payment failed. Please try again.',
    });
    expect(paymentOutcome({ paymentIntent: { id: 'pi_1', status: 'requires_payment_method' } })).toEqual({
      status: 'failed',
      message: 'Payment failed. Please try again.',
    });
  });
});
