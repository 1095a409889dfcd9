import { describe, expect, it } from 'vitest';
import {
  afterSwitchPath,
  isPinPrefix,
  PIN_FORMAT_MESSAGE,
  pinLockedMessage,
  pinSchema,
  wrongPinMessage,
} from './counter-device';

describe('counter device rules', () => {
  it.each(['0000', '12345', '999999'])('takes the PIN %j', (pin) => {
    expect(pinSchema.safeParse(pin).success).toBe(true);
  });

  it.each(['123', '1234567', '12a4', ' 1234', '１２３４', ''])('refuses %j: a PIN is 4 to 6 digits', (pin) => {
    const result = pinSchema.safeParse(pin);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PIN_FORMAT_MESSAGE);
  });

  it.each([
    ['', true],
    ['123456', true],
    ['1234567', false],
    ['12a', false],
  ])('lets the keypad type only what could still become a PIN: %j %s', (typed, allowed) => {
    expect(isPinPrefix(typed)).toBe(allowed);
  });

  it('says how long the PIN screen stays locked, in whole minutes rounded up', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(pinLockedMessage(new Date('2026-11-28T10:05:00Z'), now)).toBe(
      'Too many wrong PINs. The PIN screen is locked: try again in 5 minutes.',
    );
    expect(pinLockedMessage(new Date('2026-11-28T10:00:20Z'), now)).toBe(
      'Too many wrong PINs. The PIN screen is locked: try again in 1 minute.',
    );
  });

  it('counts the tries left after a wrong PIN', () => {
    expect(wrongPinMessage(4)).toBe('Wrong PIN. 4 tries left before the PIN screen locks.');
    expect(wrongPinMessage(1)).toBe('Wrong PIN. 1 try left before the PIN screen locks.');
  });

  it.each(['/orders/queue', '/counter?table=2'])('sends a person switched in back to %s, a staff page', (next) => {
    expect(afterSwitchPath(next)).toBe(next);
  });

  it.each([null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/counter-device'])(
    'sends a person switched in to %j to the orders, never elsewhere',
    (next) => {
      expect(afterSwitchPath(next)).toBe('/orders');
    },
  );
});
