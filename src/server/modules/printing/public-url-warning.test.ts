/**
 * A shop whose PUBLIC_URL only its own computer can open (the default http://localhost:3000) hands phones and printers
 * addresses that reach nothing: the printers page and /admin/payments are told so, in words that say what to do, and a
 * shop on a reachable address is told nothing. Through real HTTP on each database.
 */
import { describe, expect, it } from 'vitest';
import { call } from '../../test/build';
import { useStaffServer, type StaffServer } from '../../test/server-fixtures';
import { testDatabaseKinds } from '../../test/test-database';

describe.each(await testDatabaseKinds())('the loopback PUBLIC_URL warning on %s', (kind) => {
  const local = {} as StaffServer;
  const published = {} as StaffServer;
  // The test server's own address (http://127.0.0.1:port) is a loopback one.
  useStaffServer(kind, (built) => Object.assign(local, built));
  useStaffServer(kind, (built) => Object.assign(published, built), { env: { PUBLIC_URL: 'https://pearl.example' } });

  const printersOf = (shop: StaffServer) => call(shop.server, 'GET', '/api/admin/printers', { headers: shop.staff });
  const paymentsOf = (shop: StaffServer) => call(shop.server, 'GET', '/api/admin/payments', { headers: shop.staff });

  it('warns on the printers page and /admin/payments while PUBLIC_URL is a loopback address, saying what to do', async () => {
    const url = local.server.config.publicUrl;
    for (const answer of [await printersOf(local), await paymentsOf(local)]) {
      expect(answer.status).toBe(200);
      expect(answer.body.publicUrlWarning).toContain(`The shop's address is ${url}, which only this computer can open`);
      expect(answer.body.publicUrlWarning).toMatch(/PUBLIC_URL/);
    }
    // A printer added meanwhile still gets the same word with its URL.
    const added = await call(local.server, 'POST', '/api/admin/printers', {
      headers: local.staff,
      body: { name: 'Counter', jobs: 'labels', widthMm: 58 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.printers[0].cloudPrntUrl.startsWith(`${url}/cloudprnt/`)).toBe(true);
    expect(added.body.publicUrlWarning).toContain('a printer given its CloudPRNT URL');
  });

  it('says nothing for an address others can reach, and tells nobody signed out', async () => {
    expect((await printersOf(published)).body.publicUrlWarning).toBeNull();
    expect((await paymentsOf(published)).body.publicUrlWarning).toBeNull();
    expect((await call(local.server, 'GET', '/api/admin/printers')).status).toBe(401);
  });
});
