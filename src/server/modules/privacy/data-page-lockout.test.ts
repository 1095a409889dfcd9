/**
 * Security: a stranger cannot lock a person out of their data page. The limits on
 * codes for an address count per requester (their network), so code requests for someone else's address use up the
 * stranger's allowance only; the answer stays the same whether or not the address has orders.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataRequests, mailOutbox } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makePaidOrder } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { ADDRESS_CEILING } from './privacy-service';

const kinds = await testDatabaseKinds();

describe.each(kinds)('the data page cannot be locked by a stranger on %s', (kind) => {
  let server: TestServer;
  const db = () => server.database.db;

  beforeAll(async () => {
    // Requests arrive through a trusted proxy, so each test names its requester's address in X-Forwarded-For.
    server = await buildTestServer({ kind, env: { TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await db().delete(dataRequests);
  });

  const requestCode = (email: string, from: string) =>
    call(server, 'POST', '/api/privacy/codes', { body: { email }, headers: { 'x-forwarded-for': from } });
  const STRANGER = '203.0.113.66';
  const OWNER = '198.51.100.20';

  it('lets the owner ask for a code after a stranger used up the 15-minute limit for their address', async () => {
    const email = `owner-${Date.now().toString(36)}@example.com`;
    await makePaidOrder(db(), { customerEmail: email, customerName: 'Owner' });
    for (let i = 0; i < 3; i++) expect((await requestCode(email, STRANGER)).status).toBe(202);
    expect((await requestCode(email, STRANGER)).status).toBe(429);

    const owner = await requestCode(email, OWNER);
    expect(owner.status).toBe(202);
    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(4);
  });

  it('lets the owner ask for a code after a stranger used up the daily limit for their address', async () => {
    const email = `daily-owner-${Date.now().toString(36)}@example.com`;
    for (let i = 0; i < 10; i++) {
      expect((await requestCode(email, STRANGER)).status).toBe(202);
      await db()
        .update(dataRequests)
        .set({ createdAt: sql`${dataRequests.createdAt} - interval '20 minutes'` });
    }
    expect((await requestCode(email, STRANGER)).status).toBe(429);
    expect((await requestCode(email, OWNER)).status).toBe(202);
  });

  it('answers a stranger the same for an address with orders and one without, limit included', async () => {
    const withOrders = `has-orders-${Date.now().toString(36)}@example.com`;
    const without = `no-orders-${Date.now().toString(36)}@example.com`;
    await makePaidOrder(db(), { customerEmail: withOrders, customerName: 'Has Orders' });
    const answers = async (email: string, from: string) => {
      const seen = [];
      for (let i = 0; i < 4; i++) {
        const answer = await requestCode(email, from);
        seen.push([answer.status, answer.body.message ?? answer.body.error?.replace(/\d+/g, 'N')]);
      }
      return seen;
    };
    expect(await answers(withOrders, '203.0.113.1')).toEqual(await answers(without, '203.0.113.2'));
  });

  it(`still caps the codes one address receives from everyone at ${ADDRESS_CEILING.max} a day`, async () => {
    const email = `flooded-${Date.now().toString(36)}@example.com`;
    for (let i = 0; i < ADDRESS_CEILING.max; i++) {
      expect((await requestCode(email, `192.0.2.${i + 1}`)).status).toBe(202);
    }
    expect((await requestCode(email, '192.0.2.200')).status).toBe(429);
  });
});
