import { describe, expect, it } from 'vitest';
import {
  DEMO_OPENING_HOURS,
  busyMinutesSchema,
  dateExceptionsSchema,
  openingHoursSchema,
  pauseChoiceSchema,
  pauseSchema,
  slotCapacitySchema,
  timeRangeSchema,
  weeklyScheduleSchema,
  type WeeklySchedule,
} from './opening-hours-schema';

const everyDay = (ranges: WeeklySchedule[number]): WeeklySchedule =>
  [0, 1, 2, 3, 4, 5, 6].map(() => ranges) as WeeklySchedule;

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('opening hours schema', () => {
  it('accepts the demo shop, 10:00–22:00 every day', () => {
    expect(openingHoursSchema.parse(DEMO_OPENING_HOURS)).toEqual(DEMO_OPENING_HOURS);
    expect(DEMO_OPENING_HOURS.weekly.every((day) => day.length === 1 && day[0]!.open === '10:00')).toBe(true);
  });

  it('says "Close must be after open"', () => {
    expect(messages(timeRangeSchema.safeParse({ open: '22:00', close: '10:00' }))).toEqual([
      'Close must be after open.',
    ]);
    expect(messages(timeRangeSchema.safeParse({ open: '10:00', close: '10:00' }))).toEqual([
      'Close must be after open.',
    ]);
  });

  it('takes 24:00 as a close (midnight) but not as an open, and refuses malformed times', () => {
    expect(timeRangeSchema.safeParse({ open: '22:00', close: '24:00' }).success).toBe(true);
    expect(timeRangeSchema.safeParse({ open: '24:00', close: '24:00' }).success).toBe(false);
    expect(messages(timeRangeSchema.safeParse({ open: '9:00', close: '24:30' }))).toEqual([
      'Open must be a time like 10:00.',
      'Close must be a time like 22:00 (24:00 for midnight).',
    ]);
  });

  it('names the day whose hours overlap, and lets ranges touch', () => {
    const weekly = everyDay([{ open: '10:00', close: '14:00' }]);
    weekly[1] = [
      { open: '10:00', close: '14:00' },
      { open: '13:00', close: '18:00' },
    ];
    expect(messages(weeklyScheduleSchema.safeParse(weekly))).toEqual(['Opening hours on Monday overlap.']);
    weekly[1] = [
      { open: '14:00', close: '18:00' },
      { open: '10:00', close: '14:00' },
    ];
    expect(weeklyScheduleSchema.safeParse(weekly).success).toBe(true);
  });

  it('needs all seven days', () => {
    expect(messages(weeklyScheduleSchema.safeParse([[]]))).toEqual([
      'The weekly schedule needs the hours of all seven days, Sunday first.',
    ]);
  });

  it('reads closed days and special hours with a note, one exception per real date', () => {
    const parsed = dateExceptionsSchema.parse([
      { date: '2026-12-25', closed: true },
      { date: '2026-12-24', closed: false, hours: [{ open: '10:00', close: '15:00' }], note: ' Christmas Eve ' },
    ]);
    expect(parsed).toEqual([
      { date: '2026-12-25', closed: true, note: '' },
      { date: '2026-12-24', closed: false, hours: [{ open: '10:00', close: '15:00' }], note: 'Christmas Eve' },
    ]);
    expect(
      messages(
        dateExceptionsSchema.safeParse([
          { date: '2026-12-25', closed: true },
          { date: '2026-12-25', closed: true },
        ]),
      ),
    ).toEqual(['There is more than one exception for 2026-12-25.']);
    expect(messages(dateExceptionsSchema.safeParse([{ date: '2026-02-30', closed: true }]))).toEqual([
      'Date must be a real calendar date.',
    ]);
    expect(messages(dateExceptionsSchema.safeParse([{ date: '2026-12-24', closed: false, hours: [] }]))).toEqual([
      'Special hours need at least one range; mark the day closed instead.',
    ]);
  });

  it('reads a pause from JSON, and the settings with readable limits', () => {
    expect(pauseSchema.parse({ until: '2026-11-23T14:30:00.000Z' })).toEqual({
      until: new Date('2026-11-23T14:30:00.000Z'),
    });
    expect(pauseSchema.parse({ until: null })).toEqual({ until: null });
    expect(pauseSchema.parse(null)).toBeNull();
    expect(messages(pauseSchema.safeParse({ until: 'soon' }))).toEqual(['Resume time must be a date and time.']);
    expect(pauseChoiceSchema.safeParse(45).success).toBe(false);
    expect(pauseChoiceSchema.parse(null)).toBeNull();
    expect(messages(busyMinutesSchema.safeParse(-5))).toEqual(['Busy minutes cannot be negative.']);
    expect(slotCapacitySchema.parse(null)).toBeNull();
    expect(messages(slotCapacitySchema.safeParse(0))).toEqual(['Capacity must be at least 1 drink per slot (or off).']);
  });
});
