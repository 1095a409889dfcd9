import { describe, expect, it } from 'vitest';
import {
  COUNTER_CODE_ALPHABET,
  COUNTER_CODE_LENGTH,
  formatCounterCode,
  newCounterCode,
  readCounterCode,
} from './stamp-code';

describe('the stamp card’s counter code', () => {
  it.each([...'0O1ILU'])('leaves %s out of its alphabet, so no character is read as another', (char) => {
    expect(COUNTER_CODE_ALPHABET).not.toContain(char);
  });

  it('is 8 characters of an alphabet of 30 different characters', () => {
    expect(COUNTER_CODE_LENGTH).toBe(8);
    expect(COUNTER_CODE_ALPHABET).toHaveLength(30);
    expect(new Set(COUNTER_CODE_ALPHABET).size).toBe(30);
  });

  it('is made from the random source given, each character from the alphabet', () => {
    let i = 0;
    const code = newCounterCode((bound) => {
      expect(bound).toBe(30);
      return (i++ * 7) % bound;
    });
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{8}$/);
    expect(code).toBe('29GQY7EN');
  });

  it('is shown in two groups of four', () => {
    expect(formatCounterCode('K7F3QXWA')).toBe('K7F3-QXWA');
  });

  it.each(['K7F3-QXWA', ' k7f3 qxwa ', 'k7f3qxwa'])('is read back however it was typed: %j', (typed) => {
    expect(readCounterCode(typed)).toBe('K7F3QXWA');
  });

  it.each(['', 'K7F3QXW', 'K7F3QXWAB', 'K7F3QXW0', 'K7F3QXWO', 'K7F3QXW1', 'K7F3QXWI', 'K7F3_QXW', '%%%%%%%%'])(
    'refuses %j: wrong length, letters left out, other characters',
    (typed) => {
      expect(readCounterCode(typed)).toBeNull();
    },
  );
});
