/**
 * PostgreSQL: reports read on a pool of their own, whose statements may run up to the report's time limit while a
 * request's are cut at the request path's statement timeout, and which the database closes with its own pool.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/test-database';
import { openDatabase, type Database } from './client';

const postgres = (await testDatabaseKinds()).includes('postgres');

describe.runIf(postgres)('the report pool on PostgreSQL', () => {
  let testDb: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    // A request path cut at 100 ms, so that a statement of 300 ms stands for a report's long read.
    database = await openDatabase({ url: testDb.url, migrate: false, timeouts: { statementMs: 100, queryMs: 1_000 } });
  });
  afterAll(async () => {
    await database.close();
    await testDb.drop();
  });

  const backends = async () => {
    const found = await testDb.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
    );
    return (found as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  };

  it('lets a report’s read run past the request path’s statement timeout, up to its own limit', async () => {
    await expect(database.db.execute(sql`select pg_sleep(0.3)`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '57014' }),
    });
    await expect(database.reportsDb(2_000).execute(sql`select pg_sleep(0.3)`)).resolves.toBeDefined();
    await expect(database.reportsDb(200).execute(sql`select pg_sleep(0.3)`)).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '57014' }),
    });
  });

  it('reads on at most two connections of its own, whatever a report asks at once', async () => {
    const reports = database.reportsDb(2_000);
    expect(reports).not.toBe(database.db);
    expect(database.reportsDb(2_000)).toBe(reports);
    const before = await backends();
    await Promise.all(Array.from({ length: 6 }, () => reports.execute(sql`select pg_sleep(0.05)`)));
    expect((await backends()) - before).toBeLessThanOrEqual(2);
  });
});
