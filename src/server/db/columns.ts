/**
 * Column helpers the modules' table definitions share. Relative imports only around the schema: drizzle-kit loads these
 * files without the tsconfig paths.
 */
import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** A fixed list of the domain's words as SQL literals, for a CHECK constraint (drizzle-kit writes it out as is). */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
