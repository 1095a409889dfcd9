/**
 * When the shop is open and how to say so. Every function takes the current time as `now` (an injected
 * clock), and all wall-clock times are in the shop's time zone, Europe/London, converted with @date-fns/tz so the clock
 * changes are handled by the time-zone database rather than by us.
 *
 * Clock changes (docs/decisions/0002-clock-changes.md): a range's local times are turned into instants for each date.
 * An opening starts the first time the shop's clock shows its opening time and ends the last time it shows its closing
 * time, so the hour that happens twice in October is open twice when the range covers it. A time that does not exist
 * (01:30 on the last Sunday of March) is the moment the clocks jump (02:00 BST): a range wholly inside the missing hour
 * is empty, never shifted an hour on. Openings are then plain intervals of instants, so a day with 23 or 25 hours needs
 * no special case.
 */
import { TZDate, tz, tzOffset } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format } from 'date-fns';
import { minutesOfDay } from './clock-time';
import type { DateException, Pause, TimeRange, WeeklySchedule } from './opening-hours-schema';
import { SHOP_TIME_ZONE } from './shop-time-zone';
const inShop = { in: tz(SHOP_TIME_ZONE) };

/** An opening as instants: open from `start` (included) to `end` (excluded). */
export interface OpenInterval {
  start: Date;
  end: Date;
}

/**
 * An instant's wall clock in the shop, as an ISO-like 'YYYY-MM-DDTHH:MM'. The offset comes from the time-zone database
 * (tzOffset); it is several times faster than `format`, which matters for the 7 days of slots built per request.
 */
function shopClock(instant: Date): string {
  return new Date(instant.getTime() + shopOffsetMinutes(instant) * 60_000).toISOString().slice(0, 16);
}

/**
 * The shop's offset from UTC, remembered per UTC hour: London's clocks change only on a whole UTC hour, so every instant
 * of one hour has the same offset. A year's CSV export asks for it four times per order, and the time-zone database's
 * answer costs about ten microseconds each time.
 */
const offsetByHour = new Map<number, number>();
function shopOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / 3_600_000);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    // About six years of hours; beyond that, start again rather than grow without end.
    if (offsetByHour.size >= 50_000) offsetByHour.clear();
    offset = tzOffset(SHOP_TIME_ZONE, instant);
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** The shop's local date of an instant, 'YYYY-MM-DD'. */
export function shopDate(instant: Date): string {
  return shopClock(instant).slice(0, 10);
}

/** The shop's local time of an instant, 'HH:MM'. */
export function shopTime(instant: Date): string {
  return shopClock(instant).slice(11, 16);
}

/** The instant of a local date and 'HH:MM' in the shop's time zone ('24:00' is the next day's midnight). */
export function shopInstant(date: string, time: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const minutes = minutesOfDay(time);
  const local = new TZDate(year, month - 1, day + Math.floor(minutes / 1440), 0, minutes % 1440, SHOP_TIME_ZONE);
  return new Date(local.getTime());
}

const MINUTE_MS = 60_000;

/** The shop's offset from UTC at an instant, in minutes. */
function offsetAt(instant: number): number {
  return tzOffset(SHOP_TIME_ZONE, new Date(instant));
}

/**
 * Every instant at which the shop's clock shows `time` on `date`, earliest first: one on most days, none in the hour
 * that goes missing in spring, two in the hour that happens twice in autumn.
 */
function instantsShowing(date: string, time: string): number[] {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wallClock = Date.UTC(year, month - 1, day, 0, minutesOfDay(time));
  const offsets = new Set([-12, 0, 12].map((hours) => offsetAt(wallClock + hours * 3_600_000)));
  return [...offsets]
    .map((offset) => wallClock - offset * MINUTE_MS)
    .filter((instant) => offsetAt(instant) * MINUTE_MS === wallClock - instant)
    .sort((a, b) => a - b);
}

/** The instant the clocks jump over a missing `time` on `date` (they change on a whole minute). */
function clockJumpOver(date: string, time: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wallClock = Date.UTC(year, month - 1, day, 0, minutesOfDay(time));
  const offsets = [-12, 12].map((hours) => offsetAt(wallClock + hours * 3_600_000));
  let before = wallClock - Math.max(...offsets) * MINUTE_MS;
  let after = wallClock - Math.min(...offsets) * MINUTE_MS;
  const offsetBefore = offsetAt(before);
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(middle) === offsetBefore) before = middle;
    else after = middle;
  }
  return after;
}

/** When an opening from `time` on `date` starts: the first time the clock shows it, or when the clocks jump past it. */
function openingStartOn(date: string, time: string): Date {
  return new Date(instantsShowing(date, time)[0] ?? clockJumpOver(date, time));
}

/** When an opening until `time` on `date` ends: the last time the clock shows it, or when the clocks jump past it. */
function openingEndOn(date: string, time: string): Date {
  return new Date(instantsShowing(date, time).at(-1) ?? clockJumpOver(date, time));
}

/** The ranges that apply on a local date: its exception's (none when closed), else the weekday's. */
export function hoursOn(date: string, weekly: WeeklySchedule, exceptions: readonly DateException[]): TimeRange[] {
  const exception = exceptions.find((candidate) => candidate.date === date);
  if (exception) return exception.closed ? [] : exception.hours;
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  // A calendar date's weekday does not depend on the time zone.
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekly[weekday] ?? [];
}

/**
 * The openings that start on the local dates from `from`'s date for `days` days, as sorted instants, with touching or
 * overlapping ranges joined (22:00–24:00 then 00:00–02:00 is one opening until 02:00).
 */
export function openIntervals(
  weekly: WeeklySchedule,
  exceptions: readonly DateException[],
  from: Date,
  days: number,
): OpenInterval[] {
  const firstDay = new TZDate(from.getTime(), SHOP_TIME_ZONE);
  const intervals: OpenInterval[] = [];
  for (let i = 0; i < days; i++) {
    const date = shopDate(addDays(firstDay, i));
    for (const range of hoursOn(date, weekly, exceptions)) {
      const start = openingStartOn(date, range.open);
      const end = openingEndOn(date, range.close);
      // A range inside the hour that goes missing in spring starts and ends as the clocks jump: empty, so dropped.
      if (end > start) intervals.push({ start, end });
    }
  }
  intervals.sort((a, b) => a.start.getTime() - b.start.getTime());
  const joined: OpenInterval[] = [];
  for (const interval of intervals) {
    const last = joined.at(-1);
    if (last && interval.start <= last.end) {
      if (interval.end > last.end) last.end = interval.end;
    } else joined.push({ ...interval });
  }
  return joined;
}

/** The opening that contains `now`, or null when the shop is closed (pauses aside). */
export function openingAt(
  weekly: WeeklySchedule,
  exceptions: readonly DateException[],
  now: Date,
): OpenInterval | null {
  // Starting a day early catches an opening that began yesterday and runs past midnight into today.
  const from = new Date(now.getTime() - 24 * 3_600_000);
  // Look a few days on so that an opening joined across midnight reports its real end (a shop open round the clock
  // for longer would be reported as closing when the look-ahead ends).
  return openIntervals(weekly, exceptions, from, 4).find((o) => o.start <= now && now < o.end) ?? null;
}

/** A pause is in force from when staff press it until its `until` (excluded), or for ever when `until` is null. */
export function isPaused(pause: Pause, now: Date): boolean {
  return pause !== null && (pause.until === null || now < pause.until);
}

/** Staff pause for 15, 30 or 60 minutes, or until resumed (null). */
export function pauseFor(minutes: 15 | 30 | 60 | null, now: Date): NonNullable<Pause> {
  return { until: minutes === null ? null : new Date(now.getTime() + minutes * 60_000) };
}

/** This sentence is shown word for word on every storefront page during a pause. */
export const PAUSED_MESSAGE = "We're not taking online orders right now";

/**
 * How a later time reads next to `now`: "at 10:00" today, "tomorrow at 10:00", "Friday at 10:00" within the week,
 * "on Thursday 3 December at 10:00" beyond it. Tomorrow's 00:00 reads "at midnight".
 */
export function whenPhrase(instant: Date, now: Date): string {
  const days = differenceInCalendarDays(instant, now, inShop);
  const time = shopTime(instant);
  if (days <= 0) return `at ${time}`;
  if (days === 1) return time === '00:00' ? 'at midnight' : `tomorrow at ${time}`;
  if (days < 7) return `${format(instant, 'EEEE', inShop)} at ${time}`;
  return `on ${format(instant, 'EEEE d MMMM', inShop)} at ${time}`;
}

export interface ShopStatus {
  /** Taking orders now: open by the hours and not paused. */
  open: boolean;
  paused: boolean;
  /** The state in words for customers, e.g. "Open until 22:00" or "Closed · opens tomorrow at 10:00". */
  text: string;
}

/** How far ahead "Closed · opens …" looks for the next opening (a long holiday still gets a date). */
const STATUS_LOOKAHEAD_DAYS = 60;

/** The shop's state in words, for the header or the menu. */
export function shopStatus(
  weekly: WeeklySchedule,
  exceptions: readonly DateException[],
  pause: Pause,
  now: Date,
): ShopStatus {
  if (isPaused(pause, now)) {
    const until = pause?.until ?? null;
    return {
      open: false,
      paused: true,
      text: until ? `${PAUSED_MESSAGE} · back ${whenPhrase(until, now)}` : PAUSED_MESSAGE,
    };
  }
  const opening = openingAt(weekly, exceptions, now);
  if (opening) {
    // Within a day the closing time alone is clear ("Open until 02:00" at 23:00); beyond, it needs its day.
    const time = shopTime(opening.end);
    const closes =
      opening.end.getTime() - now.getTime() <= 24 * 3_600_000
        ? time === '00:00'
          ? 'midnight'
          : time
        : whenPhrase(opening.end, now);
    return { open: true, paused: false, text: `Open until ${closes}` };
  }
  const next = openIntervals(weekly, exceptions, now, STATUS_LOOKAHEAD_DAYS).find((o) => o.start > now);
  return { open: false, paused: false, text: next ? `Closed · opens ${whenPhrase(next.start, now)}` : 'Closed' };
}
