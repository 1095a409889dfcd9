/**
 * Staff calls in a rush, over real HTTP on PGlite and PostgreSQL: their session checks are read together
 * (sessionReads), so twenty calls at once cost far fewer session reads than twenty; and gathering never answers a call
 * from a read older than the call, so a sign-out is honoured by every call made after it, rush or not.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, type TestServer } from '../../test/build';
import { settle, waitFor } from '../../test/checkout-support';
import { makeSession, makeUser } from '../../test/factories';
import { useStaffServer } from '../../test/server-fixtures';
import { countRequests, recordStatement, shortly } from '../../test/statement-count';
import { testDatabaseKinds } from '../../test/test-database';

const kinds = await testDatabaseKinds();
const RUSH = 20;

/** A statement that reads a session row by its id (the check every staff call begins with). */
const readsASession = (text: string) => /^select .* from "sessions"/is.test(text);

describe.each(kinds)('session checks in a rush on %s', (kind) => {
  let shop: TestServer;
  let staff: Record<string, string>;
  useStaffServer(kind, (built) => ({ server: shop, staff } = built), { onStatement: recordStatement });

  const whoIsIn = (headers: Record<string, string>) => call(shop, 'GET', '/api/auth/session', { headers });

  it(`reads the sessions of ${RUSH} calls at once in a few reads, and answers each as signed in`, async () => {
    const counted = countRequests(shop, (request) => request.url === '/api/auth/session');
    // The database is kept busy while the calls arrive, as it is in a rush (by Readies' transactions, say): the
    // sessions table is locked until they are all in, so the first call's read waits, and the others with it.
    let release!: () => void;
    const busy = new Promise<void>((resolve) => (release = resolve));
    const locked = shop.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sessions in access exclusive mode`);
      await busy;
    });
    const calls = Array.from({ length: RUSH }, () => whoIsIn(staff));
    await waitFor(() => counted.requests.length === RUSH, 10_000);
    await settle(200);
    release();
    await locked;
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(answers.every((answer) => answer.body.user?.email)).toBe(true);
    const reads = counted.requests.flat().filter(readsASession);
    // One read each, alone (20); gathered, the first call's read and one for the others that waited behind it.
    expect(reads.length, reads.map(shortly).join('\n')).toBeLessThan(RUSH / 4);
  });

  it('reads two people in one read, and answers each with their own session', async () => {
    const user = await makeUser(shop.database.db, { role: 'barista', name: 'Bea Barista' });
    const barista = (await makeSession(shop.database.db, user)).headers;
    const answers = await Promise.all([whoIsIn(staff), whoIsIn(barista), whoIsIn(barista), whoIsIn(staff)]);
    expect(answers.map((answer) => answer.body.user?.role)).toEqual(['owner', 'barista', 'barista', 'owner']);
    expect(new Set(answers.map((answer) => answer.body.csrfToken)).size).toBe(2);
  });

  it('refuses every call made after a sign-out, even while calls made before it are still being read', async () => {
    const user = await makeUser(shop.database.db, { role: 'manager' });
    const manager = (await makeSession(shop.database.db, user)).headers;
    const before = Array.from({ length: RUSH }, () => whoIsIn(manager));
    const signedOut = await call(shop, 'POST', '/api/auth/logout', { headers: manager });
    expect(signedOut.status).toBe(204);
    const after = await Promise.all([whoIsIn(manager), call(shop, 'GET', '/api/admin/orders', { headers: manager })]);
    expect(after[0]!.body.user ?? null).toBeNull();
    expect(after[1]!.status).toBe(401);
    await Promise.all(before);
  });
});
