import { describe, expect, it } from 'vitest';
import { pickupDayLabel, pickupDays } from './pickup-days';

describe('pickupDays', () => {
  // Thursday 26 November 2026, 21:40 in London (GMT).
  const now = new Date('2026-11-26T21:40:00Z');

  it('groups the slots by the shop’s day: Today, Tomorrow, then the weekday and date, each with its times', () => {
    const slots = ['2026-11-26T21:45:00Z', '2026-11-27T10:00:00Z', '2026-11-27T10:15:00Z', '2026-11-28T09:00:00Z'];
    expect(
      pickupDays(
        slots.map((start) => ({ start })),
        now,
      ),
    ).toEqual([
      { date: '2026-11-26', label: 'Today', slots: [{ start: slots[0], time: '21:45' }] },
      {
        date: '2026-11-27',
        label: 'Tomorrow',
        slots: [
          { start: slots[1], time: '10:00' },
          { start: slots[2], time: '10:15' },
        ],
      },
      { date: '2026-11-28', label: 'Saturday 28 November', slots: [{ start: slots[3], time: '09:00' }] },
    ]);
  });

  it('takes the day in London, not in UTC: 23:30 UTC in summer is already tomorrow', () => {
    const summer = new Date('2026-07-01T12:00:00Z');
    const [day] = pickupDays([{ start: '2026-07-01T23:30:00Z' }], summer);
    expect(day).toEqual({
      date: '2026-07-02',
      label: 'Tomorrow',
      slots: [{ start: '2026-07-01T23:30:00Z', time: '00:30' }],
    });
  });

  it('keeps the two 01:15s of the night the clocks go back apart', () => {
    const night = new Date('2026-10-24T20:00:00Z');
    const [day] = pickupDays([{ start: '2026-10-25T00:15:00Z' }, { start: '2026-10-25T01:15:00Z' }], night);
    expect(day!.slots.map((slot) => slot.time)).toEqual(['01:15 BST', '01:15 GMT']);
  });

  it('gives no days for no slots, and names a day a week on by its weekday and date', () => {
    expect(pickupDays([], now)).toEqual([]);
    expect(pickupDayLabel('2026-12-02', now)).toBe('Wednesday 2 December');
  });
});
