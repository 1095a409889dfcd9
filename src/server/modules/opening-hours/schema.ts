/** The opening-hours module's tables: the weekly schedule, date exceptions and the shop's live state. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The weekly schedule: zero or more open–close ranges per weekday (0 = Sunday), local times 'HH:MM' in Europe/London. */
export const weeklyHours = pgTable(
  'weekly_hours',
  {
    id: serial('id').primaryKey(),
    weekday: integer('weekday').notNull(),
    opensAt: text('opens_at').notNull(),
    closesAt: text('closes_at').notNull(),
  },
  (t) => [
    index('weekly_hours_weekday_idx').on(t.weekday),
    check('weekly_hours_weekday_range', sql`${t.weekday} between 0 and 6`),
  ],
);

/** A local date when the weekly schedule does not apply: closed all day, or open at special hours. */
export const dateExceptions = pgTable('date_exceptions', {
  /** 'YYYY-MM-DD' in Europe/London. */
  date: text('date').primaryKey(),
  closed: boolean('closed').notNull(),
  /** The special hours ([{ open, close }]), empty when closed. */
  hours: jsonb('hours').$type<{ open: string; close: string }[]>().notNull().default([]),
  note: text('note').notNull().default(''),
});

/**
 * The one row (id 1) of the shop's live state. Without it the shop has no hours configured and is always open (a
 * fresh database before `npm run db:seed`); the seed creates it with the demo shop's hours.
 */
export const shopState = pgTable(
  'shop_state',
  {
    id: integer('id').primaryKey(),
    /** Online orders paused: until pausedUntil, or until resumed when pausedUntil is null. */
    paused: boolean('paused').notNull().default(false),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    busyMinutes: integer('busy_minutes').notNull().default(0),
    /** Drinks per 15-minute slot; null for no limit. */
    slotCapacity: integer('slot_capacity'),
    /** Minutes one barista takes over one cup, for the ASAP wait. */
    minutesPerDrink: integer('minutes_per_drink').notNull().default(2),
    /** Baristas on shift, set at the counter beside Busy. */
    baristas: integer('baristas').notNull().default(1),
    /** The longest wait ASAP may promise, in minutes; null for no limit. */
    longestAsapWait: integer('longest_asap_wait'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('shop_state_single_row', sql`${t.id} = 1`),
    check('shop_state_busy_minutes', sql`${t.busyMinutes} >= 0`),
    check('shop_state_slot_capacity', sql`${t.slotCapacity} is null or ${t.slotCapacity} >= 1`),
    check('shop_state_minutes_per_drink', sql`${t.minutesPerDrink} >= 0`),
    check('shop_state_baristas', sql`${t.baristas} >= 1`),
    check('shop_state_longest_asap_wait', sql`${t.longestAsapWait} is null or ${t.longestAsapWait} >= 1`),
  ],
);
