import { describe, expect, it } from 'vitest';
import { cardOutcome } from './sandbox-cards';

const now = new Date('2026-06-15T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') => cardOutcome({ number, expiry, cvc }, now);

describe('sandbox test cards', () => {
  it.each([
    ['4242 4242 4242 4242', { kind: 'succeeds' }],
    ['4000 0025 0000 3155', { kind: 'requires_authentication' }],
    [
      '4000 0000 0000 0002',
      {
        kind: 'declined',
        error: { code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' },
      },
    ],
    [
      '4000 0000 0000 9995',
      {
        kind: 'declined',
        error: {
          code: 'card_declined',
          declineCode: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    ],
    [
      '4000 0000 0000 0069',
      { kind: 'declined', error: { code: 'expired_card', declineCode: null, message: 'Your card has expired.' } },
    ],
    [
      '4000 0000 0000 0127',
      {
        kind: 'declined',
        error: { code: 'incorrect_cvc', declineCode: null, message: "Your card's security code is incorrect." },
      },
    ],
  ])('%s has Stripe test mode’s outcome', (number, outcome) => {
    expect(card(number)).toEqual(outcome);
  });

  it('takes the number with or without spaces and hyphens', () => {
    expect(card('4242-4242-4242-4242').kind).toBe('succeeds');
    expect(card('4242424242424242').kind).toBe('succeeds');
  });

  it('refuses any other number: the sandbox takes no real cards', () => {
    for (const number of ['5555 5555 5555 4444', '4242 4242 4242 4241', '', 'abcd']) {
      expect(card(number)).toMatchObject({ kind: 'invalid', error: { message: 'Your card number is incorrect.' } });
    }
  });

  it('accepts any expiry from this month on, and refuses a past one as expired', () => {
    expect(card('4242424242424242', '06/26').kind).toBe('succeeds');
    expect(card('4242424242424242', '6/2031').kind).toBe('succeeds');
    expect(card('4242424242424242', '05/26')).toMatchObject({
      kind: 'invalid',
      error: { message: 'Your card has expired.' },
    });
    expect(card('4242424242424242', '13/30')).toMatchObject({
      error: { message: "Your card's expiration month is invalid." },
    });
    expect(card('4242424242424242', '1230')).toMatchObject({
      error: { message: "Your card's expiration date is incomplete." },
    });
  });

  it('accepts any 3-digit CVC and nothing else', () => {
    expect(card('4242424242424242', '12/30', '000').kind).toBe('succeeds');
    for (const cvc of ['12', '1234', 'abc', '']) {
      expect(card('4242424242424242', '12/30', cvc)).toMatchObject({
        error: { message: "Your card's security code is incomplete." },
      });
    }
  });
});
