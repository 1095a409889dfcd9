/** The counter module's table: the makers' Made marks. */
import * as pg from 'drizzle-orm/pg-core';

/** The makers' queue: each cup of an order marked Made (its number within the order, 1 to the order's cups). */
export const cupsMade = pg.pgTable(
  'cups_made',
  {
    /** The order the cup belongs to (part of the key, so never null in the database). */
    orderId: pg.uuid('order_id'),
    cup: pg.integer('cup').notNull(),
    madeAt: pg.timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.orderId, t.cup] })],
);
