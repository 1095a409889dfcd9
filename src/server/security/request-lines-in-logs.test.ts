/**
 * At the default log level every request has its line, with its address: tracking tokens, Stripe's session_id (whose
 * answer holds the tracking token) and what a form sent in the query string (a contact form sent before the page was
 * live, a search of orders) must not reach the log. The lines are still there, with the rest of the address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { FastifyInstance } from 'fastify';
import { testConfig } from '../test/build';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

describe('request lines in the log at the default level', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    ({ app } = await buildApp({
      config: testConfig({ LOG_LEVEL: 'info' }),
      database: database.database,
      serveWeb: false,
      logStream: { write: (text) => void lines.push(text) },
    }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('hold no tracking token, session id or typed personal data', async () => {
    const token = 'Tr4ck1ngT0ken_' + 'x'.repeat(29);
    const personal = ['Ann Secretname', 'ann.secret@example.com', 'please call 07700900123'];
    const addresses = [
      `/api/track/${token}`,
      `/api/track/${token}/stream`,
      `/track/${token}`,
      '/api/verify-session?session_id=cs_test_SeCrEtSession42',
      `/contact?name=${encodeURIComponent(personal[0]!)}&email=${encodeURIComponent(personal[1]!)}&message=${encodeURIComponent(personal[2]!)}`,
      `/api/admin/orders?q=${encodeURIComponent(personal[1]!)}`,
    ];
    for (const url of addresses) await app.inject({ method: 'GET', url });

    const text = lines.join('');
    const urls = lines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toContain('/api/track/[redacted]');
    expect(urls).toContain('/api/verify-session?session_id=[redacted]');
    expect(urls).toContain('/contact?name=[redacted]&email=[redacted]&message=[redacted]');
    for (const secret of [token, 'cs_test_SeCrEtSession42', ...personal]) {
      for (const spelling of [secret, encodeURIComponent(secret), encodeURIComponent(secret).replaceAll('%20', '+')])
        expect(text, 'a secret is in the log').not.toContain(spelling);
    }
  });
});
