/**
 * Security: a visitor and a signed-in non-admin get 401/403 from every admin route and from the staff
 * live stream, and change nothing. The routes are read from the running server, so a route added later is covered
 * without touching this test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, mailOutbox, orders, products, promotions, sessions, users } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeCategory, makePaidOrder, makeProduct, makePromotion, makeSession, makeUser } from '../../test/factories';
import { FREE_PROMOTION, serverRoutes } from '../../test/server-routes';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();

describe.each(kinds)('every admin route on %s', (kind) => {
  let server: TestServer;
  let ids: Record<string, string>;
  let nonAdminHeaders: Record<string, string>;
  let adminCookie: string;
  let staffRoutes: Array<{ method: string; url: string }>;

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    const db = server.database.db;
    const category = await makeCategory(db, { value: 'milk-tea', displayName: 'Milk Tea' });
    const product = await makeProduct(db, { category: category.value });
    const promotion = await makePromotion(db, { category: category.value });
    const order = await makePaidOrder(db);
    ids = { categories: category.id, products: product.id, promotions: promotion.id, orders: order.id };
    const nonAdmin = await makeUser(db, { isAdmin: false });
    nonAdminHeaders = (await makeSession(db, nonAdmin)).headers;
    const admin = await makeUser(db, { isAdmin: true });
    adminCookie = (await makeSession(db, admin)).headers.cookie;
    staffRoutes = serverRoutes(server.app).filter(
      (route) => route.url === '/api/admin' || route.url.startsWith('/api/admin/'),
    );
  });
  afterAll(() => server.close());

  /** A concrete address for a route pattern: each :id is an existing row of the collection named before it. */
  const addressOf = (url: string) =>
    url.replace(/\/([a-z-]+)\/:id/g, (_all, collection: string) => `/${collection}/${ids[collection] ?? ids.orders}`);

  /** A body the route would accept from an admin, so a refusal is about who asks, not what they sent. */
  const bodyFor = (method: string, url: string): unknown => {
    if (method === 'GET' || method === 'HEAD' || method === 'DELETE') return undefined;
    if (url.endsWith('/categories')) return { value: 'new-category', displayName: 'New Category' };
    if (url.includes('/products')) return { name: 'Hacked Tea', category: 'milk-tea', priceReg: 1, priceLrg: 1 };
    if (url.includes('/promotions')) return FREE_PROMOTION;
    if (url.endsWith('/prep-time')) return { prepTime: 5 };
    if (url.endsWith('/users'))
      return { email: 'intruder@pearl.example', password: 'intruder password', isAdmin: true };
    return {};
  };

  const snapshot = async () => {
    const db = server.database.db;
    const tables = [categories, products, promotions, orders, auditLog, mailOutbox, users, sessions];
    return JSON.stringify(await Promise.all(tables.map((table) => db.select().from(table))));
  };

  it('finds the admin routes on the server', () => {
    const names = staffRoutes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/categories',
        'POST /api/admin/categories',
        'PUT /api/admin/categories/:id',
        'DELETE /api/admin/categories/:id',
        'GET /api/admin/products',
        'PUT /api/admin/products/:id',
        'DELETE /api/admin/promotions/:id',
        'GET /api/admin/orders',
        'GET /api/admin/orders/stream',
        'GET /api/admin/orders/:id/history',
        'POST /api/admin/orders/:id/confirm',
        'POST /api/admin/orders/:id/refund',
        'PUT /api/admin/orders/:id/prep-time',
        'POST /api/admin/test-payment',
        'POST /api/admin/users',
        'GET /api/admin/audit',
      ]),
    );
  });

  it('refuses a visitor (401) and a signed-in non-admin (403) on every admin route, and changes nothing', async () => {
    const before = await snapshot();
    const refusals: string[] = [];
    for (const route of staffRoutes) {
      const path = addressOf(route.url);
      const body = bodyFor(route.method, route.url);
      const visitor = await call(server, route.method, path, { body });
      const nonAdmin = await call(server, route.method, path, { body, headers: nonAdminHeaders });
      refusals.push(`${route.method} ${route.url} → ${visitor.status} / ${nonAdmin.status}`);
      expect.soft(visitor.status, `${route.method} ${path} as a visitor`).toBe(401);
      expect.soft(nonAdmin.status, `${route.method} ${path} as a non-admin`).toBe(403);
      if (route.method !== 'HEAD') {
        expect.soft(visitor.body).toEqual({ error: 'Please sign in to continue.' });
        expect.soft(nonAdmin.body).toEqual({ error: 'You are not authorized.' });
      }
    }
    expect(refusals.length).toBeGreaterThanOrEqual(20);
    expect(await snapshot()).toBe(before);
  });

  it('refuses an admin call that changes something without the session’s CSRF token', async () => {
    const before = await snapshot();
    for (const route of staffRoutes.filter((r) => !['GET', 'HEAD'].includes(r.method))) {
      const path = addressOf(route.url);
      const missing = await call(server, route.method, path, {
        body: bodyFor(route.method, route.url),
        headers: { cookie: adminCookie },
      });
      expect.soft(missing.status, `${route.method} ${path}`).toBe(403);
      const wrong = await call(server, route.method, path, {
        body: bodyFor(route.method, route.url),
        headers: { cookie: adminCookie, 'x-csrf-token': 'forged' },
      });
      expect.soft(wrong.status, `${route.method} ${path}`).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuses a cross-site request carrying the admin’s cookie', async () => {
    const { status } = await call(server, 'POST', '/api/admin/categories', {
      body: { value: 'evil', displayName: 'Evil' },
      headers: { cookie: adminCookie, origin: 'https://evil.example' },
    });
    expect(status).toBe(403);
  });
});
