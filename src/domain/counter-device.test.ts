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
  it('takes a PIN of 4 to 6 digits and nothing else', () => {
    for (const pin of ['0000', '12345', '999999']) expect(pinSchema.safeParse(pin).success).toBe(true);
    for (const pin of ['123', '1234567', '12a4', ' 1234', '１２３４', '']) {
      const result = pinSchema.safeParse(pin);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(PIN_FORMAT_MESSAGE);
    }
  });

  it('lets the keypad type only what could still become a PIN', () => {
    expect(isPinPrefix('')).toBe(true);
    expect(isPinPrefix('123456')).toBe(true);
    expect(isPinPrefix('1234567')).toBe(false);
    expect(isPinPrefix('12a')).toBe(false);
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

  it('sends a person switched in back to a staff page of this shop, never elsewhere', () => {
    expect(afterSwitchPath('/orders/queue')).toBe('/orders/queue');
    expect(afterSwitchPath('/counter?table=2')).toBe('/counter?table=2');
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/counter-device']) {
      expect(afterSwitchPath(next)).toBe('/orders');
    }
  });
});
