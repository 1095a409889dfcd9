/**
 * How the shop writes an instant for people to read: always on the shop's clock, whatever the zone of the reader's
 * device or of the server. The numeric forms ('HH:MM', 'YYYY-MM-DD') are `shopTime` and `shopDate` in
 * opening-hours.ts; these are the worded ones. Each formatter is built once, when the file loads: building an
 * Intl.DateTimeFormat costs far more than using one, and a dashboard formats a time on every card.
 */
import { SHOP_TIME_ZONE } from './shop-time-zone';

/** An instant as a Date, or as the ISO text the API carries. */
type Instant = Date | string;

const inShop = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, ...options });

const clockWithSeconds = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;
const shortDate = inShop({ day: 'numeric', month: 'short', year: 'numeric' });
const shortDateAndClock = inShop({ day: 'numeric', month: 'short', year: 'numeric', ...clockWithSeconds });
const clock = inShop(clockWithSeconds);
const longDate = inShop({ dateStyle: 'long' });
const longDateAndTime = inShop({ dateStyle: 'long', timeStyle: 'short' });
const dayAndDate = inShop({ weekday: 'long', day: 'numeric', month: 'long' });
const zoneName = inShop({ timeZoneName: 'short' });

const asDate = (instant: Instant) => (typeof instant === 'string' ? new Date(instant) : instant);

/** "10 Jan 2026, 12:02:30": when something happened, to the second (the staff screens' created times). */
export function shopDateTimeWithSeconds(instant: Instant): string {
  return shortDateAndClock.format(asDate(instant));
}

/** "12:02:30": a time of today to the second (an order's history). */
export function shopClockWithSeconds(instant: Instant): string {
  return clock.format(asDate(instant));
}

/** "10 Jan 2026": a day, short (a dispute's evidence due date on the dashboard). */
export function shopShortDate(instant: Instant): string {
  return shortDate.format(asDate(instant));
}

/** "24 November 2026": a day in full, as an e-mail writes it. */
export function shopLongDate(instant: Instant): string {
  return longDate.format(asDate(instant));
}

/** "24 November 2026 at 14:05": a day and its time in full, as a receipt writes them. */
export function shopLongDateTime(instant: Instant): string {
  return longDateAndTime.format(asDate(instant));
}

/** "Tuesday 24 November": a weekday and its date, as a pickup sentence writes them (no comma, whatever the ICU). */
export function shopDayAndDate(instant: Instant): string {
  return dayAndDate.format(asDate(instant)).replace(',', '');
}

/** "BST" or "GMT": the shop's zone at an instant, to tell apart the two 01:15s of the night the clocks go back. */
export function shopZoneName(instant: Instant): string {
  return zoneName.formatToParts(asDate(instant)).find((part) => part.type === 'timeZoneName')?.value ?? '';
}
