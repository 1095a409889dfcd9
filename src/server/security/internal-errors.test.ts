/**
 * No stack traces or internals in responses. A 5xx says something a person can act on and nothing
 * else; the log keeps what went wrong (http/error-handler.ts).
 *
 * Internal errors are forced two ways: routes added to the built app that fail in the ways code fails (a thrown Error
 * full of internals, a thrown string, a rejected promise, an answer that breaks its own response schema), and the
 * real shop's routes reading from a table that has gone.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Services } from '../services';
import { call, testConfig } from '../test/build';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createIntent, line, makeShop, type Shop } from '../test/checkout-support';

const GENERIC = { error: 'Something went wrong on our side. Please try again.' };
const INSIDES = 'boom in /work/main/src/server/secret-module.ts: select password_hash from users where id = $1';

describe('internal errors', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let server: { url: string };
  let shop: Shop;
  let services: Services;
  const log: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    ({ app, services } = await buildApp({
      config: testConfig({ LOG_LEVEL: 'error' }),
      database: database.database,
      serveWeb: false,
      logStream: { write: (line) => void log.push(line) },
    }));
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get('/api/test/throws', async () => {
      throw new Error(INSIDES);
    });
    typed.get('/api/test/throws-500', async () => {
      throw Object.assign(new Error(INSIDES), { statusCode: 500, code: 'SECRET_CODE' });
    });
    typed.get('/api/test/throws-string', async () => {
      throw INSIDES;
    });
    typed.get('/api/test/type-error', async () => {
      const missing = undefined as unknown as { value: { deeper: string } };
      return missing.value.deeper;
    });
    typed.post(
      '/api/test/breaks-its-schema',
      { schema: { body: z.object({}).loose(), response: { 200: z.object({ total: z.number() }) } } },
      async () => ({ total: INSIDES }) as never,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    server = { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
    shop = await makeShop(database.database.db);
  });
  afterAll(async () => {
    await app?.close();
    await database.drop();
  });

  /** A 500 that shows nothing of its insides, with the usual headers. */
  function expectNothingInside(answer: { status: number; body: unknown; headers: Headers }, context: string) {
    expect(answer.status, context).toBe(500);
    expect(answer.body, context).toEqual(GENERIC);
    expect(answer.headers.get('content-type'), context).toContain('application/json');
    expect(answer.headers.get('content-security-policy'), context).toBeTruthy();
    expect(answer.headers.get('x-powered-by'), context).toBeNull();
    const everything = JSON.stringify([...answer.headers.entries()]);
    expect(everything, context).not.toMatch(/boom|secret|password|SECRET_CODE|\/work\//i);
  }

  it('answers a failing route with a plain 500, whatever it threw, and logs what happened', async () => {
    for (const path of [
      '/api/test/throws',
      '/api/test/throws-500',
      '/api/test/throws-string',
      '/api/test/type-error',
    ]) {
      expectNothingInside(await call(server, 'GET', path), path);
    }
    expectNothingInside(await call(server, 'POST', '/api/test/breaks-its-schema', { body: {} }), 'a broken answer');
    // The log keeps the insides for whoever runs the shop.
    const logged = log.join('');
    expect(logged).toContain('boom in /work/main/src/server/secret-module.ts');
    expect(logged).toContain('"stack"');
  });

  it('shows nothing of a database error in the shop’s own routes', async () => {
    const db = database.database.db;
    await db.execute(sql`alter table promotions rename to promotions_gone`);
    await db.execute(sql`alter table orders rename to orders_gone`);
    try {
      services.menu.invalidate();
      const menu = await call(server, 'GET', '/api/menu');
      expectNothingInside(menu, 'GET /api/menu');
      expect(JSON.stringify(menu.body)).not.toMatch(/promotions|relation|select/i);
      const checkout = await createIntent(server as never, { lines: [line(shop.classic)], amount: 3.5 });
      expectNothingInside(checkout, 'POST /api/create-payment-intent');
      expect(JSON.stringify(checkout.body)).not.toMatch(/orders|relation|insert|select/i);
    } finally {
      await db.execute(sql`alter table promotions_gone rename to promotions`);
      await db.execute(sql`alter table orders_gone rename to orders`);
      services.menu.invalidate();
    }
    expect(log.join('')).toMatch(/relation \\?"(promotions|orders)\\?" does not exist/);
  });
});
