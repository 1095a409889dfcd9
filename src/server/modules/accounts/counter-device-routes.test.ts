/**
 * The shared counter tablet through real HTTP: an Owner signs a browser in as a counter device; PINs are set by the
 * Owner and by each person (never two active people with one); a PIN switches a person in on the device, and what they
 * do is recorded under them with the device named; five wrong PINs lock the PIN screen; a PIN session ends after two
 * idle minutes, without its device's cookie, when the device is revoked, and a deactivated person's PIN opens nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_FORMAT_MESSAGE, PIN_TAKEN, NOT_A_COUNTER_DEVICE, wrongPinMessage } from '@domain/counter-device';
import { auditLog, counterDevices, sessions, users } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makePaidOrder, makeSession, makeUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { NOT_YOUR_PASSWORD } from './counter-device-service';
import { DEVICE_COOKIE, hashToken, SESSION_COOKIE } from './sessions';

const kinds = await testDatabaseKinds();

/** A cookie's value from a Set-Cookie answer. */
function cookieFrom(headers: Headers, name: string): string | undefined {
  const header = headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return header?.split(';')[0]!.slice(name.length + 1);
}

interface Tablet {
  deviceToken: string;
  /** The cookie header of the device alone, or with a switched-in person's session. */
  cookie: (sessionToken?: string) => string;
}

describe.each(kinds)('counter devices and PINs on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof makeUser>>;
  let ownerHeaders: Record<string, string>;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await buildTestServer({ kind });
    owner = await makeUser(db(), { role: 'owner', name: 'Olive Owner' });
    ownerHeaders = (await makeSession(db(), owner)).headers;
  });
  afterAll(() => server.close());

  /** An Owner (in a session of their own, which this ends) signs a browser in as a counter device. */
  async function registerTablet(name: string): Promise<Tablet> {
    const { headers } = await makeSession(db(), owner);
    const answer = await call(server, 'POST', '/api/admin/counter-devices', { body: { name }, headers });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name, createdBy: 'Olive Owner', lastUsedAt: null });
    // The Owner's session on the tablet is over: the tablet is left at its PIN screen.
    expect((await call(server, 'GET', '/api/admin/orders', { headers })).status).toBe(401);
    const deviceToken = cookieFrom(answer.headers, DEVICE_COOKIE)!;
    expect(deviceToken).toBeTruthy();
    return {
      deviceToken,
      cookie: (sessionToken) =>
        `${DEVICE_COOKIE}=${deviceToken}${sessionToken ? `; ${SESSION_COOKIE}=${sessionToken}` : ''}`,
    };
  }

  async function personWithPin(name: string, pin: string, role: 'barista' | 'manager' = 'barista') {
    const person = await makeUser(db(), { role, name });
    const set = await call(server, 'PUT', `/api/admin/staff/${person.id}/pin`, {
      body: { pin },
      headers: ownerHeaders,
    });
    expect(set.status).toBe(204);
    return person;
  }

  const switchIn = (tablet: Tablet, pin: string, sessionToken?: string) =>
    call(server, 'POST', '/api/counter-device/switch', {
      body: { pin },
      headers: { cookie: tablet.cookie(sessionToken) },
    });

  async function switchedIn(tablet: Tablet, pin: string) {
    const answer = await switchIn(tablet, pin);
    expect(answer.status).toBe(200);
    const token = cookieFrom(answer.headers, SESSION_COOKIE)!;
    return { answer, token, headers: { cookie: tablet.cookie(token), 'x-csrf-token': answer.body.csrfToken } };
  }

  it('signs a tablet in, lists it, and switches two people in by PIN, each recorded under their own name', async () => {
    const tablet = await registerTablet('Front counter');
    const list = await call(server, 'GET', '/api/admin/counter-devices', { headers: ownerHeaders });
    expect(list.body.map((device: { name: string }) => device.name)).toContain('Front counter');
    const state = await call(server, 'GET', '/api/counter-device', { headers: { cookie: tablet.cookie() } });
    expect(state.body).toEqual({ device: { name: 'Front counter', mode: 'counter' }, lockedUntil: null });
    const session = await call(server, 'GET', '/api/auth/session', { headers: { cookie: tablet.cookie() } });
    expect(session.body).toEqual({ user: null, device: { name: 'Front counter' } });

    await personWithPin('Ada Barista', '2468');
    await personWithPin('Ben Barista', '13579');
    const ada = await switchedIn(tablet, '2468');
    expect(ada.answer.body).toMatchObject({
      user: { name: 'Ada Barista', role: 'barista', isAdmin: true },
      device: { name: 'Front counter' },
    });
    const first = await makePaidOrder(db());
    for (const step of ['confirm', 'ready']) {
      const moved = await call(server, 'POST', `/api/admin/orders/${first.id}/${step}`, {
        body: {},
        headers: ada.headers,
      });
      expect(moved.status).toBe(200);
    }
    // A Barista by PIN is still a Barista: no refunds.
    const refund = await call(server, 'POST', `/api/admin/orders/${first.id}/refund`, {
      body: {},
      headers: ada.headers,
    });
    expect(refund.status).toBe(403);

    // Ben switches in on the same tablet: Ada's session there ends.
    const ben = await switchIn(tablet, '13579', ada.token);
    expect(ben.status).toBe(200);
    expect((await call(server, 'GET', '/api/admin/orders', { headers: ada.headers })).status).toBe(401);
    const benHeaders = {
      cookie: tablet.cookie(cookieFrom(ben.headers, SESSION_COOKIE)),
      'x-csrf-token': ben.body.csrfToken,
    };
    const second = await makePaidOrder(db());
    await call(server, 'POST', `/api/admin/orders/${second.id}/confirm`, { body: {}, headers: benHeaders });
    expect((await call(server, 'POST', `/api/admin/orders/${second.id}/ready`, { headers: benHeaders })).status).toBe(
      200,
    );

    const feed = await call(server, 'GET', '/api/admin/audit', { headers: ownerHeaders });
    const readyOf = (id: string) =>
      feed.body.entries.find(
        (entry: { action: string; entityId: string }) => entry.action === 'order.ready' && entry.entityId === id,
      );
    expect(readyOf(first.id)).toMatchObject({
      actorName: 'Ada Barista',
      device: 'Front counter',
      summary: `Marked order ${first.id.slice(0, 8)} as ready, customer e-mailed`,
    });
    expect(readyOf(second.id)).toMatchObject({ actorName: 'Ben Barista', device: 'Front counter' });
    const [device] = await db().select().from(counterDevices).where(eq(counterDevices.name, 'Front counter'));
    expect(device!.lastUsedAt).not.toBeNull();
  });

  it('sets PINs: 4–6 digits, never one another active person holds, and your own only with your password', async () => {
    const cal = await personWithPin('Cal Manager', '8642', 'manager');
    const dee = await makeUser(db(), { role: 'barista', name: 'Dee Barista', password: 'dee long password 4' });
    const short = await call(server, 'PUT', `/api/admin/staff/${dee.id}/pin`, {
      body: { pin: '12' },
      headers: ownerHeaders,
    });
    expect(short.status).toBe(400);
    expect(JSON.stringify(short.body)).toContain(PIN_FORMAT_MESSAGE);
    const taken = await call(server, 'PUT', `/api/admin/staff/${dee.id}/pin`, {
      body: { pin: '8642' },
      headers: ownerHeaders,
    });
    expect(taken).toMatchObject({ status: 409, body: { error: PIN_TAKEN } });

    const deeHeaders = (await makeSession(db(), dee)).headers;
    const wrong = await call(server, 'PUT', '/api/admin/my-pin', {
      body: { password: 'not my password', pin: '5555' },
      headers: deeHeaders,
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: NOT_YOUR_PASSWORD } });
    const mine = await call(server, 'PUT', '/api/admin/my-pin', {
      body: { password: 'dee long password 4', pin: '5555' },
      headers: deeHeaders,
    });
    expect(mine.status).toBe(204);
    const [stored] = await db().select({ pinHash: users.pinHash }).from(users).where(eq(users.id, dee.id));
    expect(stored!.pinHash).toMatch(/^\$argon2id\$/);
    expect(stored!.pinHash).not.toContain('5555');

    // Dee's own PIN is hers alone now: the Owner cannot give it to Cal.
    const clash = await call(server, 'PUT', `/api/admin/staff/${cal.id}/pin`, {
      body: { pin: '5555' },
      headers: ownerHeaders,
    });
    expect(clash.status).toBe(409);
    const staff = await call(server, 'GET', '/api/admin/staff', { headers: ownerHeaders });
    const deeRow = staff.body.find((member: { id: string }) => member.id === dee.id);
    expect(deeRow).toMatchObject({ hasPin: true });
    const actions = await db()
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.entityId, dee.id));
    expect(actions).toContainEqual({ action: 'staff.pin', details: expect.objectContaining({ own: true }) });
  });

  it('gives a PIN to one of two people asking for it at the same moment', async () => {
    const [kit, lou] = await Promise.all([
      makeUser(db(), { role: 'barista', name: 'Kit Barista' }),
      makeUser(db(), { role: 'barista', name: 'Lou Barista' }),
    ]);
    const both = await Promise.all(
      [kit, lou].map((person) =>
        call(server, 'PUT', `/api/admin/staff/${person.id}/pin`, { body: { pin: '777777' }, headers: ownerHeaders }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([204, 409]);
  });

  it('locks the PIN screen after five wrong PINs in a row, for five minutes', async () => {
    const tablet = await registerTablet('Back bar');
    await personWithPin('Eve Barista', '97531');
    for (let tries = 1; tries <= 4; tries++) {
      expect(await switchIn(tablet, '0000')).toMatchObject({
        status: 401,
        body: { error: wrongPinMessage(5 - tries) },
      });
    }
    const fifth = await switchIn(tablet, '0000');
    expect(fifth.status).toBe(429);
    expect(fifth.body.error).toBe('Too many wrong PINs. The PIN screen is locked: try again in 5 minutes.');
    // Even the right PIN waits, and the screen says it is locked.
    expect((await switchIn(tablet, '97531')).status).toBe(429);
    const state = await call(server, 'GET', '/api/counter-device', { headers: { cookie: tablet.cookie() } });
    expect(new Date(state.body.lockedUntil).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    // Another device is not locked.
    const other = await registerTablet('Window');
    expect((await switchIn(other, '97531')).status).toBe(200);

    // Five minutes later the right PIN works, and the count starts again.
    await db()
      .update(counterDevices)
      .set({ pinLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(counterDevices.name, 'Back bar'));
    expect((await switchIn(tablet, '97531')).status).toBe(200);
    expect(await switchIn(tablet, '0000')).toMatchObject({ status: 401, body: { error: wrongPinMessage(4) } });
    const locked = await db().select().from(auditLog).where(eq(auditLog.action, 'device.pin_locked'));
    expect(locked).toHaveLength(1);
  });

  it('ends a PIN session after two idle minutes, and counts only what a person does as use', async () => {
    const tablet = await registerTablet('Idle tablet');
    await personWithPin('Fay Barista', '24680');
    const fay = await switchedIn(tablet, '24680');
    const row = () =>
      db()
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(fay.token)));
    const earlier = new Date(Date.now() - 90_000);
    await db()
      .update(sessions)
      .set({ lastSeenAt: earlier })
      .where(eq(sessions.id, hashToken(fay.token)));
    // A page's polling is no use of the tablet…
    expect((await call(server, 'GET', '/api/admin/orders', { headers: fay.headers })).status).toBe(200);
    expect((await row())[0]!.lastSeenAt.getTime()).toBe(earlier.getTime());
    // …a tap is.
    expect((await call(server, 'POST', '/api/admin/still-here', { headers: fay.headers })).status).toBe(204);
    expect(Date.now() - (await row())[0]!.lastSeenAt.getTime()).toBeLessThan(10_000);

    // The session's cookie is nothing away from its device.
    const elsewhere = { cookie: `${SESSION_COOKIE}=${fay.token}`, 'x-csrf-token': fay.headers['x-csrf-token'] };
    expect((await call(server, 'GET', '/api/admin/orders', { headers: elsewhere })).status).toBe(401);

    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 121_000) })
      .where(eq(sessions.id, hashToken(fay.token)));
    expect((await call(server, 'GET', '/api/admin/orders', { headers: fay.headers })).status).toBe(401);
    expect(await row()).toEqual([]);
  });

  it('revokes a device: whoever is switched in there is refused at the next call, and its PIN screen opens nothing', async () => {
    const tablet = await registerTablet('Stolen tablet');
    await personWithPin('Gus Barista', '11335');
    const gus = await switchedIn(tablet, '11335');
    const [device] = await db().select().from(counterDevices).where(eq(counterDevices.name, 'Stolen tablet'));
    const revoked = await call(server, 'POST', `/api/admin/counter-devices/${device!.id}/revoke`, {
      headers: ownerHeaders,
    });
    expect(revoked.status).toBe(204);
    expect((await call(server, 'GET', '/api/admin/orders', { headers: gus.headers })).status).toBe(401);
    expect(await switchIn(tablet, '11335')).toMatchObject({ status: 401, body: { error: NOT_A_COUNTER_DEVICE } });
    const state = await call(server, 'GET', '/api/counter-device', { headers: { cookie: tablet.cookie() } });
    expect(state.body).toEqual({ device: null, lockedUntil: null });
    const list = await call(server, 'GET', '/api/admin/counter-devices', { headers: ownerHeaders });
    expect(list.body.map((each: { name: string }) => each.name)).not.toContain('Stolen tablet');
    const again = await call(server, 'POST', `/api/admin/counter-devices/${device!.id}/revoke`, {
      headers: ownerHeaders,
    });
    expect(again.status).toBe(404);
  });

  it('refuses a deactivated person’s PIN, and ends their session on the tablet', async () => {
    const tablet = await registerTablet('Till two');
    const hal = await personWithPin('Hal Barista', '864200');
    const halOnTablet = await switchedIn(tablet, '864200');
    await call(server, 'POST', `/api/admin/staff/${hal.id}/deactivate`, { headers: ownerHeaders });
    expect((await call(server, 'GET', '/api/admin/orders', { headers: halOnTablet.headers })).status).toBe(401);
    expect(await switchIn(tablet, '864200')).toMatchObject({ status: 401, body: { error: wrongPinMessage(4) } });
    // The PIN is free again for someone active.
    await personWithPin('Ivy Barista', '864200');
  });

  it('refuses a PIN switch from a browser that is not a counter device', async () => {
    await personWithPin('Jo Barista', '300300');
    const answer = await call(server, 'POST', '/api/counter-device/switch', { body: { pin: '300300' } });
    expect(answer).toMatchObject({ status: 401, body: { error: NOT_A_COUNTER_DEVICE } });
  });
});
