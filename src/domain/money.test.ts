import { describe, expect, it } from 'vitest';
import { formatPounds, parsePounds, penceToPoundsString } from './money';

describe('money', () => {
  it('formats pence as pounds with two decimals', () => {
    expect(formatPounds(350)).toBe('£3.50');
    expect(formatPounds(5)).toBe('£0.05');
    expect(formatPounds(123456)).toBe('£1,234.56');
    expect(formatPounds(-125)).toBe('-£1.25');
    expect(penceToPoundsString(1000)).toBe('10.00');
  });

  it('writes pence as plain pounds, the number a form field or a spreadsheet reads', () => {
    expect(penceToPoundsString(450)).toBe('4.50');
    expect(penceToPoundsString(5)).toBe('0.05');
    expect(penceToPoundsString(-120)).toBe('-1.20');
    expect(penceToPoundsString(123456)).toBe('1234.56');
  });

  it('parses typed pounds into pence without floating point error', () => {
    expect(parsePounds('4.35')).toBe(435);
    expect(parsePounds('£3.5')).toBe(350);
    expect(parsePounds('12')).toBe(1200);
    expect(parsePounds(0.29)).toBe(29);
    expect(parsePounds('1.005')).toBeNull();
    expect(parsePounds('-1')).toBeNull();
    expect(parsePounds('abc')).toBeNull();
    expect(parsePounds(Number.NaN)).toBeNull();
  });
});
