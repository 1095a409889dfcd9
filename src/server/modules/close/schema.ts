/**
 * The close module's tables: the cash float typed in for a shop day, and the closed days. A closed day keeps its Z
 * report as it stood when it was closed (JSON) with who closed it and when; the module has no path that updates or
 * deletes one, and the day's primary key lets it be closed once.
 */
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import type { ZReport } from '../../../domain/day-close';

/** The float put in the drawer at opening, one row per shop day ('YYYY-MM-DD', the shop's clock). */
export const cashFloats = pg.pgTable(
  'cash_floats',
  {
    day: pg.date('day', { mode: 'string' }).primaryKey(),
    floatPence: pg.integer('float_pence').notNull(),
    setByName: pg.text('set_by_name').notNull(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.check('cash_floats_float_not_negative', sql`${t.floatPence} >= 0`)],
);

/** A closed shop day: its Z report as it stood, signed by who closed it and when. Never updated. */
export const closedDays = pg.pgTable('closed_days', {
  day: pg.date('day', { mode: 'string' }).primaryKey(),
  report: pg.jsonb('report').$type<ZReport>().notNull(),
  closedByUserId: pg.uuid('closed_by_user_id'),
  closedByName: pg.text('closed_by_name').notNull(),
  closedAt: pg.timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
});
