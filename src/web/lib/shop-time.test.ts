import { describe, expect, it } from 'vitest';
import { formatCreatedAt } from './shop-time';

describe('shop times', () => {
  it('shows created times with seconds in the shop’s time zone, summer time included', () => {
    expect(formatCreatedAt('2026-01-10T12:02:30.000Z')).toBe('10 Jan 2026, 12:02:30');
    expect(formatCreatedAt('2026-07-10T12:02:30.000Z')).toBe('10 Jul 2026, 13:02:30');
  });
});
