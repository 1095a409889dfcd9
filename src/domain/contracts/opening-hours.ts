/**
 * The shop's state for customers (GET /api/shop-status) and the staff's opening hours, pause, busy minutes and
 * slot capacity (/api/admin/opening-hours, /api/admin/shop-pause…). The rules behind them are the domain's
 * (opening-hours.ts, pickup-slots.ts); the shapes of the hours are opening-hours-schema.ts's.
 */
import { z } from 'zod';
import {
  busyMinutesSchema,
  dateExceptionSchema,
  openingHoursSchema,
  pauseChoiceSchema,
  slotCapacitySchema,
  timeRangeSchema,
} from '../opening-hours-schema';
import { baristasSchema, longestAsapWaitSchema, minutesPerDrinkSchema } from '../asap-wait-schema';
import { isoTime } from './common';

/**
 * The customer's pickup choice as the checkout calls send it: 'asap' (also when absent) or a slot's start as an ISO
 * instant.
 */
export const pickupTimeSchema = z
  .string({ error: 'pickupTime must be "asap" or a pickup slot’s start time.' })
  .max(40, 'pickupTime must be "asap" or a pickup slot’s start time.')
  .refine(
    (value) => value === 'asap' || !Number.isNaN(Date.parse(value)),
    'pickupTime must be "asap" or a pickup slot’s start time.',
  );

/** GET /api/shop-status?drinks=N: drinks is the basket's size, so slots that cannot take it are left out. */
export const shopStatusQuery = z.object({
  drinks: z.coerce.number().int().min(1).max(1_000).optional(),
});

export const pickupSlotAnswer = z.object({ start: isoTime, label: z.string() });

export const shopStatusAnswer = z.object({
  /** Taking orders now: open by the hours and not paused. */
  open: z.boolean(),
  paused: z.boolean(),
  /** When a pause ends by itself; null when not paused or paused until resumed. */
  pausedUntil: isoTime.nullable(),
  /** The state in words: "Open until 22:00", "Closed · opens tomorrow at 10:00", or the pause message. */
  text: z.string(),
  pickup: z.object({
    asap: z.boolean(),
    asapMinutes: z.number().int(),
    slots: z.array(pickupSlotAnswer),
  }),
});
export type ShopStatusAnswer = z.infer<typeof shopStatusAnswer>;

/** GET /api/admin/opening-hours: everything staff can change, and the state it gives now. */
export const openingSettingsAnswer = z.object({
  /** False while no hours were ever saved: the shop is then open round the clock. */
  configured: z.boolean(),
  weekly: z.array(z.array(timeRangeSchema)),
  exceptions: z.array(dateExceptionSchema),
  paused: z.boolean(),
  pausedUntil: isoTime.nullable(),
  busyMinutes: z.number().int(),
  capacity: z.number().int().nullable(),
  minutesPerDrink: z.number().int(),
  baristas: z.number().int(),
  /** Minutes; null when off. */
  longestAsapWait: z.number().int().nullable(),
  status: shopStatusAnswer,
});
export type OpeningSettingsAnswer = z.infer<typeof openingSettingsAnswer>;

/** PUT /api/admin/opening-hours. */
export const openingHoursBody = openingHoursSchema;

/** POST /api/admin/shop-pause: 15, 30 or 60 minutes, or null for until resumed. */
export const pauseBody = z.strictObject({ minutes: pauseChoiceSchema });

/** PUT /api/admin/shop-busy. */
export const busyBody = z.strictObject({ busyMinutes: busyMinutesSchema });

/** PUT /api/admin/slot-capacity. */
export const capacityBody = z.strictObject({ capacity: slotCapacitySchema });

/** PUT /api/admin/asap-wait: Minutes per drink and Longest ASAP wait (null: off). */
export const asapWaitBody = z.strictObject({
  minutesPerDrink: minutesPerDrinkSchema,
  longestAsapWait: longestAsapWaitSchema,
});
export type AsapWaitBody = z.infer<typeof asapWaitBody>;

/** PUT /api/admin/shop-baristas. */
export const baristasBody = z.strictObject({ baristas: baristasSchema });
