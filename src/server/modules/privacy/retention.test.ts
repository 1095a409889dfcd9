import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataRequests, loginThrottle, mailOutbox, orders, sandboxObjects, sessions, stampCards } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeOrder, makePaidOrder, makeSession, makeUser } from '../../test/factories';
import { testDatabaseKinds } from '../../test/test-database';
import { CARDS, line, makeShop, sessionIdOf } from '../../test/checkout-support';
import { applyRetention, RETENTION } from './retention';

const kinds = await testDatabaseKinds();
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe.each(kinds)('retention of personal data on %s', (kind) => {
  let server: TestServer;
  const db = () => server.database.db;
  const outbox = () => join(server.config.dataDir, 'outbox');
  const ago = (ms: number) => new Date(Date.now() - ms);

  beforeAll(async () => {
    server = await buildTestServer({ kind });
  });
  afterAll(() => server.close());

  it('matches what the privacy policy promises', () => {
    expect(RETENTION).toEqual({
      dataRequests: DAY,
      dataCodeEmails: 10 * 60_000,
      sentEmails: 30 * DAY,
      unpaidAttempts: 7 * DAY,
      stampCards: 365 * DAY,
    });
  });

  it('deletes data-page requests after 24 hours, and the e-mailed code (row and .eml copy) once it has expired', async () => {
    const [older, newer] = ['old-asker@example.com', 'new-asker@example.com'];
    for (const email of [older, newer]) {
      expect((await call(server, 'POST', '/api/privacy/codes', { body: { email } })).status).toBe(202);
    }
    await server.services.mailer.flush();
    const files = async () =>
      (await readdir(outbox()).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    expect(await files()).toHaveLength(2);
    const codeMail = async (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const [oldMail] = await codeMail(older);
    // The older address asked 25 hours ago; the newer one a minute ago.
    await db()
      .update(dataRequests)
      .set({ createdAt: ago(25 * HOUR) })
      .where(eq(dataRequests.email, older));
    await db()
      .update(mailOutbox)
      .set({ createdAt: ago(25 * HOUR) })
      .where(eq(mailOutbox.to, older));

    const report = await applyRetention(db(), server.services.mailer);

    expect(report).toMatchObject({ dataRequests: 1, emails: 1 });
    expect(await db().select().from(dataRequests).where(eq(dataRequests.email, older))).toEqual([]);
    expect(await codeMail(older)).toEqual([]);
    expect(await files()).toHaveLength(1);
    expect((await files()).some((file) => file.endsWith(`-${oldMail!.id}.eml`))).toBe(false);
    // The code still in its ten minutes is left alone.
    expect(await db().select().from(dataRequests).where(eq(dataRequests.email, newer))).toHaveLength(1);
    expect(await codeMail(newer)).toHaveLength(1);

    // Eleven minutes on, its code has expired: its e-mail goes, the request stays for the rate limits' day.
    await db()
      .update(mailOutbox)
      .set({ createdAt: ago(11 * 60_000) })
      .where(eq(mailOutbox.to, newer));
    await applyRetention(db(), server.services.mailer);
    expect(await codeMail(newer)).toEqual([]);
    expect(await files()).toEqual([]);
    expect(await db().select().from(dataRequests).where(eq(dataRequests.email, newer))).toHaveLength(1);
  });

  it('deletes receipts and updates 30 days after they went, never one still waiting to go', async () => {
    const mail = (key: string, status: string, createdAt: Date) =>
      db()
        .insert(mailOutbox)
        .values({ dedupeKey: key, to: 'cal@example.com', subject: key, text: key, status, createdAt })
        .returning();
    const [oldSent] = await mail('receipt:old-sent', 'sent', ago(31 * DAY));
    const [oldFailed] = await mail('receipt:old-failed', 'failed', ago(31 * DAY));
    const [recent] = await mail('receipt:recent', 'sent', ago(29 * DAY));
    const [waiting] = await mail('receipt:waiting', 'queued', ago(31 * DAY));

    await applyRetention(db(), server.services.mailer);

    const left = await db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [oldSent!.id, oldFailed!.id, recent!.id, waiting!.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recent!.id, waiting!.id].sort());
  });

  it('takes the name and e-mail off checkouts left unpaid for 7 days, and off nothing else', async () => {
    const old = { createdAt: ago(8 * DAY) };
    const stale = await Promise.all(
      (['awaiting_payment', 'failed', 'cancelled'] as const).map((paymentStatus) =>
        makeOrder(db(), { ...old, paymentStatus }),
      ),
    );
    const fresh = await makeOrder(db(), { createdAt: ago(6 * DAY), paymentStatus: 'awaiting_payment' });
    const paid = await makePaidOrder(db(), old);
    const review = await makeOrder(db(), { ...old, paymentStatus: 'needs_review' });

    const report = await applyRetention(db(), server.services.mailer);

    expect(report.unpaidAttempts).toBe(3);
    const rows = await db().select().from(orders);
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const order of stale) {
      expect(byId.get(order.id)).toMatchObject({
        customerName: null,
        customerEmail: null,
        anonymisedAt: expect.any(Date),
      });
      // The anonymous record stays: amounts and lines are the books'.
      expect(byId.get(order.id)!.totalAmount).toBe(order.totalAmount);
    }
    for (const order of [fresh, paid, review]) {
      expect(byId.get(order.id)).toMatchObject({
        customerName: 'Ann Example',
        customerEmail: order.customerEmail,
        anonymisedAt: null,
      });
    }
    expect((await applyRetention(db(), server.services.mailer)).unpaidAttempts).toBe(0);
  });

  it("takes the details off an old unpaid attempt's sandbox payment and its events, and off no other", async () => {
    const shop = await makeShop(db());
    // Hosted checkouts left at the card's authentication step: the sandbox's session keeps the e-mail typed on its
    // page (a decline keeps nothing: its details are rolled back with it).
    const attempt = async (email: string, quantity: number) => {
      const started = await call(server, 'POST', '/api/create-checkout-session', {
        body: { cartItems: [line(shop.classic, quantity)] },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const sessionId = sessionIdOf(started.body.url);
      const paid = await call(server, 'POST', `/api/sandbox/checkout-sessions/${sessionId}/pay`, {
        body: { email, name: 'Dee Cline', card: { number: CARDS.authentication, expiry: '12/34', cvc: '123' } },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const [order] = await db().select().from(orders).where(eq(orders.providerRef, sessionId));
      return { orderId: order!.id, sessionId };
    };
    const old = await attempt('old-decline@example.com', 1);
    const recent = await attempt('recent-decline@example.com', 2);
    await db()
      .update(orders)
      .set({ createdAt: ago(8 * DAY) })
      .where(eq(orders.id, old.orderId));
    const mentioning = async (email: string) =>
      (await db().select().from(sandboxObjects)).filter((row) => JSON.stringify(row.metadata).includes(email));
    expect((await mentioning('old-decline@example.com')).length).toBeGreaterThan(0);

    await applyRetention(db(), server.services.mailer);

    expect(await mentioning('old-decline@example.com')).toEqual([]);
    expect((await mentioning('recent-decline@example.com')).map((row) => row.id)).toContain(recent.sessionId);
  });

  it('deletes dead sessions of staff who never came back, and spent sign-in counts', async () => {
    const user = await makeUser(db(), { email: 'gone@pearl.example', password: 'gone password 1' });
    await makeSession(db(), user);
    const live = await makeSession(db(), user);
    const [dead] = await db()
      .update(sessions)
      .set({ lastSeenAt: ago(13 * HOUR) })
      .where(sql`${sessions.userId} = ${user.id} and ${sessions.csrfToken} <> ${live.csrfToken}`)
      .returning();
    await db()
      .insert(loginThrottle)
      .values({ key: 'address:192.0.2.1', failures: 2, updatedAt: ago(2 * HOUR) });

    const report = await applyRetention(db(), server.services.mailer);

    expect(report.sessions).toBe(1);
    const left = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((row) => row.csrfToken)).toEqual([live.csrfToken]);
    expect(left.map((row) => row.id)).not.toContain(dead!.id);
    expect(await db().select().from(loginThrottle).where(eq(loginThrottle.key, 'address:192.0.2.1'))).toEqual([]);
  });

  it('deletes a stamp card whose address has had no paid order for a year', async () => {
    await db()
      .insert(stampCards)
      .values([
        { email: 'idle-card@example.com', stamps: 4, lastOrderAt: ago(366 * DAY) },
        { email: 'busy-card@example.com', stamps: 4, lastOrderAt: ago(300 * DAY) },
      ]);

    const report = await applyRetention(db(), server.services.mailer, new Date(), server.services.loyalty.personalData);

    expect(report.stampCards).toBe(1);
    const left = await db().select({ email: stampCards.email }).from(stampCards);
    expect(left.map((card) => card.email)).toContain('busy-card@example.com');
    expect(left.map((card) => card.email)).not.toContain('idle-card@example.com');
  });
});
