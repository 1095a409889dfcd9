/**
 * The sales report's date ranges, in the shop's time zone (Europe/London). A range is two local dates,
 * both included; the server turns it into instants (the first date's midnight to the midnight after the last date),
 * so a day of 23 or 25 hours at a clock change is simply a shorter or longer interval and an order at 23:30 on the
 * night the clocks go back lands on its own date. The previous period is the same number of days just before.
 */
import { addDays, differenceInCalendarDays, parseISO, format } from 'date-fns';
import { z } from 'zod';
import { localDateSchema } from './opening-hours-schema';
import { shopDate, shopInstant } from './opening-hours';

export const REPORT_PRESETS = ['today', 'yesterday', 'last7', 'thisMonth', 'lastMonth', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last7: 'Last 7 days',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  custom: 'Custom',
};

/** The longest range a report covers: a leap year and a bit, so "the whole of last year" always fits. */
export const MAX_REPORT_DAYS = 400;

/**
 * The dates a report may name: the shop's own years, with room on both sides. A date far outside them (9999-12-31)
 * has no previous period or closing midnight a database can hold, so it is refused with this message, not run.
 */
const EARLIEST_REPORT_DATE = '2000-01-01';
const LATEST_REPORT_DATE = '2099-12-31';
const OUTSIDE_REPORT_YEARS = `Reports cover dates from ${EARLIEST_REPORT_DATE} to ${LATEST_REPORT_DATE}.`;

/** Local dates 'YYYY-MM-DD', both included. */
export interface ReportRange {
  from: string;
  to: string;
}

/** Adds days to a local date, as a local date (calendar arithmetic: no clock is involved). */
export function addLocalDays(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd');
}

/** The number of days a range covers (1 for a single day). */
export function rangeDays(range: ReportRange): number {
  return differenceInCalendarDays(parseISO(range.to), parseISO(range.from)) + 1;
}

/** The range a preset means at `now` (custom has no preset range: it is today until the owner picks dates). */
export function presetRange(preset: ReportPreset, now: Date): ReportRange {
  const today = shopDate(now);
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
    case 'custom':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addLocalDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addLocalDays(today, -6), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addLocalDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
  }
}

/** The same number of days, ending the day before the range starts. */
export function previousRange(range: ReportRange): ReportRange {
  const days = rangeDays(range);
  return { from: addLocalDays(range.from, -days), to: addLocalDays(range.from, -1) };
}

/** The instants a range covers: from its first local midnight (included) to the midnight after its last day (excluded). */
/** An interval of instants: start included, end excluded. */
export interface Interval {
  start: Date;
  end: Date;
}

export function rangeInstants(range: ReportRange): Interval {
  return { start: shopInstant(range.from, '00:00'), end: shopInstant(addLocalDays(range.to, 1), '00:00') };
}

/** One day is shown hour by hour; longer ranges day by day. */
export function reportGranularity(range: ReportRange): 'hour' | 'day' {
  return range.from === range.to ? 'hour' : 'day';
}

const reportDateSchema = localDateSchema.refine(
  (date) => date >= EARLIEST_REPORT_DATE && date <= LATEST_REPORT_DATE,
  OUTSIDE_REPORT_YEARS,
);

/**
 * The query of GET /api/admin/reports and its CSV export: two local dates between the report years, in order, at most
 * MAX_REPORT_DAYS apart (the most one request may ask for: a year's export streams in seconds, more is refused).
 */
export const reportRangeSchema = z
  .object({
    from: reportDateSchema,
    to: reportDateSchema,
  })
  .refine((range) => range.from <= range.to, { message: 'from must be on or before to.', path: ['to'] })
  .refine((range) => range.from > range.to || rangeDays(range) <= MAX_REPORT_DAYS, {
    message: `A report covers at most ${MAX_REPORT_DAYS} days.`,
    path: ['to'],
  });

/** A change against the previous period, as a whole percentage; null when there was nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}
