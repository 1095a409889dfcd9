/**
 * The embedded database runs in this process and answers without any I/O: a chain of its queries, each awaited after
 * the last, would otherwise resolve in microtasks only and keep everything else waiting (in a burst of
 * checkouts, payments being confirmed were not even read off their sockets for over a second).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

describe('the embedded database between two queries', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets waiting work (a request, a timer) run before its next query', async () => {
    const queriesDone: number[] = [];
    let done = 0;
    // Waiting work: what a request that arrived meanwhile would be (an I/O callback runs in the same turn as these).
    const waiting = new Promise<void>((resolve) =>
      setImmediate(() => {
        queriesDone.push(done);
        resolve();
      }),
    );
    for (let i = 0; i < 20; i++) {
      await database.db.execute(sql`select ${i}::int as n`);
      done++;
    }
    await waiting;
    expect(queriesDone[0]).toBeLessThan(2);
  });

  it('still answers every query, in order', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => database.db.execute(sql`select ${i}::int as n`)),
    );
    const numbers = answers.map((answer) => (answer as unknown as { rows: Array<{ n: number }> }).rows[0]?.n);
    expect(numbers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
