/**
 * The shared counter tablet: a browser an Owner or Manager has signed in once as a counter device, on which staff switch
 * in with a PIN of their own. The server enforces every rule here; the browser reads the same numbers to draw the PIN
 * screen and to go back to it when nobody has touched the tablet for a while.
 */
import { z } from 'zod';

export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 6;
/** Wrong PINs in a row on one device before its PIN screen locks. */
export const PIN_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 5;
/** A person switched in on a counter device is switched out after this long without a tap or a key. */
export const PIN_IDLE_MINUTES = 2;
export const PIN_IDLE_MS = PIN_IDLE_MINUTES * 60_000;

export const PIN_FORMAT_MESSAGE = `A PIN is ${PIN_MIN_DIGITS} to ${PIN_MAX_DIGITS} digits.`;
export const PIN_TAKEN = 'This PIN is taken: please choose another.';
export const NOT_A_COUNTER_DEVICE = 'This browser is not a counter device.';

export const pinSchema = z
  .string({ error: PIN_FORMAT_MESSAGE })
  .regex(new RegExp(`^\\d{${PIN_MIN_DIGITS},${PIN_MAX_DIGITS}}$`), PIN_FORMAT_MESSAGE);

/** Whether what has been typed so far could still become a PIN (digits only, not too long). */
export function isPinPrefix(value: string): boolean {
  return value.length <= PIN_MAX_DIGITS && /^\d*$/.test(value);
}

const minutesLeft = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** What the PIN screen says while it is locked: "… try again in 5 minutes." */
export function pinLockedMessage(until: Date, now = new Date()): string {
  const minutes = minutesLeft(until, now);
  return `Too many wrong PINs. The PIN screen is locked: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** What a wrong PIN is told, with the tries left before the screen locks. */
export function wrongPinMessage(triesLeft: number): string {
  return `Wrong PIN. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left before the PIN screen locks.`;
}

/** Where the PIN screen sends a person once switched in: a staff page of this shop, never another site. */
export function afterSwitchPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/orders';
  if (next === '/counter-device' || next.startsWith('/counter-device?')) return '/orders';
  return next;
}
