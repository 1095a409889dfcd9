import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-formatting';

describe('card details as they are typed', () => {
  it('groups the card number in fours and keeps digits only', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025 0000x3155')).toBe('4000 0025 0000 3155');
  });

  it('puts the slash in the expiry, and backspace over it removes the month digit', () => {
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('1234', '')).toBe('12/34');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('12', '12/')).toBe('1');
  });
});
