import { describe, expect, it } from 'vitest';
import * as shop from './shop-time';

describe('how the shop writes an instant', () => {
  it('writes times on the shop’s clock, summer time included, from a Date or from ISO text', () => {
    expect(shop.shopDateTimeWithSeconds('2026-01-10T12:02:30.000Z')).toBe('10 Jan 2026, 12:02:30');
    expect(shop.shopDateTimeWithSeconds(new Date('2026-07-10T12:02:30.000Z'))).toBe('10 Jul 2026, 13:02:30');
    expect(shop.shopClockWithSeconds('2026-07-01T23:30:05.000Z')).toBe('00:30:05');
    expect(shop.shopLongDateTime(new Date('2026-11-24T14:05:00Z'))).toBe('24 November 2026 at 14:05');
  });

  it('dates an instant by the shop’s day, not the UTC one', () => {
    const justAfterMidnightInSummer = '2026-07-01T23:30:00.000Z';
    expect(shop.shopShortDate(justAfterMidnightInSummer)).toBe('2 Jul 2026');
    expect(shop.shopLongDate(new Date(justAfterMidnightInSummer))).toBe('2 July 2026');
    expect(shop.shopDayAndDate(justAfterMidnightInSummer)).toBe('Thursday 2 July');
  });

  it('names the zone, so the two 01:15s of the night the clocks go back read apart', () => {
    expect(shop.shopZoneName('2026-10-25T00:15:00Z')).toBe('BST');
    expect(shop.shopZoneName('2026-10-25T01:15:00Z')).toBe('GMT');
  });
});
