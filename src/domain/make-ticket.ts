/**
 * A ticket on the make screen (one order, its cups): when its clock starts, how it reads, and when it turns amber
 * (past the shop's prep time) and red (past twice that). The server says when each clock starts; the screen ticks.
 */

export type TicketTone = 'due-later' | 'on-time' | 'late' | 'very-late';

/**
 * When a ticket's clock starts: an ASAP order when it was paid; a scheduled one when making it should begin (its
 * pickup time less the prep time), never before it was paid. A drink for 15:00 paid at 9:00 is not late at 9:11.
 */
export function ticketClockStart(
  order: { paidAt: Date; pickupAsap: boolean; pickupAt: Date | null },
  prepMinutes: number,
): Date {
  if (order.pickupAsap || !order.pickupAt) return order.paidAt;
  const begin = order.pickupAt.getTime() - prepMinutes * 60_000;
  return new Date(Math.max(order.paidAt.getTime(), begin));
}

/** How the ticket stands `elapsedMs` after its clock started. */
export function ticketTone(elapsedMs: number, prepMinutes: number): TicketTone {
  if (elapsedMs < 0) return 'due-later';
  const prepMs = prepMinutes * 60_000;
  if (elapsedMs > 2 * prepMs) return 'very-late';
  if (elapsedMs > prepMs) return 'late';
  return 'on-time';
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The clock as read across a counter: "0:42", "12:05", "1:02:03"; a ticket not yet due reads "in 12 min". */
export function ticketClock(elapsedMs: number): string {
  if (elapsedMs < 0) return `in ${Math.ceil(-elapsedMs / 60_000)} min`;
  const seconds = Math.floor(elapsedMs / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${twoDigits(rest)}` : `${minutes}:${twoDigits(rest)}`;
}

/** What a screen reader hears of the clock: "4 minutes waiting", "due in 12 minutes". */
export function ticketClockWords(elapsedMs: number): string {
  const minutes = Math.floor(Math.abs(elapsedMs) / 60_000);
  const words = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return elapsedMs < 0 ? `due in ${Math.max(1, Math.ceil(-elapsedMs / 60_000))} minutes` : `${words} waiting`;
}
