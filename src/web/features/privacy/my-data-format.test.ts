import { describe, expect, it } from 'vitest';
import { cleanCode, foundOrdersText, lineText, statusLabel, statusTone } from './my-data-format';

describe('the data page wording', () => {
  it.each([
    [0, 'Found 0 order(s).'],
    [1, 'Found 1 order(s).'],
    [12, 'Found 12 order(s).'],
  ])("says 'Found N order(s).' word for word: %i orders", (count, text) => {
    expect(foundOrdersText(count)).toBe(text);
  });

  it.each([
    ['pending', 'Pending', 'yellow'],
    ['needs_review', 'Being checked', 'yellow'],
    ['refunded', 'Refunded', 'red'],
    ['completed', 'Completed', 'green'],
  ])('names the status %s %j and colours it %s, as the spec does', (status, label, tone) => {
    expect(statusLabel(status)).toBe(label);
    expect(statusTone(status)).toBe(tone);
  });

  it('writes a line as quantity, name and size', () => {
    expect(lineText({ name: 'Taro Milk Tea', size: 'lrg', quantity: 2 })).toBe('2 × Taro Milk Tea (LRG)');
  });

  it.each([
    ['123 456', '123456'],
    [' 12-34-56-78', '123456'],
    ['abc', ''],
  ])('keeps only the six digits of a typed or pasted code: %j is %j', (typed, code) => {
    expect(cleanCode(typed)).toBe(code);
  });
});
