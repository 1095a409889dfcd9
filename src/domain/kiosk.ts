/**
 * The self-order kiosk: a counter device a Manager has switched to kiosk mode, where customers order for themselves.
 * It pays on the reader beside it, or the order waits at the till under Awaiting payment until paid there. With
 * nobody touching it for a minute it starts over, after a warning the customer can answer.
 */
import { z } from 'zod';

/** What a counter device is for: the staff's till and PIN screen, or the customers' kiosk. */
export const DEVICE_MODES = ['counter', 'kiosk'] as const;
export type DeviceMode = (typeof DEVICE_MODES)[number];
export const deviceModeSchema = z.enum(DEVICE_MODES, { error: 'The mode is counter or kiosk.' });

/** Without a touch for this long, the kiosk starts over (the basket and anything typed cleared). */
export const KIOSK_IDLE_MS = 60_000;
/** The warning (Still there?) comes this long before the kiosk starts over. */
export const KIOSK_WARNING_MS = 10_000;

/** How long a kiosk order chosen to be paid at the counter stays on the till's Awaiting payment list. */
export const AWAITING_PAYMENT_HOURS = 3;

/** Said to a kiosk asking for anything but the kiosk's own calls. */
export const KIOSK_ONLY = 'This device is a self-order kiosk: it can only take orders.';
/** Said to a browser that calls the kiosk's API without being a kiosk. */
export const NOT_A_KIOSK = 'This browser is not a self-order kiosk.';

/** When the idle warning should show and when the kiosk starts over, from the last touch. */
export function idleStage(lastTouch: number, now: number): 'active' | 'warning' | 'reset' {
  const idle = now - lastTouch;
  if (idle >= KIOSK_IDLE_MS) return 'reset';
  if (idle >= KIOSK_IDLE_MS - KIOSK_WARNING_MS) return 'warning';
  return 'active';
}

/** The whole seconds left before the kiosk starts over (the warning's countdown). */
export function secondsLeft(lastTouch: number, now: number): number {
  return Math.max(0, Math.ceil((lastTouch + KIOSK_IDLE_MS - now) / 1000));
}

/** The reference a customer gives at the counter for an order still to pay: short, unambiguous, read aloud. */
export function kioskReference(orderId: string): string {
  return orderId.replace(/-/g, '').slice(0, 4).toUpperCase();
}
