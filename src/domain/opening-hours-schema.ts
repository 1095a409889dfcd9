/**
 * The shape of the shop's hours, exceptions, pause and pickup settings, validated once here and shared by
 * the server (admin requests, database rows) and the browser (the admin form). The types are derived from the schemas.
 *
 * Midnight: a range never crosses midnight. A close of '24:00' means the end of that day; to trade past midnight, end
 * one day at '24:00' and start the next at '00:00' — adjacent ranges are joined into one opening (see opening-hours.ts),
 * so customers see "Open until 02:00", not a close at midnight.
 */
import { z } from 'zod';
import { minutesOfDay } from './clock-time';

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const openTimeSchema = z
  .string({ error: 'Open must be a time like 10:00.' })
  .regex(HH_MM, 'Open must be a time like 10:00.');

export const closeTimeSchema = z
  .string({ error: 'Close must be a time like 22:00.' })
  .refine((value) => HH_MM.test(value) || value === '24:00', 'Close must be a time like 22:00 (24:00 for midnight).');

export const timeRangeSchema = z
  .strictObject({ open: openTimeSchema, close: closeTimeSchema })
  .refine((range) => minutesOfDay(range.close) > minutesOfDay(range.open), {
    message: 'Close must be after open.',
    path: ['close'],
  });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/** A day's ranges must not overlap; touching (12:00–14:00 then 14:00–18:00) is allowed and means one opening. */
function overlaps(ranges: readonly TimeRange[]): boolean {
  const sorted = [...ranges].sort((a, b) => minutesOfDay(a.open) - minutesOfDay(b.open));
  return sorted.some((range, i) => i > 0 && minutesOfDay(range.open) < minutesOfDay(sorted[i - 1]!.close));
}

const dayRanges = (dayLabel: string) =>
  z
    .array(timeRangeSchema)
    .max(12, `${dayLabel} can have at most 12 opening ranges.`)
    .refine((ranges) => !overlaps(ranges), `Opening hours on ${dayLabel} overlap.`);

/** Index 0 is Sunday … 6 is Saturday, as Date#getDay counts. An empty day is closed. */
export const weeklyScheduleSchema = z.tuple(
  [
    dayRanges('Sunday'),
    dayRanges('Monday'),
    dayRanges('Tuesday'),
    dayRanges('Wednesday'),
    dayRanges('Thursday'),
    dayRanges('Friday'),
    dayRanges('Saturday'),
  ],
  { error: 'The weekly schedule needs the hours of all seven days, Sunday first.' },
);
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

function isCalendarDate(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const localDateSchema = z
  .string({ error: 'Date must be like 2026-12-25.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be like 2026-12-25.')
  .refine(isCalendarDate, 'Date must be a real calendar date.');

const noteSchema = z.string().trim().max(200, 'Note must be at most 200 characters.').default('');

/** A date when the weekly schedule does not apply: closed all day, or open at special hours (which replace the day's). */
export const dateExceptionSchema = z.discriminatedUnion(
  'closed',
  [
    z.strictObject({ date: localDateSchema, closed: z.literal(true), note: noteSchema }),
    z.strictObject({
      date: localDateSchema,
      closed: z.literal(false),
      hours: z
        .array(timeRangeSchema)
        .min(1, 'Special hours need at least one range; mark the day closed instead.')
        .max(12, 'A day can have at most 12 opening ranges.')
        .refine((ranges) => !overlaps(ranges), 'The special hours overlap.'),
      note: noteSchema,
    }),
  ],
  { error: 'An exception is either closed all day or has special hours.' },
);
export type DateException = z.infer<typeof dateExceptionSchema>;

export const dateExceptionsSchema = z
  .array(dateExceptionSchema)
  .max(400, 'At most 400 date exceptions.')
  .superRefine((exceptions, ctx) => {
    const seen = new Set<string>();
    for (const exception of exceptions) {
      if (seen.has(exception.date))
        ctx.addIssue({ code: 'custom', message: `There is more than one exception for ${exception.date}.` });
      seen.add(exception.date);
    }
  });

export const openingHoursSchema = z.strictObject({
  weekly: weeklyScheduleSchema,
  exceptions: dateExceptionsSchema,
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** A pause of online orders: until a time (it resumes by itself) or, with until null, until staff resume it. */
export const pauseSchema = z
  .strictObject({ until: z.coerce.date({ error: 'Resume time must be a date and time.' }).nullable() })
  .nullable();
export type Pause = z.infer<typeof pauseSchema>;

/** Staff pause for 15, 30 or 60 minutes, or until resumed (null). */
export const pauseChoiceSchema = z.union([z.literal(15), z.literal(30), z.literal(60), z.null()], {
  error: 'Pause for 15, 30 or 60 minutes, or until resumed.',
});

/** Minutes added to the ASAP estimate while the counter is busy. */
export const busyMinutesSchema = z
  .number({ error: 'Busy minutes must be a number.' })
  .int('Busy minutes must be a whole number.')
  .min(0, 'Busy minutes cannot be negative.')
  .max(240, 'Busy minutes must be at most 240.');

/** Drinks per 15-minute slot; null means no limit (the default). */
export const slotCapacitySchema = z
  .number({ error: 'Capacity must be a number of drinks.' })
  .int('Capacity must be a whole number of drinks.')
  .min(1, 'Capacity must be at least 1 drink per slot (or off).')
  .max(1_000, 'Capacity must be at most 1000 drinks per slot.')
  .nullable();

/** The demo shop opens 10:00–22:00 every day. */
export const DEMO_OPENING_HOURS: OpeningHours = {
  weekly: [0, 1, 2, 3, 4, 5, 6].map(() => [{ open: '10:00', close: '22:00' }]) as WeeklySchedule,
  exceptions: [],
};
