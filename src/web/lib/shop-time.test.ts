import { describe, expect, it } from 'vitest';
import { formatCreatedAt, formatReadyAt } from './shop-time';

describe('shop times', () => {
  it('shows created times with seconds in the shop’s time zone, summer time included', () => {
    expect(formatCreatedAt('2026-01-10T12:02:30.000Z')).toBe('10 Jan 2026, 12:02:30');
    expect(formatCreatedAt('2026-07-10T12:02:30.000Z')).toBe('10 Jul 2026, 13:02:30');
  });

  it('counts the hour after midnight as 00, on the London day it falls in', () => {
    expect(formatCreatedAt('2026-07-01T23:30:05.000Z')).toBe('2 Jul 2026, 00:30:05');
    expect(formatReadyAt('2026-07-01T23:30:05.000Z')).toBe('00:30');
  });
});
