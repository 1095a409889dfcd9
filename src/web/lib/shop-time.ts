/** Times as the shop reads them: in Buckingham's time zone, whatever the device's. Staff screens share these. */
import { SHOP_TIME_ZONE } from '@domain/shop-time-zone';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const shortClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Spec §2: the created time with seconds, in the shop's time zone: "10 Jan 2026, 12:02:30". */
export function formatCreatedAt(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** "12:02:30", for the history. */
export function formatClock(iso: string): string {
  return clock.format(new Date(iso));
}

/** "12:40", for a ready time. */
export function formatReadyAt(iso: string): string {
  return shortClock.format(new Date(iso));
}
