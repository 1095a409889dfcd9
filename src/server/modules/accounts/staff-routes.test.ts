/**
 * The Staff page's API through real HTTP: an Owner adds a Barista, whose e-mailed one-time link sets a password they
 * then sign in with; roles change; there is always an active Owner; a deactivated person's open session is refused
 * at its next call.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, passwordLinks } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeSession, makeUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { LAST_OWNER } from './staff-service';
import { LINK_NOT_VALID } from './password-links';

const kinds = await testDatabaseKinds();

describe.each(kinds)('staff accounts on %s', (kind) => {
  let server: TestServer;
  let owner: { id: string; headers: Record<string, string> };

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    const user = await makeUser(server.database.db, { role: 'owner', name: 'Olive Owner' });
    owner = { id: user.id, headers: (await makeSession(server.database.db, user)).headers };
  });
  afterAll(() => server.close());

  /** The token in the newest e-mail to this address: what the person would click. */
  async function linkTokenFor(email: string): Promise<string> {
    const [mail] = await server.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const match = /\/set-password#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    expect(match, 'a set-password link in the e-mail').not.toBeNull();
    return match![1]!;
  }

  const signIn = (email: string, password: string) =>
    call(server, 'POST', '/api/auth/login', { body: { email, password } });

  it('adds a barista who sets a password from the e-mailed link and signs in with it', async () => {
    const added = await call(server, 'POST', '/api/admin/staff', {
      body: { name: 'Bea Barista', email: 'Bea@Pearl.example', role: 'barista' },
      headers: owner.headers,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Bea Barista',
      email: 'bea@pearl.example',
      role: 'barista',
      active: true,
    });

    const token = await linkTokenFor('bea@pearl.example');
    const [mail] = await server.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'bea@pearl.example'));
    expect(mail!.text).toContain('as Barista');
    expect(mail!.text).toContain('within 24 hours');

    const whose = await call(server, 'POST', '/api/auth/password-link', { body: { token } });
    expect(whose.body).toEqual({ email: 'bea@pearl.example', name: 'Bea Barista' });

    const weak = await call(server, 'POST', '/api/auth/set-password', { body: { token, password: 'password' } });
    expect(weak.status).toBe(400);
    const set = await call(server, 'POST', '/api/auth/set-password', {
      body: { token, password: 'tapioca under the moon 7' },
    });
    expect(set.status).toBe(204);
    const again = await call(server, 'POST', '/api/auth/set-password', {
      body: { token, password: 'another good phrase 8' },
    });
    expect(again).toMatchObject({ status: 400, body: { error: LINK_NOT_VALID } });

    const session = await signIn('bea@pearl.example', 'tapioca under the moon 7');
    expect(session.status).toBe(200);
    expect(session.body.user).toEqual({
      email: 'bea@pearl.example',
      name: 'Bea Barista',
      role: 'barista',
      isAdmin: true,
    });

    const list = await call(server, 'GET', '/api/admin/staff', { headers: owner.headers });
    expect(list.body.map((member: { email: string }) => member.email)).toContain('bea@pearl.example');
    const actions = await server.database.db.select({ action: auditLog.action }).from(auditLog);
    expect(actions.map((row) => row.action)).toEqual(expect.arrayContaining(['staff.add', 'user.password_set']));
  });

  it('refuses a second account for the same address, and an expired or made-up link', async () => {
    const twice = await call(server, 'POST', '/api/admin/staff', {
      body: { name: 'Bea Again', email: 'bea@pearl.example', role: 'manager' },
      headers: owner.headers,
    });
    expect(twice.status).toBe(409);
    const madeUp = await call(server, 'POST', '/api/auth/password-link', { body: { token: 'not-a-real-token' } });
    expect(madeUp).toMatchObject({ status: 400, body: { error: LINK_NOT_VALID } });

    const added = await call(server, 'POST', '/api/admin/staff', {
      body: { name: 'Late Larry', email: 'larry@pearl.example', role: 'barista' },
      headers: owner.headers,
    });
    const token = await linkTokenFor('larry@pearl.example');
    await server.database.db
      .update(passwordLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordLinks.userId, added.body.id));
    const late = await call(server, 'POST', '/api/auth/set-password', {
      body: { token, password: 'a fine long phrase 9' },
    });
    expect(late).toMatchObject({ status: 400, body: { error: LINK_NOT_VALID } });

    // A new link works, and ends the old one.
    const resent = await call(server, 'POST', `/api/admin/staff/${added.body.id}/link`, { headers: owner.headers });
    expect(resent.status).toBe(200);
    const fresh = await linkTokenFor('larry@pearl.example');
    expect(fresh).not.toBe(token);
    const set = await call(server, 'POST', '/api/auth/set-password', {
      body: { token: fresh, password: 'a fine long phrase 9' },
    });
    expect(set.status).toBe(204);
  });

  it('keeps at least one active Owner', async () => {
    const demote = await call(server, 'PUT', `/api/admin/staff/${owner.id}/role`, {
      body: { role: 'manager' },
      headers: owner.headers,
    });
    expect(demote).toMatchObject({ status: 409, body: { error: LAST_OWNER } });
    const deactivate = await call(server, 'POST', `/api/admin/staff/${owner.id}/deactivate`, {
      headers: owner.headers,
    });
    expect(deactivate).toMatchObject({ status: 409, body: { error: LAST_OWNER } });

    // With a second Owner, the first may step down: the two at once cannot both leave.
    const second = await makeUser(server.database.db, { role: 'owner', name: 'Second Owner' });
    const both = await Promise.all([
      call(server, 'PUT', `/api/admin/staff/${owner.id}/role`, { body: { role: 'manager' }, headers: owner.headers }),
      call(server, 'POST', `/api/admin/staff/${second.id}/deactivate`, { headers: owner.headers }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });

  it('ends a deactivated person’s open session at its next call', async () => {
    const boss = await makeUser(server.database.db, { role: 'owner' });
    const bossHeaders = (await makeSession(server.database.db, boss)).headers;
    const barista = await makeUser(server.database.db, { role: 'barista', password: 'barista phrase long 1' });
    const baristaHeaders = (await makeSession(server.database.db, barista)).headers;
    expect((await call(server, 'GET', '/api/admin/orders', { headers: baristaHeaders })).status).toBe(200);

    const done = await call(server, 'POST', `/api/admin/staff/${barista.id}/deactivate`, { headers: bossHeaders });
    expect(done.body).toMatchObject({ active: false });
    expect((await call(server, 'GET', '/api/admin/orders', { headers: baristaHeaders })).status).toBe(401);
    expect((await signIn(barista.email, 'barista phrase long 1')).status).toBe(401);
  });

  it('lets a role change take effect at the next call', async () => {
    const boss = await makeUser(server.database.db, { role: 'owner' });
    const bossHeaders = (await makeSession(server.database.db, boss)).headers;
    const manager = await makeUser(server.database.db, { role: 'manager' });
    const managerHeaders = (await makeSession(server.database.db, manager)).headers;
    expect((await call(server, 'GET', '/api/admin/audit', { headers: managerHeaders })).status).toBe(200);
    await call(server, 'PUT', `/api/admin/staff/${manager.id}/role`, {
      body: { role: 'barista' },
      headers: bossHeaders,
    });
    expect((await call(server, 'GET', '/api/admin/audit', { headers: managerHeaders })).status).toBe(403);
  });
});
