/**
 * Times as the shop reads them, on its own clock whatever the device's: the staff screens' and the customer's pages'
 * names for the domain's formatters, which take the ISO text the API sends.
 */
import { shopTime } from '@domain/opening-hours';
import { shopClockWithSeconds, shopDateTimeWithSeconds } from '@domain/shop-time';

/** The created time with seconds: "10 Jan 2026, 12:02:30". */
export const formatCreatedAt = (iso: string): string => shopDateTimeWithSeconds(iso);

/** "12:02:30", for the history. */
export const formatClock = (iso: string): string => shopClockWithSeconds(iso);

/** "12:40", for a ready time. */
export const formatReadyAt = (iso: string): string => shopTime(new Date(iso));
