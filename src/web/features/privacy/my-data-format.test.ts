import { describe, expect, it } from 'vitest';
import { cleanCode, foundOrdersText, lineText, statusLabel, statusTone } from './my-data-format';

describe('the data page wording', () => {
  it("says 'Found N order(s).' word for word", () => {
    expect(foundOrdersText(0)).toBe('Found 0 order(s).');
    expect(foundOrdersText(1)).toBe('Found 1 order(s).');
    expect(foundOrdersText(12)).toBe('Found 12 order(s).');
  });

  it('names statuses and colours them as the spec does', () => {
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('needs_review')).toBe('Being checked');
    expect(statusTone('refunded')).toBe('red');
    expect(statusTone('completed')).toBe('green');
    expect(statusTone('pending')).toBe('yellow');
  });

  it('writes a line as quantity, name and size', () => {
    expect(lineText({ name: 'Taro Milk Tea', size: 'lrg', quantity: 2 })).toBe('2 × Taro Milk Tea (LRG)');
  });

  it('keeps only the six digits of a typed or pasted code', () => {
    expect(cleanCode('123 456')).toBe('123456');
    expect(cleanCode(' 12-34-56-78')).toBe('123456');
    expect(cleanCode('abc')).toBe('');
  });
});
