import { describe, expect, it } from 'vitest';
import { DEMO_OPENING_HOURS, type DateException } from './opening-hours-schema';
import { closedForPickup } from './pickup-slots';

// Tuesday 24 November 2026 (GMT): the demo shop is open 10:00–22:00 every day.
const weekly = DEMO_OPENING_HOURS.weekly;
const slot = (iso: string) => ({ asap: false, at: new Date(iso) });
const asap = (iso: string) => ({ asap: true, at: new Date(iso) });
const closedTuesday: DateException[] = [{ date: '2026-11-24', closed: true, note: 'Staff training' }];

describe('closedForPickup (a payment that completes for a time the shop is no longer open)', () => {
  it('is false for a slot inside the hours, the last one ending at closing time included', () => {
    expect(closedForPickup(weekly, [], slot('2026-11-24T11:00:00Z'))).toBe(false);
    expect(closedForPickup(weekly, [], slot('2026-11-24T21:45:00Z'))).toBe(false);
  });

  it('is true for a slot on a day staff have since closed', () => {
    expect(closedForPickup(weekly, closedTuesday, slot('2026-11-24T11:00:00Z'))).toBe(true);
    // The day before and after are untouched.
    expect(closedForPickup(weekly, closedTuesday, slot('2026-11-23T11:00:00Z'))).toBe(false);
    expect(closedForPickup(weekly, closedTuesday, slot('2026-11-25T11:00:00Z'))).toBe(false);
  });

  it('is true for a slot that no longer fits in shortened hours', () => {
    const shortened: DateException[] = [
      { date: '2026-11-24', closed: false, hours: [{ open: '12:00', close: '18:00' }], note: 'Half day' },
    ];
    expect(closedForPickup(weekly, shortened, slot('2026-11-24T11:00:00Z'))).toBe(true);
    expect(closedForPickup(weekly, shortened, slot('2026-11-24T17:45:00Z'))).toBe(false);
    expect(closedForPickup(weekly, shortened, slot('2026-11-24T18:00:00Z'))).toBe(true);
  });

  it('judges an ASAP order by its ready time, one ready at the minute of closing still open', () => {
    expect(closedForPickup(weekly, [], asap('2026-11-24T12:10:00Z'))).toBe(false);
    expect(closedForPickup(weekly, [], asap('2026-11-24T22:00:00Z'))).toBe(false);
    expect(closedForPickup(weekly, [], asap('2026-11-24T22:05:00Z'))).toBe(true);
    expect(closedForPickup(weekly, closedTuesday, asap('2026-11-24T12:10:00Z'))).toBe(true);
  });
});
