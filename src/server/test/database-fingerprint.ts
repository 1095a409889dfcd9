/**
 * For tests: a fingerprint of every table of the schema, to prove that a refused request changed nothing at all (no
 * order, no payment, no mail, no session, no audit line…), not only the tables a test happened to think of.
 */
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import * as schema from '../db/schema';

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

/** Table name → row count and hash of its rows (one round trip); tables in `ignore` are left out. */
export async function fingerprint(db: Db, ignore: string[] = []): Promise<Record<string, string>> {
  const names = tables.filter((name) => !ignore.includes(name));
  const parts = names.map(
    (name) =>
      sql`select ${name} as name, count(*)::int as count, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(name)} t`,
  );
  const rows = await db.execute(sql.join(parts, sql` union all `));
  const result: Record<string, string> = {};
  for (const row of (rows as unknown as { rows: Array<{ name: string; hash: string; count: number }> }).rows) {
    result[row.name] = `${row.count}:${row.hash}`;
  }
  return result;
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
