import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, loginThrottle, sessions, users } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeSession, makeUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { useStaffServer } from '../../test/server-fixtures';
import { hashToken, SESSION_COOKIE } from './sessions';

const kinds = await testDatabaseKinds();

/** The session cookie's value and attributes from a Set-Cookie answer. */
function sessionCookie(headers: Headers) {
  const header = headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!header) return null;
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair!.slice(SESSION_COOKIE.length + 1), attributes: attributes.map((a) => a.toLowerCase()), header };
}

describe.each(kinds)('accounts API on %s', (kind) => {
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof makeUser>>;

  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    call(server, 'POST', '/api/auth/login', { body: { email, password }, headers });
  const session = (token: string) =>
    call(server, 'GET', '/api/auth/session', { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
  /** The stored session of this token (its hash is the row's id): one row, or none once ended. */
  const sessionRows = (token: string) =>
    server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
  /** Moves a session's clocks, as if time had passed. */
  const setSession = (token: string, times: { lastSeenAt?: Date; expiresAt?: Date }) =>
    server.database.db
      .update(sessions)
      .set(times)
      .where(eq(sessions.id, hashToken(token)));

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    admin = await makeUser(server.database.db, {
      email: 'owner@pearl.example',
      password: 'correct horse battery',
      isAdmin: true,
    });
    await makeUser(server.database.db, { email: 'helper@pearl.example', password: 'helper password 1' });
  });
  afterAll(() => server.close());

  describe('POST /api/auth/login', () => {
    it('signs an admin in with an HttpOnly, SameSite=Lax session cookie and gives the CSRF token', async () => {
      const { status, body, headers } = await signIn('  Owner@Pearl.example ', 'correct horse battery');
      expect(status).toBe(200);
      expect(body).toEqual({
        user: { email: 'owner@pearl.example', name: null, role: 'owner', isAdmin: true },
        csrfToken: expect.any(String),
      });
      const cookie = sessionCookie(headers)!;
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie.attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
      // Not Secure outside production: the shop must work on http://localhost.
      expect(cookie.attributes).not.toContain('secure');
      const expires = new Date(cookie.attributes.find((a) => a.startsWith('expires='))!.slice(8));
      expect(expires.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
      expect(expires.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600_000);
      expect(headers.get('cache-control')).toBe('no-store');
      // Only the token's hash is stored.
      const [row] = await sessionRows(cookie.value);
      expect(row).toMatchObject({ userId: admin.id, csrfToken: body.csrfToken });
    });

    it('stores passwords as argon2id with m=19456, t=2, p=1', async () => {
      const [row] = await server.database.db.select().from(users).where(eq(users.id, admin.id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    });

    it('signs a non-admin in as a non-admin', async () => {
      const { status, body } = await signIn('helper@pearl.example', 'helper password 1');
      expect(status).toBe(200);
      expect(body.user).toEqual({ email: 'helper@pearl.example', name: null, role: null, isAdmin: false });
    });

    it('gives the same answer for a wrong password and an unknown e-mail', async () => {
      const wrong = await signIn('owner@pearl.example', 'not the password');
      const unknown = await signIn('nobody@pearl.example', 'not the password');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual({ error: 'Failed to login' });
      expect(unknown.body).toEqual(wrong.body);
      expect(sessionCookie(wrong.headers)).toBeNull();
      await server.database.db.delete(loginThrottle);
    });

    it('starts a new session id at every sign-in and ends the one the browser had', async () => {
      const first = sessionCookie((await signIn('owner@pearl.example', 'correct horse battery')).headers)!.value;
      const second = sessionCookie(
        (await signIn('owner@pearl.example', 'correct horse battery', { cookie: `${SESSION_COOKIE}=${first}` }))
          .headers,
      )!.value;
      expect(second).not.toBe(first);
      expect((await session(first)).body).toEqual({ user: null });
      expect((await session(second)).body.user).toEqual({
        email: 'owner@pearl.example',
        name: null,
        role: 'owner',
        isAdmin: true,
      });
    });

    it('refuses a missing e-mail or password with a readable 400', async () => {
      const noEmail = await call(server, 'POST', '/api/auth/login', { body: { password: 'x' } });
      expect(noEmail.status).toBe(400);
      expect(noEmail.body.error).toMatch(/Email is required/);
      const noPassword = await call(server, 'POST', '/api/auth/login', {
        body: { email: 'owner@pearl.example', password: '' },
      });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.error).toMatch(/Password is required/);
    });

    it('records each sign-in in the audit log', async () => {
      const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in'));
      expect(rows.some((row) => row.actorEmail === 'owner@pearl.example')).toBe(true);
    });

    it('locks an account after 5 failures from one address, for a while, then lets the owner in', async () => {
      const victim = await makeUser(server.database.db, {
        email: 'victim@pearl.example',
        password: 'victim password',
        isAdmin: true,
      });
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await signIn(victim.email, `guess ${attempt}`)).status).toBe(401);
      }
      // Locked: even the right password is refused, with a message a person can act on.
      const locked = await signIn(victim.email, 'victim password');
      expect(locked.status).toBe(429);
      expect(locked.body.error).toMatch(
        /^Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\.$/,
      );
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(30);
      // Another account from the same address is not locked.
      expect((await signIn('helper@pearl.example', 'helper password 1')).status).toBe(200);

      // The lock runs out (never permanent): the owner gets in, and the count starts again.
      await server.database.db.update(loginThrottle).set({ lockedUntil: new Date(Date.now() - 1000) });
      expect((await signIn(victim.email, 'victim password')).status).toBe(200);
      const left = await server.database.db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, `account:${victim.email}`));
      expect(left).toEqual([]);
      await server.database.db.delete(loginThrottle);
    });
  });

  describe('GET /api/auth/session', () => {
    it('says no one is signed in to a visitor', async () => {
      const { status, body, headers } = await call(server, 'GET', '/api/auth/session');
      expect(status).toBe(200);
      expect(body).toEqual({ user: null });
      expect(headers.get('cache-control')).toBe('no-store');
    });

    it('ends a session after 12 hours without use, and 7 days after sign-in whatever the use', async () => {
      const idle = sessionCookie((await signIn('helper@pearl.example', 'helper password 1')).headers)!.value;
      await setSession(idle, { lastSeenAt: new Date(Date.now() - 12 * 3600_000 - 1000) });
      const idleAnswer = await session(idle);
      expect(idleAnswer.body).toEqual({ user: null });
      expect(sessionCookie(idleAnswer.headers)?.attributes.some((a) => a.startsWith('expires=thu, 01 jan 1970'))).toBe(
        true,
      );
      expect(await sessionRows(idle)).toEqual([]);

      const old = sessionCookie((await signIn('helper@pearl.example', 'helper password 1')).headers)!.value;
      await setSession(old, { expiresAt: new Date(Date.now() - 1000) });
      expect((await session(old)).body).toEqual({ user: null });
    });

    it('keeps a session in use alive', async () => {
      const token = sessionCookie((await signIn('helper@pearl.example', 'helper password 1')).headers)!.value;
      await setSession(token, { lastSeenAt: new Date(Date.now() - 11 * 3600_000) });
      expect((await session(token)).body.user).toEqual({
        email: 'helper@pearl.example',
        name: null,
        role: null,
        isAdmin: false,
      });
      const [row] = await sessionRows(token);
      expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
    });
  });

  describe('POST /api/auth/logout', () => {
    it('deletes the session on the server and clears the cookie', async () => {
      const signedIn = await signIn('owner@pearl.example', 'correct horse battery');
      const token = sessionCookie(signedIn.headers)!.value;
      const { status, headers } = await call(server, 'POST', '/api/auth/logout', {
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      expect(status).toBe(204);
      expect(sessionCookie(headers)!.value).toBe('');
      expect(await sessionRows(token)).toEqual([]);
      // The old cookie opens nothing any more.
      expect((await session(token)).body).toEqual({ user: null });
      const admin = await call(server, 'GET', '/api/admin/categories', {
        headers: { cookie: `${SESSION_COOKIE}=${token}` },
      });
      expect(admin.status).toBe(401);
    });

    it('is harmless without a session', async () => {
      expect((await call(server, 'POST', '/api/auth/logout')).status).toBe(204);
    });
  });
});

describe.each(kinds)('staff accounts API on %s', (kind) => {
  let server: TestServer;
  let headers: Record<string, string>;

  useStaffServer(kind, (built) => ({ server, staff: headers } = built), { email: 'owner@pearl.example' });

  describe('POST /api/admin/users', () => {
    it('creates a non-admin who can then sign in, as a non-admin', async () => {
      const { status, body } = await call(server, 'POST', '/api/admin/users', {
        body: { email: 'Helper@Pearl.example', password: 'helper password', isAdmin: false },
        headers,
      });
      expect(status).toBe(200);
      expect(body).toEqual({ email: 'helper@pearl.example', isAdmin: false, created: true });
      const signIn = await call(server, 'POST', '/api/auth/login', {
        body: { email: 'helper@pearl.example', password: 'helper password' },
      });
      expect(signIn.body.user).toEqual({ email: 'helper@pearl.example', name: null, role: null, isAdmin: false });
      const [entry] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.create'));
      expect(entry).toMatchObject({
        actorEmail: 'owner@pearl.example',
        details: { email: 'helper@pearl.example', role: null },
      });
    });

    it('sets an existing user’s password and role, and ends their sessions', async () => {
      const user = await makeUser(server.database.db, { email: 'promote@pearl.example', password: 'old password 1' });
      const old = await makeSession(server.database.db, user);
      const { body } = await call(server, 'POST', '/api/admin/users', {
        body: { email: 'promote@pearl.example', password: 'new password 1', isAdmin: true },
        headers,
      });
      expect(body).toEqual({ email: 'promote@pearl.example', isAdmin: true, created: false });
      expect((await session(server, old.token)).body).toEqual({ user: null });
      expect(
        (
          await call(server, 'POST', '/api/auth/login', {
            body: { email: 'promote@pearl.example', password: 'old password 1' },
          })
        ).status,
      ).toBe(401);
      const signIn = await call(server, 'POST', '/api/auth/login', {
        body: { email: 'promote@pearl.example', password: 'new password 1' },
      });
      expect(signIn.body.user).toEqual({ email: 'promote@pearl.example', name: null, role: 'owner', isAdmin: true });
    });

    it('refuses a password shorter than 10 characters', async () => {
      const { status, body } = await call(server, 'POST', '/api/admin/users', {
        body: { email: 'x@pearl.example', password: 'short', isAdmin: false },
        headers,
      });
      expect(status).toBe(400);
      expect(body.error).toMatch(/at least 10 characters/);
    });

    it('refuses a common or easily guessed password, saying why, and creates no one', async () => {
      for (const password of ['password1234', 'Welcome2024!', 'p@ssw0rd1234', '123456789012', '1234567890ab']) {
        const { status, body } = await call(server, 'POST', '/api/admin/users', {
          body: { email: 'weak@pearl.example', password, isAdmin: true },
          headers,
        });
        expect(status, password).toBe(400);
        // At the password field, with zxcvbn's reason and advice after the refusal.
        expect(body.field).toBe('password');
        expect(body.error).toMatch(/^This password is too easy to guess\. \S.*\.$/);
      }
      const [weak] = await server.database.db.select().from(users).where(eq(users.email, 'weak@pearl.example'));
      expect(weak).toBeUndefined();
    });
  });
});

const session = (server: TestServer, token: string) =>
  call(server, 'GET', '/api/auth/session', { headers: { cookie: `${SESSION_COOKIE}=${token}` } });

describe('session cookie in production', () => {
  it('is Secure', async () => {
    const server = await buildTestServer({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.pearl.example', PAYMENTS: 'sandbox' },
    });
    try {
      await makeUser(server.database.db, { email: 'prod@pearl.example', password: 'production password' });
      const { status, headers } = await call(server, 'POST', '/api/auth/login', {
        body: { email: 'prod@pearl.example', password: 'production password' },
      });
      expect(status).toBe(200);
      expect(sessionCookie(headers)!.attributes).toContain('secure');
    } finally {
      await server.close();
    }
  });
});

describe.each(kinds)('sign-in behind a proxy on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // The tests' requests come from 127.0.0.1: that is the proxy here.
    server = await buildTestServer({ kind, env: { TRUST_PROXY: 'loopback' } });
    await makeUser(server.database.db, { email: 'target@pearl.example', password: 'target password', isAdmin: true });
  });
  afterAll(() => server.close());

  const signInVia = (forwardedFor: string, password: string) =>
    call(server, 'POST', '/api/auth/login', {
      body: { email: 'target@pearl.example', password },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts failures under the address the proxy saw, whatever the client writes before it', async () => {
    // The proxy appends the address it saw (198.51.100.7); everything left of it is the client's own invention.
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signInVia(`203.0.113.${attempt}, 198.51.100.7`, `guess ${attempt}`)).status).toBe(401);
    }
    const locked = await signInVia('203.0.113.99, 198.51.100.7', 'target password');
    expect(locked.status).toBe(429);
    const keys = (await server.database.db.select().from(loginThrottle)).map((row) => row.key);
    expect(keys).toContain('address:198.51.100.7');
    expect(keys.some((key) => key.includes('203.0.113.'))).toBe(false);
  });
});
