/**
 * Security: every staff route, called as an Owner, a Manager, a Barista, a signed-in user with no staff role and a
 * visitor, answers as the role table says: refused (401 for the visitor, 403 for the others) where the role lacks
 * the route's permission, let through to the route's own checks where it has it. The routes are read from the
 * running server, so a route added later without a line in the table fails here (and stops the server starting).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMay, STAFF_ROLES, type StaffRole } from '@domain/staff-roles';
import { buildTestServer, type TestServer } from '../../test/build';
import { makeSession, makeUser } from '../../test/factories';
import { addressOf, serverRoutes, type ServerRoute } from '../../test/server-routes';
import { testDatabaseKinds } from '../../test/test-database';
import { permissionFor, STAFF_ROUTE_PERMISSIONS } from './staff-route-permissions';

const kinds = await testDatabaseKinds();

/** The status of a call, without waiting for the body (a live stream let through never ends by itself). */
async function statusOf(server: TestServer, route: ServerRoute, headers: Record<string, string>): Promise<number> {
  const abort = new AbortController();
  const changes = !['GET', 'HEAD'].includes(route.method);
  const response = await fetch(`${server.url}${addressOf(route.url)}`, {
    method: route.method,
    // An empty body: a role that is let through meets the route's own validation, so nothing is changed.
    headers: changes ? { ...headers, 'content-type': 'application/json' } : headers,
    body: changes ? '{}' : undefined,
    signal: abort.signal,
  });
  abort.abort();
  return response.status;
}

describe.each(kinds)('the staff role table on %s', (kind) => {
  let server: TestServer;
  let staffRoutes: ServerRoute[];
  const callers = new Map<StaffRole | 'no role' | 'visitor', Record<string, string>>();

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    const db = server.database.db;
    for (const role of STAFF_ROLES) callers.set(role, (await makeSession(db, await makeUser(db, { role }))).headers);
    callers.set('no role', (await makeSession(db, await makeUser(db, { role: null }))).headers);
    callers.set('visitor', {});
    staffRoutes = serverRoutes(server.app).filter(
      (route) => route.method !== 'HEAD' && (route.url === '/api/admin' || route.url.startsWith('/api/admin/')),
    );
  });
  afterAll(() => server.close());

  it('has one line for every staff route the server answers, and none for a route that does not exist', () => {
    const served = staffRoutes.map((route) => `${route.method} ${route.url}`).sort();
    expect(served.filter((route) => !STAFF_ROUTE_PERMISSIONS[route])).toEqual([]);
    expect(Object.keys(STAFF_ROUTE_PERMISSIONS).sort()).toEqual(served);
    expect(served.length).toBeGreaterThanOrEqual(50);
  });

  it('answers each caller on each route as the table says', async () => {
    const seen: string[] = [];
    for (const route of staffRoutes) {
      const permission = permissionFor(route.method, route.url)!;
      for (const [caller, headers] of callers) {
        const status = await statusOf(server, route, headers);
        const label = `${route.method} ${route.url} as ${caller}`;
        if (caller === 'visitor') expect.soft(status, label).toBe(401);
        else if (caller === 'no role' || !roleMay(caller, permission)) expect.soft(status, label).toBe(403);
        else expect.soft([401, 403], label).not.toContain(status);
        seen.push(label);
      }
    }
    expect(seen.length).toBe(staffRoutes.length * 5);
  });

  it('gives a Barista the counter and nothing of the back office', () => {
    expect(roleMay('barista', permissionFor('POST', '/api/admin/orders/:id/ready')!)).toBe(true);
    expect(roleMay('barista', permissionFor('PUT', '/api/admin/drink-options/:id')!)).toBe(true);
    expect(roleMay('barista', permissionFor('POST', '/api/admin/till/sales')!)).toBe(true);
    expect(roleMay('barista', permissionFor('POST', '/api/admin/till/sales/:orderId/cash')!)).toBe(true);
    expect(roleMay('barista', permissionFor('GET', '/api/admin/till/awaiting')!)).toBe(true);
    expect(roleMay('barista', permissionFor('POST', '/api/admin/till/stamp-card')!)).toBe(true);
    expect(roleMay('barista', permissionFor('POST', '/api/admin/orders/:id/refund')!)).toBe(false);
    expect(roleMay('barista', permissionFor('GET', '/api/admin/reports')!)).toBe(false);
    expect(roleMay('barista', permissionFor('PUT', '/api/admin/product-order')!)).toBe(false);
    expect(roleMay('manager', permissionFor('PUT', '/api/admin/product-order')!)).toBe(true);
    expect(roleMay('manager', permissionFor('POST', '/api/admin/orders/:id/refund')!)).toBe(true);
    expect(roleMay('manager', permissionFor('GET', '/api/admin/staff')!)).toBe(false);
    expect(roleMay('manager', permissionFor('GET', '/api/admin/payments')!)).toBe(false);
    // A printer's test page is the printers' settings: an owner's and a manager's, not a barista's.
    expect(roleMay('manager', permissionFor('POST', '/api/admin/printers/:id/test')!)).toBe(true);
    expect(roleMay('barista', permissionFor('POST', '/api/admin/printers/:id/test')!)).toBe(false);
  });

  it('leaves the VAT number and the accountant’s codes to a Manager and up', () => {
    for (const method of ['GET', 'PUT'] as const) {
      expect(roleMay('owner', permissionFor(method, '/api/admin/vat/settings')!)).toBe(true);
      expect(roleMay('manager', permissionFor(method, '/api/admin/vat/settings')!)).toBe(true);
      expect(roleMay('barista', permissionFor(method, '/api/admin/vat/settings')!)).toBe(false);
    }
  });

  it('lets an Owner or a Manager sign in and revoke counter devices, the Owner alone set PINs, and everyone their own', () => {
    for (const route of [
      'POST /api/admin/counter-devices',
      'POST /api/admin/counter-devices/:id/revoke',
      'PUT /api/admin/counter-devices/:id/mode',
    ]) {
      const [method, url] = route.split(' ') as [string, string];
      expect([roleMay('owner', permissionFor(method, url)!), roleMay('manager', permissionFor(method, url)!)]).toEqual([
        true,
        true,
      ]);
      expect(roleMay('barista', permissionFor(method, url)!)).toBe(false);
    }
    expect(roleMay('manager', permissionFor('PUT', '/api/admin/staff/:id/pin')!)).toBe(false);
    for (const role of STAFF_ROLES) {
      expect(roleMay(role, permissionFor('PUT', '/api/admin/my-pin')!)).toBe(true);
      expect(roleMay(role, permissionFor('POST', '/api/admin/still-here')!)).toBe(true);
    }
  });

  it('leaves the day’s close, its files and the VAT summary to a Manager and up', () => {
    for (const [method, url] of [
      ['GET', '/api/admin/close'],
      ['PUT', '/api/admin/close/float'],
      ['POST', '/api/admin/close'],
      ['POST', '/api/admin/close/email'],
      ['GET', '/api/admin/close/export.csv'],
      ['GET', '/api/admin/close/vat-summary'],
    ] as const) {
      expect(roleMay('barista', permissionFor(method, url)!), `${method} ${url}`).toBe(false);
      expect(roleMay('manager', permissionFor(method, url)!), `${method} ${url}`).toBe(true);
      expect(roleMay('owner', permissionFor(method, url)!), `${method} ${url}`).toBe(true);
    }
  });

  it('lets a Barista tap Out and Back in on the make screen, and leaves the ingredients to a Manager and up', () => {
    expect(roleMay('barista', permissionFor('POST', '/api/admin/ingredients/:id/out')!)).toBe(true);
    expect(roleMay('barista', permissionFor('POST', '/api/admin/ingredients/:id/back-in')!)).toBe(true);
    expect(roleMay('barista', permissionFor('GET', '/api/admin/stock/board')!)).toBe(true);
    expect(roleMay('barista', permissionFor('GET', '/api/admin/stock/outages')!)).toBe(false);
    expect(roleMay('manager', permissionFor('GET', '/api/admin/stock/outages')!)).toBe(true);
    expect(roleMay('barista', permissionFor('GET', '/api/admin/stock/refusals')!)).toBe(false);
    expect(roleMay('manager', permissionFor('GET', '/api/admin/stock/refusals')!)).toBe(true);
    for (const [method, url] of [
      ['GET', '/api/admin/stock'],
      ['POST', '/api/admin/ingredients'],
      ['PUT', '/api/admin/ingredients/:id'],
      ['DELETE', '/api/admin/ingredients/:id'],
      ['PUT', '/api/admin/stock/products/:id'],
    ] as const) {
      expect(roleMay('barista', permissionFor(method, url)!), `${method} ${url}`).toBe(false);
      expect(roleMay('manager', permissionFor(method, url)!), `${method} ${url}`).toBe(true);
    }
  });
});
