/**
 * When a deal runs: from a first day to a last day (either open), on some days of the week, and between two times
 * of those days (or all day), always on the shop's clock (Europe/London), whatever the zone of the server or the
 * customer's device. "Happy hour: Mon–Fri 15:00–17:00" is days [1..5], 15:00 to 17:00.
 *
 * The times are wall-clock times of the shop, compared as the shop's clock shows them: on the night the clocks change,
 * a deal of 01:00–01:30 runs in each of the two 01:00s of October and not in the hour March skips. A window never
 * crosses midnight (its end is after its start, '24:00' being the end of the day), as the opening hours' ranges do.
 *
 * The server prices a basket by whether each deal runs at the moment it prices (at checkout and again right before a
 * payment), and draws the menu with the deals running then; every function takes that moment as `now`.
 */
import { minutesOfDay } from './clock-time';
import { shopDate, shopInstant, shopTime } from './opening-hours';
import { shopShortDate } from './shop-time';

export interface DealSchedule {
  /** The first day it runs, 'YYYY-MM-DD' in the shop; null: from now on. */
  startsOn: string | null;
  /** The last day it runs (included); null: no end. */
  endsOn: string | null;
  /** The days of the week it runs, Sunday 0 … Saturday 6 (as Date#getDay and WEEKDAY_NAMES count). */
  days: number[];
  /** From this time of those days, 'HH:MM'; null with endTime null: all day. */
  startTime: string | null;
  /** Until this time (excluded), 'HH:MM' or '24:00'. */
  endTime: string | null;
}

export const EVERY_DAY: readonly number[] = [0, 1, 2, 3, 4, 5, 6];

/** A deal with no limits: every day, all day, from now on. */
export const ALWAYS: DealSchedule = {
  startsOn: null,
  endsOn: null,
  days: [...EVERY_DAY],
  startTime: null,
  endTime: null,
};

/** Monday first, as a shop's week is read ("Mon–Fri"). */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;
const SHORT_DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

function parts(date: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return [year, month, day];
}

/** The day of the week of a shop date, Sunday 0. */
function weekdayOf(date: string): number {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

function nextDate(date: string): string {
  const [year, month, day] = parts(date);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

const hasHours = (schedule: DealSchedule): schedule is DealSchedule & { startTime: string; endTime: string } =>
  schedule.startTime !== null && schedule.endTime !== null;

/** Whether a deal runs at some time of this shop date. */
function runsOn(schedule: DealSchedule, date: string): boolean {
  return (
    (schedule.startsOn === null || date >= schedule.startsOn) &&
    (schedule.endsOn === null || date <= schedule.endsOn) &&
    schedule.days.includes(weekdayOf(date))
  );
}

/** Whether the deal runs at the instant `now`, on the shop's clock. An absent schedule runs always. */
export function dealRunning(schedule: DealSchedule | undefined, now: Date): boolean {
  if (!schedule) return true;
  if (!runsOn(schedule, shopDate(now))) return false;
  if (!hasHours(schedule)) return true;
  const minute = minutesOfDay(shopTime(now));
  return minute >= minutesOfDay(schedule.startTime) && minute < minutesOfDay(schedule.endTime);
}

/** The promotions that are on (active) and running at `now`: the ones a basket is priced with then. */
export function runningDeals<T extends { active: boolean; schedule?: DealSchedule | undefined }>(
  promotions: readonly T[],
  now: Date,
): T[] {
  return promotions.filter((promotion) => promotion.active && dealRunning(promotion.schedule, now));
}

/**
 * What the menu says of a running deal that stops today: "Until 17:00", or "Until midnight" for one whose last day
 * is today. Null when it is not running, or runs on past today.
 */
export function dealUntil(schedule: DealSchedule | undefined, now: Date): string | null {
  if (!schedule || !dealRunning(schedule, now)) return null;
  const tomorrow = nextDate(shopDate(now));
  // A window to 24:00 followed by one from 00:00 the next day is one run through the night.
  const goesOnAtMidnight =
    runsOn(schedule, tomorrow) &&
    (!hasHours(schedule) || (schedule.endTime === '24:00' && schedule.startTime === '00:00'));
  if (goesOnAtMidnight) return null;
  if (hasHours(schedule) && schedule.endTime !== '24:00') return `Until ${schedule.endTime}`;
  return 'Until midnight';
}

/** Whether a schedule limits anything (a deal without one runs whenever it is active). */
export function isScheduled(schedule: DealSchedule | undefined): boolean {
  return (
    schedule !== undefined &&
    (schedule.startsOn !== null || schedule.endsOn !== null || hasHours(schedule) || schedule.days.length < 7)
  );
}

/**
 * The first instant after `now` at which a running deal may stop, a waiting one start, or "Until …" change: the
 * shop's next midnight, or a start or end time of today still to come. Null when no deal has a schedule. The
 * menu drawn at `now` holds until then.
 */
export function nextDealChange(schedules: readonly (DealSchedule | undefined)[], now: Date): Date | null {
  const scheduled = schedules.filter(isScheduled) as DealSchedule[];
  if (scheduled.length === 0) return null;
  const today = shopDate(now);
  let next = shopInstant(nextDate(today), '00:00');
  for (const schedule of scheduled) {
    if (!hasHours(schedule)) continue;
    for (const time of [schedule.startTime, schedule.endTime]) {
      const at = shopInstant(today, time);
      if (at > now && at < next) next = at;
    }
  }
  return next;
}

/** "Mon–Fri", "Every day", "Sat, Sun", "Mon, Wed, Fri". */
export function daysSummary(days: readonly number[]): string {
  const chosen = WEEK_FROM_MONDAY.filter((day) => days.includes(day));
  if (chosen.length === 7) return 'Every day';
  if (chosen.length === 0) return 'No days';
  const positions = chosen.map((day) => WEEK_FROM_MONDAY.indexOf(day));
  const consecutive = positions.every((position, index) => index === 0 || position === positions[index - 1]! + 1);
  if (consecutive && chosen.length >= 3) return `${SHORT_DAY_NAMES[chosen[0]!]}–${SHORT_DAY_NAMES[chosen.at(-1)!]}`;
  return chosen.map((day) => SHORT_DAY_NAMES[day]).join(', ');
}

const dayText = (date: string) => shopShortDate(shopInstant(date, '12:00'));

/**
 * A schedule in a line, as the staff's promotion card shows it: "Mon–Fri 15:00–17:00", "Every day, from 1 Dec 2026
 * to 24 Dec 2026", "Always".
 */
export function scheduleSummary(schedule: DealSchedule | undefined): string {
  if (!schedule || !isScheduled(schedule)) return 'Always';
  const when = [daysSummary(schedule.days), hasHours(schedule) ? `${schedule.startTime}–${schedule.endTime}` : '']
    .filter(Boolean)
    .join(' ');
  const from = schedule.startsOn ? `from ${dayText(schedule.startsOn)}` : '';
  const to = schedule.endsOn ? `to ${dayText(schedule.endsOn)}` : '';
  return [when, [from, to].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
