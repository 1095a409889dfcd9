/**
 * A failed query is logged at `error` without its SQL text or its parameters (customers' names and e-mails, tokens):
 * the log says what kind of error it was and the database's own message and code, nothing of the query.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { call, testConfig } from '../test/build';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../test/test-database';

const kinds = await testDatabaseKinds();
const SECRET = 'zoe.secret@example.com';

describe.each(kinds)('failed queries in the log on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let url: string;
  const log: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    ({ app } = await buildApp({
      config: testConfig({ LOG_LEVEL: 'error' }),
      database: database.database,
      serveWeb: false,
      logStream: { write: (line) => void log.push(line) },
    }));
    const db = database.database.db;
    app.get('/api/test/failing-query', async () => {
      await db.execute(sql`select customer_name from orders_that_are_gone where customer_email = ${SECRET}`);
      return {};
    });
    app.get('/api/test/failing-query-in-transaction', async () => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update orders_that_are_gone set customer_name = ${SECRET}`);
      });
      return {};
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('logs the database’s error and code, never the SQL text or its parameters', async () => {
    for (const path of ['/api/test/failing-query', '/api/test/failing-query-in-transaction']) {
      const answer = await call({ url }, 'GET', path);
      expect(answer.status, path).toBe(500);
    }
    const lines = log.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(lines.filter((line) => line.msg === 'unexpected error')).toHaveLength(2);
    const logged = log.join('');
    expect(logged).toMatch(/relation \\"orders_that_are_gone\\" does not exist/);
    expect(logged).toContain('42P01');
    expect(logged).toContain('A database query failed (its SQL text and parameters are not logged).');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toMatch(/select customer_name|update orders_that_are_gone|Failed query|params/i);
  });
});
