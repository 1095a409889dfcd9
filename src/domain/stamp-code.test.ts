import { describe, expect, it } from 'vitest';
import {
  COUNTER_CODE_ALPHABET,
  COUNTER_CODE_LENGTH,
  formatCounterCode,
  newCounterCode,
  readCounterCode,
} from './stamp-code';

describe('the stamp card’s counter code', () => {
  it('is 8 characters of an alphabet without 0, O, 1, I, L or U', () => {
    expect(COUNTER_CODE_LENGTH).toBe(8);
    expect(COUNTER_CODE_ALPHABET).toHaveLength(30);
    for (const char of '0O1ILU') expect(COUNTER_CODE_ALPHABET).not.toContain(char);
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

  it('is shown in two groups of four and read back however it was typed', () => {
    expect(formatCounterCode('K7F3QXWA')).toBe('K7F3-QXWA');
    expect(readCounterCode('K7F3-QXWA')).toBe('K7F3QXWA');
    expect(readCounterCode(' k7f3 qxwa ')).toBe('K7F3QXWA');
    expect(readCounterCode('k7f3qxwa')).toBe('K7F3QXWA');
  });

  it('refuses what cannot be a code: wrong length, letters left out, other characters', () => {
    for (const typed of [
      '',
      'K7F3QXW',
      'K7F3QXWAB',
      'K7F3QXW0',
      'K7F3QXWO',
      'K7F3QXW1',
      'K7F3QXWI',
      'K7F3_QXW',
      '%%%%%%%%',
    ])
      expect(readCounterCode(typed), typed).toBeNull();
  });
});
