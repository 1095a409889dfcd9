/**
 * The shop's time zone: every wall-clock time customers and staff read (opening hours, pickup times, receipts, the
 * report's days) is in it. Its own file, free of imports, so a page that only formats a time does not pull in the
 * time-zone arithmetic of opening-hours.ts.
 */
export const SHOP_TIME_ZONE = 'Europe/London';
