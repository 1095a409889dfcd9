/**
 * The Pickup time select's slots grouped by the shop's calendar day, so a week of 15-minute slots reads as a few
 * days of times: "Today", "Tomorrow", then the weekday and date ("Friday 27 November"), each with its times.
 */
import { shopDate } from './opening-hours';
import { slotLabel } from './pickup-slots';

export interface PickupDay {
  /** The shop's date, 'YYYY-MM-DD'. */
  date: string;
  /** "Today", "Tomorrow", or the weekday and date. */
  label: string;
  /** Each slot's start (ISO) with its time ('10:15'; with the zone in the hour the clocks go back over twice). */
  slots: { start: string; time: string }[];
}

const DAY_MS = 86_400_000;
const longDate = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** The date after a 'YYYY-MM-DD' date (calendar arithmetic, whatever the time zone). */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

/** A day's heading as the shop's customers read it, from `now`'s date in the shop. */
export function pickupDayLabel(date: string, now: Date): string {
  const today = shopDate(now);
  if (date === today) return 'Today';
  if (date === nextDate(today)) return 'Tomorrow';
  return longDate.format(new Date(`${date}T12:00:00Z`));
}

/** Slots (in time order, as the server sends them) grouped by the shop's date, the days in order. */
export function pickupDays(slots: readonly { start: string }[], now: Date): PickupDay[] {
  const days: PickupDay[] = [];
  for (const slot of slots) {
    const start = new Date(slot.start);
    const date = shopDate(start);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: pickupDayLabel(date, now), slots: [] };
      days.push(day);
    }
    // A slot's label on its own date is its time alone (with the zone only in the repeated hour).
    day.slots.push({ start: slot.start, time: slotLabel(start, start) });
  }
  return days;
}
