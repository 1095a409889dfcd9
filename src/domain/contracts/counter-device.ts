/**
 * Counter devices and PINs: /api/admin/counter-devices (the devices, Owners and Managers), the PINs set on the Staff
 * page or by each person, and /api/counter-device (the PIN screen of a tablet signed in as a counter device).
 */
import { z } from 'zod';
import { pinSchema } from '../counter-device';
import { deviceModeSchema } from '../kiosk';
import { MAX_PASSWORD_LENGTH } from '../accounts';
import { isoTime } from './common';

export const counterDeviceAnswer = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: isoTime,
  /** Who signed it in (their name, or e-mail when they have none); null when that account is gone. */
  createdBy: z.string().nullable(),
  /** When someone last switched in on it; null until the first time. */
  lastUsedAt: isoTime.nullable(),
  /** counter: the staff's till and PIN screen; kiosk: the customers' self-order kiosk. */
  mode: deviceModeSchema,
  /** A kiosk's Stripe reader, where its customers pay; null for none. */
  readerId: z.string().nullable(),
});
export type CounterDevice = z.infer<typeof counterDeviceAnswer>;
export const counterDeviceListAnswer = z.array(counterDeviceAnswer);

/** POST /api/admin/counter-devices: signs in the browser that sends it as a counter device. */
export const registerDeviceBody = z.strictObject({
  name: z
    .string({ error: 'Please name the device.' })
    .trim()
    .min(1, 'Please name the device.')
    .max(40, 'Please keep the name under 40 characters.')
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'The name must not contain control characters.'),
});

/** PUT /api/admin/counter-devices/:id/mode: a Manager switches a device between the till and the kiosk. */
export const deviceModeBody = z.strictObject({
  mode: deviceModeSchema,
  /** A kiosk's Stripe reader (tmr_…), where its customers pay; null for none. Kept as it was when absent. */
  readerId: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,100}$/, 'readerId must be a reader id (tmr_…).')
    .nullable()
    .optional(),
});
export type DeviceModeInput = z.infer<typeof deviceModeBody>;

/** PUT /api/admin/staff/:id/pin (the Owner, on the Staff page). */
export const setPinBody = z.strictObject({ pin: pinSchema });

/** PUT /api/admin/my-pin: a person's own PIN, with their password, so nobody at an unattended screen can change it. */
export const setMyPinBody = z.strictObject({
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(MAX_PASSWORD_LENGTH, 'Please enter your password.'),
  pin: pinSchema,
});
export type SetMyPinInput = z.infer<typeof setMyPinBody>;

/** GET /api/counter-device: whether this browser is a counter device, and whether its PIN screen is locked. */
export const counterDeviceStateAnswer = z.object({
  device: z.object({ name: z.string(), mode: deviceModeSchema }).nullable(),
  lockedUntil: isoTime.nullable(),
});
export type CounterDeviceState = z.infer<typeof counterDeviceStateAnswer>;

/** POST /api/counter-device/switch: the PIN of the person switching in. */
export const switchInBody = z.strictObject({ pin: pinSchema });
