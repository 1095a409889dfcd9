import { describe, expect, it } from 'vitest';
import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts a row id in either letter case', () => {
    expect(isUuid('0b9f6c2e-3a4d-4e5f-8a7b-1c2d3e4f5a6b')).toBe(true);
    expect(isUuid('0B9F6C2E-3A4D-4E5F-8A7B-1C2D3E4F5A6B')).toBe(true);
  });

  it('refuses what is not one whole id', () => {
    for (const value of [
      '',
      'latte',
      '0b9f6c2e',
      '0b9f6c2e-3a4d-4e5f-8a7b-1c2d3e4f5a6',
      ' 0b9f6c2e-3a4d-4e5f-8a7b-1c2d3e4f5a6b',
      '0b9f6c2e-3a4d-4e5f-8a7b-1c2d3e4f5a6g',
      "0b9f6c2e-3a4d-4e5f-8a7b-1c2d3e4f5a6b' or 1=1",
    ]) {
      expect(isUuid(value), value).toBe(false);
    }
  });
});
