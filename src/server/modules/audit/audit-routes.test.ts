import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from './schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeSession, makeUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { recordAudit } from './audit-log';

const kinds = await testDatabaseKinds();

interface Entry {
  id: number;
  at: string;
  actor: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  summary: string;
}

describe.each(kinds)('staff activity API on %s', (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof makeUser>>;
  let headers: Record<string, string>;
  const adminEmail = 'owner@pearl.example';

  const as = (method: string, path: string, body?: unknown) => call(server, method, path, { body, headers });
  /** Every entry, newest first, in one page. */
  const everything = async (): Promise<Entry[]> => (await as('GET', '/api/admin/audit?limit=100')).body.entries;

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    admin = await makeUser(server.database.db, {
      email: adminEmail,
      password: 'activity owner password',
      isAdmin: true,
    });
    headers = (await makeSession(server.database.db, admin)).headers;
  });
  afterAll(() => server.close());

  describe('GET /api/admin/audit', () => {
    it('lists a catalogue change and a sign-in, newest first, with who did it and a summary', async () => {
      expect((await as('POST', '/api/admin/categories', { value: 'fruit-tea', displayName: 'Fruit Tea' })).status).toBe(
        201,
      );
      const signIn = await call(server, 'POST', '/api/auth/login', {
        body: { email: adminEmail, password: 'activity owner password' },
      });
      expect(signIn.status).toBe(200);

      const { status, headers: answer, body } = await as('GET', '/api/admin/audit');
      expect(status).toBe(200);
      expect(answer.get('cache-control')).toBe('no-store');
      expect(body).toEqual({
        entries: [
          {
            id: expect.any(Number),
            at: expect.any(String),
            actor: adminEmail,
            actorName: null,
            device: null,
            action: 'auth.sign_in',
            entityType: 'user',
            entityId: admin.id,
            summary: 'Signed in',
          },
          {
            id: expect.any(Number),
            at: expect.any(String),
            actor: adminEmail,
            actorName: null,
            device: null,
            action: 'category.create',
            entityType: 'category',
            entityId: 'fruit-tea',
            summary: 'Added category "Fruit Tea" (fruit-tea)',
          },
        ],
        nextBefore: null,
      });
      const [newest, older] = body.entries as Entry[];
      expect(newest!.id).toBeGreaterThan(older!.id);
      expect(new Date(newest!.at).toISOString()).toBe(newest!.at);
      expect(newest!.at >= older!.at).toBe(true);
    });

    it('summarises a change in words and never shows a password or a token', async () => {
      const product = await as('POST', '/api/admin/products', {
        name: 'Taro Milk Tea',
        category: 'fruit-tea',
        priceReg: 350,
        priceLrg: 420,
      });
      expect(product.status).toBe(201);
      await as('PUT', `/api/admin/products/${product.body.id}`, { priceReg: 380 });
      await as('POST', '/api/admin/users', {
        email: 'helper@pearl.example',
        password: 'helper secret password',
        isAdmin: false,
      });
      // A kind of entry this list does not know yet, carrying something secret in its details.
      await recordAudit(server.database.db, null, {
        action: 'future.thing',
        entityType: 'user',
        entityId: 'u1',
        details: { token: 'tok_very_secret' },
      });

      const { body, status } = await as('GET', '/api/admin/audit?limit=4');
      expect(status).toBe(200);
      expect((body.entries as Entry[]).map((e) => [e.actor, e.summary])).toEqual([
        [null, 'future.thing on user u1'],
        [adminEmail, 'Added user helper@pearl.example with no staff role'],
        [adminEmail, 'Changed product "Taro Milk Tea": regular price £3.50 → £3.80'],
        [adminEmail, 'Added product "Taro Milk Tea" to fruit-tea (REG £3.50, LRG £4.20)'],
      ]);
      const raw = JSON.stringify(await everything());
      expect(raw).not.toContain('helper secret password');
      expect(raw).not.toContain('activity owner password');
      expect(raw).not.toContain('tok_very_secret');
      expect(raw).not.toContain(headers['x-csrf-token']!);
    });

    it('pages from newest to oldest with the before cursor, each entry once', async () => {
      for (let n = 1; n <= 3; n++) await as('PUT', '/api/admin/categories/fruit-tea', { sortOrder: n });
      const all = await everything();
      expect(all.length).toBeGreaterThanOrEqual(9);
      expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));

      const seen: Entry[] = [];
      let path = '/api/admin/audit?limit=2';
      for (let pages = 0; pages < 20; pages++) {
        const { status, body } = await as('GET', path);
        expect(status).toBe(200);
        expect(body.entries.length).toBeLessThanOrEqual(2);
        seen.push(...body.entries);
        if (body.nextBefore === null) break;
        expect(body.nextBefore).toBe(body.entries[body.entries.length - 1].id);
        path = `/api/admin/audit?limit=2&before=${body.nextBefore}`;
      }
      expect(seen).toEqual(all);
      expect((await as('GET', `/api/admin/audit?before=${all[all.length - 1]!.id}`)).body).toEqual({
        entries: [],
        nextBefore: null,
      });
    });

    it('answers 50 entries unless asked for another number, and at most 100', async () => {
      const erasures = Array.from({ length: 101 }, (_, n) => ({
        action: 'privacy.data_erased',
        entityType: 'customer_data',
        details: { orders: 1, emails: n },
      }));
      await server.database.db.insert(auditLog).values(erasures);
      const first = await as('GET', '/api/admin/audit');
      expect(first.body.entries).toHaveLength(50);
      expect(first.body.entries[0]).toMatchObject({
        actor: null,
        summary: "Erased a customer's data on request (1 order, 100 e-mails)",
      });
      expect((await as('GET', '/api/admin/audit?limit=100')).body.entries).toHaveLength(100);
      expect((await as('GET', '/api/admin/audit?limit=1')).body.entries).toHaveLength(1);
    });

    it.each([
      ['limit=0', 'limit must be a whole number from 1 to 100.'],
      ['limit=101', 'limit must be a whole number from 1 to 100.'],
      ['limit=ten', 'limit must be a whole number from 1 to 100.'],
      ['limit=2.5', 'limit must be a whole number from 1 to 100.'],
      ['limit=', 'limit must be a whole number from 1 to 100.'],
      ['before=yesterday', 'before must be the id of an entry (a whole number).'],
      ['before=-3', 'before must be the id of an entry (a whole number).'],
    ])('refuses %s with a readable 400', async (query, message) => {
      const { status, body } = await as('GET', `/api/admin/audit?${query}`);
      expect(status).toBe(400);
      expect(body.error).toBe(message);
    });

    it('refuses a visitor (401) and a signed-in non-admin (403)', async () => {
      const visitor = await call(server, 'GET', '/api/admin/audit');
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ error: 'Please sign in to continue.' });
      const helper = await makeUser(server.database.db, { isAdmin: false });
      const helperHeaders = (await makeSession(server.database.db, helper)).headers;
      const nonAdmin = await call(server, 'GET', '/api/admin/audit', { headers: helperHeaders });
      expect(nonAdmin.status).toBe(403);
      expect(nonAdmin.body).toEqual({ error: 'You are not authorized.' });
    });
  });
});
