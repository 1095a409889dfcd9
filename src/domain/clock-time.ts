/**
 * A time of day written 'HH:MM', as the shop's hours are. Apart from the hours' schemas (opening-hours-schema.ts), so
 * a page that only reads the hours, the order page's Pickup time, does not load the validation library with them.
 */

/** Minutes since the start of the day of 'HH:MM' ('24:00' is 1440). */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
