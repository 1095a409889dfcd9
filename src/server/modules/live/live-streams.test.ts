/**
 * Security: a live stream ends when the session that opened it ends (sign-out, expiry), and one
 * client address cannot hold an unbounded number of streams open (items 7 and 11).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeSession, makeUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { openStream } from '../../test/event-stream';
import { hashToken } from '../accounts';

const kinds = await testDatabaseKinds();
/** The setting, small here so the test opens few streams (the default is for many people behind one address). */
const MAX_STREAMS_PER_ADDRESS = 6;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(kinds)('staff live streams end with their session on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await buildTestServer({ kind });
  });
  afterAll(() => server.close());

  async function staffStream() {
    const admin = await makeUser(server.database.db, { isAdmin: true });
    const session = await makeSession(server.database.db, admin);
    const stream = await openStream(`${server.url}/api/admin/orders/stream`, { cookie: session.headers.cookie });
    expect(stream.response.status).toBe(200);
    await sleep(100);
    expect(stream.received()).toContain('event: ready');
    return { session, stream };
  }

  it('ends the orders stream at sign-out', async () => {
    const { session, stream } = await staffStream();
    const logout = await call(server, 'POST', '/api/auth/logout', { headers: session.headers });
    expect(logout.status).toBe(204);
    expect(await stream.endsWithin(10_000)).toBe(true);
  });

  it('ends the orders stream when its session has expired, before sending it anything more', async () => {
    const { session, stream } = await staffStream();
    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.id, hashToken(session.token)));
    await server.services.live.publish('orders', { orderId: 'after-expiry', event: 'paid' });
    expect(await stream.endsWithin(10_000)).toBe(true);
    expect(stream.received()).not.toContain('after-expiry');
  });

  it('keeps the stream of a session that is still alive', async () => {
    const { stream } = await staffStream();
    await server.services.live.publish('orders', { orderId: 'still-here', event: 'paid' });
    await sleep(500);
    expect(stream.received()).toContain('still-here');
    expect(stream.ended()).toBe(false);
    stream.close();
  });
});

describe('live streams per client address', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await buildTestServer({
      env: { TRUST_PROXY: '127.0.0.1', LIVE_STREAMS_PER_ADDRESS: String(MAX_STREAMS_PER_ADDRESS) },
    });
  });
  afterAll(() => server.close());

  it(`accepts LIVE_STREAMS_PER_ADDRESS (${MAX_STREAMS_PER_ADDRESS}) streams from one address and refuses more with 429 and a readable error`, async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_ADDRESS; i++) {
      const stream = await openStream(`${server.url}/api/menu/stream`, from('203.0.113.7'));
      expect(stream.response.status).toBe(200);
      streams.push(stream);
    }
    const refused = await call(server, 'GET', '/api/menu/stream', { headers: from('203.0.113.7') });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/Too many live updates are open from your address/);

    // Another address (behind the trusted proxy) is not affected.
    const other = await openStream(`${server.url}/api/menu/stream`, from('198.51.100.9'));
    expect(other.response.status).toBe(200);
    other.close();

    // A stream closed frees its place.
    streams.pop()!.close();
    await sleep(300);
    const again = await openStream(`${server.url}/api/menu/stream`, from('203.0.113.7'));
    expect(again.response.status).toBe(200);
    again.close();
    for (const stream of streams) stream.close();
  });
});
