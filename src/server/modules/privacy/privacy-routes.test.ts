import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, dataRequests, mailOutbox, orderLines, orders } from '../../db/schema';
import { buildTestServer, call, type TestServer } from '../../test/build';
import { makeOrder } from '../../test/factories';
import { codeSentTo as sharedCodeSentTo, privacyAccess } from '../../test/privacy-support';
import { testDatabaseKinds } from '../../test/test-database';
import { CODE_SENT_MESSAGE } from './privacy-service';

const kinds = await testDatabaseKinds();

describe.each(kinds)('Request My Data API on %s', (kind) => {
  let server: TestServer;
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await buildTestServer({ kind });
  });
  afterAll(() => server.close());
  // Every test starts with no code requests on record, so the rate limits of one test never reach into another.
  beforeEach(async () => {
    await db().delete(dataRequests);
  });

  let counter = 0;
  const address = (name = 'person') => `${name}-${++counter}-${Date.now().toString(36)}@example.com`;

  const requestCode = (email: string, headers: Record<string, string> = {}) =>
    call(server, 'POST', '/api/privacy/codes', { body: { email }, headers });

  const codeSentTo = (email: string) => sharedCodeSentTo(db(), email);

  const exchange = (email: string, code: string) =>
    call(server, 'POST', '/api/privacy/access', { body: { email, code } });

  const accessTokenFor = async (email: string) => (await privacyAccess(server, email)).accessToken;

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Another code than the right one. */
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  describe('POST /api/privacy/codes', () => {
    it('answers the same for an address with orders and for one without, and e-mails both a code', async () => {
      const customer = address('customer');
      await makeOrder(db(), { customerEmail: customer });
      const stranger = address('stranger');

      const withOrders = await requestCode(customer);
      const withoutOrders = await requestCode(stranger);

      expect(withOrders.status).toBe(202);
      expect(withoutOrders.status).toBe(withOrders.status);
      expect(withoutOrders.body).toEqual(withOrders.body);
      expect(withOrders.body).toEqual({ message: CODE_SENT_MESSAGE });
      // The e-mails read alike too: nothing in them says whether there are orders.
      const [toCustomer] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, customer));
      const [toStranger] = await db().select().from(mailOutbox).where(eq(mailOutbox.to, stranger));
      const shape = (text: string) => text.replace(/\d{6}/, 'CODE');
      expect(shape(toCustomer!.text)).toBe(shape(toStranger!.text));
      expect(toCustomer!.subject).toBe(toStranger!.subject);
    });

    it('writes the code e-mail to the outbox folder when no mail server is set', async () => {
      const email = address('eml');
      await requestCode(email);
      await server.services.mailer.flush();
      const code = await codeSentTo(email);
      const folder = join(server.config.dataDir, 'outbox');
      const files = await readdir(folder);
      const contents = await Promise.all(files.map((file) => readFile(join(folder, file), 'utf8')));
      const eml = contents.find((text) => text.includes(`To: ${email}`));
      expect(eml).toContain(`Your code: ${code}`);
      expect(eml).toContain('/request-my-data');
    });

    it('keeps only a salted hash of the code', async () => {
      const email = address('hash');
      await requestCode(email);
      const code = await codeSentTo(email);
      const [row] = await db().select().from(dataRequests).where(eq(dataRequests.email, email));
      expect(row!.codeHash).not.toContain(code);
      expect(row!.codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
      expect(row!.requesterHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('refuses an e-mail with a line break (no code, no e-mail)', async () => {
      const before = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox);
      for (const email of ['ann@example.com\r\nBcc: victim@example.com', 'ann@example.com\nx', 'not an email', '']) {
        const answer = await requestCode(email);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatch(/email/i);
      }
      const unknownField = await call(server, 'POST', '/api/privacy/codes', {
        body: { email: address(), admin: true },
      });
      expect(unknownField.status).toBe(400);
      expect(await db().select().from(dataRequests)).toHaveLength(0);
      const after = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox);
      expect(after[0]!.n).toBe(before[0]!.n);
    });

    it('treats an address the same whatever its case and spaces', async () => {
      const email = address('case');
      await requestCode(`  ${email.toUpperCase()} `);
      const [row] = await db().select().from(dataRequests);
      expect(row!.email).toBe(email);
    });

    it('allows 3 codes per address per 15 minutes, then answers 429 with a readable message', async () => {
      const email = address('limit');
      for (let i = 0; i < 3; i++) expect((await requestCode(email)).status).toBe(202);
      const refused = await requestCode(email);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many codes have been requested\. Please try again in \d+ minutes?\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
      expect(await db().select().from(dataRequests).where(eq(dataRequests.email, email))).toHaveLength(3);
      // Another address from the same network is not held back by it.
      expect((await requestCode(address('other'))).status).toBe(202);
      // Once the oldest request is older than 15 minutes, the address may ask again.
      await db()
        .update(dataRequests)
        .set({ createdAt: sql`${dataRequests.createdAt} - interval '16 minutes'` })
        .where(eq(dataRequests.email, email));
      expect((await requestCode(email)).status).toBe(202);
    });

    it('allows 10 codes per address per day (from one requester)', async () => {
      const email = address('daily');
      for (let i = 0; i < 10; i++) {
        expect((await requestCode(email)).status).toBe(202);
        // Spread them over the day so neither the 15-minute nor the network's hourly limit is what stops them.
        await db()
          .update(dataRequests)
          .set({ createdAt: sql`${dataRequests.createdAt} - interval '20 minutes'` });
      }
      const refused = await requestCode(email);
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/hours?\.$/);
    });

    it('allows 10 codes per network per hour', async () => {
      for (let i = 0; i < 10; i++) expect((await requestCode(address('network'))).status).toBe(202);
      const refused = await requestCode(address('network'));
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/^Too many codes have been requested\./);
    });
  });

  describe('POST /api/privacy/access', () => {
    it('exchanges the right code for a 15-minute access token, once', async () => {
      const email = address('grant');
      await requestCode(email);
      const code = await codeSentTo(email);
      const granted = await exchange(email, code);
      expect(granted.status).toBe(200);
      expect(granted.body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const lifetime = new Date(granted.body.expiresAt).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(14 * 60_000);
      expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
      expect(granted.headers.get('cache-control')).toBe('no-store');
      const [row] = await db().select().from(dataRequests).where(eq(dataRequests.email, email));
      expect(row!.accessTokenHash).not.toBe(granted.body.accessToken);

      const again = await exchange(email, code);
      expect(again.status).toBe(400);
      expect(again.body.error).toBe('This code has expired or has already been used. Please request a new code.');
    });

    it('refuses a code after its 10 minutes', async () => {
      const email = address('expired');
      await requestCode(email);
      await db()
        .update(dataRequests)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(dataRequests.email, email));
      const late = await exchange(email, await codeSentTo(email));
      expect(late.status).toBe(400);
      expect(late.body).toMatchObject({
        error: 'This code has expired or has already been used. Please request a new code.',
        reason: 'code_expired',
      });
    });

    it('counts wrong tries and kills the code after the fifth', async () => {
      const email = address('tries');
      await requestCode(email);
      const code = await codeSentTo(email);
      for (const left of [4, 3, 2, 1]) {
        const answer = await exchange(email, wrong(code));
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          error: `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
          triesLeft: left,
        });
      }
      const fifth = await exchange(email, wrong(code));
      expect(fifth.body).toMatchObject({
        error: 'That code is not right, and it cannot be used any more. Please request a new code.',
        triesLeft: 0,
      });
      const right = await exchange(email, code);
      expect(right.status).toBe(400);
      expect(right.body.error).toBe('This code was entered wrongly too many times. Please request a new code.');
      const [row] = await db().select().from(dataRequests).where(eq(dataRequests.email, email));
      expect(row!.attempts).toBe(5);
      expect(row!.accessTokenHash).toBeNull();
    });

    it('counts tries made at the same moment', async () => {
      const email = address('parallel');
      await requestCode(email);
      const code = await codeSentTo(email);
      const answers = await Promise.all(Array.from({ length: 8 }, () => exchange(email, wrong(code))));
      expect(answers.every((answer) => answer.status === 400)).toBe(true);
      expect((await exchange(email, code)).status).toBe(400);
    });

    it('accepts only the newest code of an address', async () => {
      const email = address('newest');
      await requestCode(email);
      const first = await codeSentTo(email);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await requestCode(email);
      const second = await codeSentTo(email);
      if (first !== second) expect((await exchange(email, first)).status).toBe(400);
      expect((await exchange(email, second)).status).toBe(200);
    });

    it('refuses a code for an address that never asked for one', async () => {
      const answer = await exchange(address('never'), '123456');
      expect(answer.status).toBe(400);
      expect(answer.body.reason).toBe('code_expired');
    });

    it('answers a malformed code with a readable 400 that does not use up a try', async () => {
      const email = address('malformed');
      await requestCode(email);
      for (const code of ['12345', '1234567', 'abcdef', '']) {
        const answer = await exchange(email, code);
        expect(answer.status).toBe(400);
        expect(answer.body.error).toBe('Enter the 6-digit code from the e-mail.');
      }
      const [row] = await db().select().from(dataRequests).where(eq(dataRequests.email, email));
      expect(row!.attempts).toBe(0);
      // Spaces typed inside the code are ignored.
      const code = await codeSentTo(email);
      expect((await exchange(email, `${code.slice(0, 3)} ${code.slice(3)}`)).status).toBe(200);
    });
  });

  describe('GET /api/privacy/data', () => {
    it("lists the address's paid orders and counts its unpaid checkout attempts", async () => {
      const email = address('view');
      const older = await makeOrder(
        db(),
        { customerEmail: email, customerName: 'Ann Lee', createdAt: new Date('2026-01-02T10:11:12Z') },
        [
          { name: 'Taro Milk Tea', size: 'lrg', quantity: 1, unitPrice: 450 },
          { name: 'Mango Green Tea', size: 'reg', quantity: 2, unitPrice: 380 },
        ],
      );
      const newer = await makeOrder(db(), { customerEmail: email, paymentStatus: 'refunded', status: 'refunded' });
      await makeOrder(db(), { customerEmail: email, paymentStatus: 'failed', status: null });
      await makeOrder(db(), { customerEmail: email, paymentStatus: 'awaiting_payment', status: null });
      await makeOrder(db(), { customerEmail: address('someone-else') });

      const token = await accessTokenFor(email);
      const { status, body, headers } = await call(server, 'GET', '/api/privacy/data', { headers: bearer(token) });
      expect(status).toBe(200);
      expect(headers.get('cache-control')).toBe('no-store');
      expect(body.email).toBe(email);
      expect(body.unpaidAttempts).toBe(2);
      expect(body.orders.map((order: { number: string }) => order.number)).toEqual([
        newer.id.slice(0, 8),
        older.id.slice(0, 8),
      ]);
      expect(body.orders[1]).toEqual({
        number: older.id.slice(0, 8),
        createdAt: '2026-01-02T10:11:12.000Z',
        customerName: 'Ann Lee',
        total: 450 + 760,
        status: 'pending',
        lines: [
          { name: 'Taro Milk Tea', size: 'lrg', quantity: 1 },
          { name: 'Mango Green Tea', size: 'reg', quantity: 2 },
        ],
      });
      expect(body.orders[0].status).toBe('refunded');
    });

    it('refuses without a valid access token', async () => {
      const email = address('no-token');
      await makeOrder(db(), { customerEmail: email });
      expect((await call(server, 'GET', '/api/privacy/data')).status).toBe(401);
      const bogus = await call(server, 'GET', '/api/privacy/data', { headers: bearer('A'.repeat(43)) });
      expect(bogus.status).toBe(401);
      expect(bogus.body.error).toBe('Your access has expired. Please request a new code.');

      const token = await accessTokenFor(email);
      await db()
        .update(dataRequests)
        .set({ accessExpiresAt: new Date(Date.now() - 1_000) })
        .where(eq(dataRequests.email, email));
      const expired = await call(server, 'GET', '/api/privacy/data', { headers: bearer(token) });
      expect(expired.status).toBe(401);
    });
  });

  describe('DELETE /api/privacy/data', () => {
    it('refuses without a valid access token and changes nothing', async () => {
      const email = address('keep');
      const order = await makeOrder(db(), { customerEmail: email, customerName: 'Keep Me' });
      const attempts = [
        {},
        bearer('A'.repeat(43)),
        { authorization: 'Basic abc' },
        { authorization: `Bearer ${email}` },
      ];
      for (const headers of attempts) {
        const answer = await call(server, 'DELETE', '/api/privacy/data', { headers });
        expect(answer.status).toBe(401);
        expect(answer.body.error).toBeTruthy();
      }
      // A code that was never exchanged is no access token either.
      await requestCode(email);
      const code = await codeSentTo(email);
      expect((await call(server, 'DELETE', '/api/privacy/data', { headers: bearer(code) })).status).toBe(401);

      const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(after).toMatchObject({ customerEmail: email, customerName: 'Keep Me', anonymisedAt: null });
    });

    it('removes name and e-mail from every order of the address, keeps the financial record, and uses up the token', async () => {
      const email = address('erase');
      const paid = await makeOrder(db(), { customerEmail: email, customerName: 'Erase Me' }, [
        { name: 'Brown Sugar Boba', size: 'lrg', quantity: 3, unitPrice: 495 },
      ]);
      const failed = await makeOrder(db(), {
        customerEmail: email,
        customerName: 'Erase Me',
        paymentStatus: 'failed',
        status: null,
      });
      const other = await makeOrder(db(), { customerEmail: address('bystander'), customerName: 'Bystander' });
      await server.services.mailer.enqueue({
        to: email,
        subject: `Your Pearl order ${paid.id.slice(0, 8)}`,
        text: 'Thanks',
      });
      await server.services.mailer.enqueue({ to: `Erase Me <${email}>`, subject: 'Ready', text: 'Ready' });
      const heard: unknown[] = [];
      const stop = server.services.live.subscribe('orders', (message) => heard.push(message.data));

      const token = await accessTokenFor(email);
      const outbox = join(server.config.dataDir, 'outbox');
      const copiesFor = async () => {
        const files = await readdir(outbox).catch(() => [] as string[]);
        const texts = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
        return texts.filter((text) => text.includes(email));
      };
      await server.services.mailer.flush();
      expect(await copiesFor()).toHaveLength(3);
      const erased = await call(server, 'DELETE', '/api/privacy/data', { headers: bearer(token) });
      expect(erased.status).toBe(200);
      expect(erased.body).toEqual({ message: 'Your data has been deleted.', anonymisedOrders: 2 });

      for (const id of [paid.id, failed.id]) {
        const [row] = await db().select().from(orders).where(eq(orders.id, id));
        expect(row!.customerName).toBeNull();
        expect(row!.customerEmail).toBeNull();
        expect(row!.anonymisedAt).toBeInstanceOf(Date);
      }
      // The books keep the money, the lines and the dates.
      const [kept] = await db().select().from(orders).where(eq(orders.id, paid.id));
      expect(kept).toMatchObject({
        totalAmount: 1485,
        subtotal: 1485,
        paymentStatus: 'paid',
        createdAt: paid.createdAt,
        paidAt: paid.paidAt,
      });
      const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, paid.id));
      expect(lines).toEqual([
        expect.objectContaining({ name: 'Brown Sugar Boba', quantity: 3, unitPrice: 495, lineSubtotal: 1485 }),
      ]);
      // Someone else's order is untouched.
      const [untouched] = await db().select().from(orders).where(eq(orders.id, other.id));
      expect(untouched).toMatchObject({ customerName: 'Bystander', anonymisedAt: null });
      // Nothing left that ties the orders to the address: no order, no e-mail, no readable request.
      expect(await db().select().from(orders).where(eq(orders.customerEmail, email))).toHaveLength(0);
      const mail = await db()
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.to} ilike ${`%${email}%`}`);
      expect(mail).toHaveLength(0);
      // …nor the .eml copies a run without SMTP wrote of them (the receipt, the update and the data-page code).
      expect(await copiesFor()).toEqual([]);
      const requests = await db().select().from(dataRequests);
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.some((row) => row.email.includes(email) || row.accessTokenHash !== null)).toBe(false);
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'privacy.data_erased'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(JSON.stringify(audit)).not.toContain(email);

      // The token is used up.
      expect((await call(server, 'GET', '/api/privacy/data', { headers: bearer(token) })).status).toBe(401);
      expect((await call(server, 'DELETE', '/api/privacy/data', { headers: bearer(token) })).status).toBe(401);

      // An open staff dashboard hears which orders to drop.
      await vi.waitFor(() =>
        expect(heard).toEqual(
          expect.arrayContaining([
            { orderId: paid.id, event: 'erased' },
            { orderId: failed.id, event: 'erased' },
          ]),
        ),
      );
      stop();

      // A new code for the address finds nothing any more; the rate limit still remembers it.
      const again = await accessTokenFor(email);
      const view = await call(server, 'GET', '/api/privacy/data', { headers: bearer(again) });
      expect(view.body).toMatchObject({ orders: [], unpaidAttempts: 0 });
      expect((await requestCode(email)).status).toBe(202);
      expect((await requestCode(email)).status).toBe(429);
    });

    it('keeps an erased order anonymous whatever writes to it later (a late payment event)', async () => {
      const email = address('late');
      const order = await makeOrder(db(), {
        customerEmail: email,
        paymentStatus: 'awaiting_payment',
        status: null,
        paidAt: null,
      });
      const token = await accessTokenFor(email);
      expect((await call(server, 'DELETE', '/api/privacy/data', { headers: bearer(token) })).status).toBe(200);

      // What a careless fulfilment might do when the payment succeeds afterwards.
      await db()
        .update(orders)
        .set({
          paymentStatus: 'paid',
          status: 'pending',
          paidAt: new Date(),
          customerEmail: email,
          customerName: 'Late Ann',
          anonymisedAt: null,
        })
        .where(eq(orders.id, order.id));
      const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ paymentStatus: 'paid', status: 'pending', customerEmail: null, customerName: null });
      expect(row!.anonymisedAt).toBeInstanceOf(Date);
      expect(
        await db()
          .select()
          .from(orders)
          .where(and(eq(orders.customerEmail, email))),
      ).toHaveLength(0);
    });

    it('refuses a cross-site erasure even with a token', async () => {
      const email = address('csrf');
      await makeOrder(db(), { customerEmail: email });
      const token = await accessTokenFor(email);
      const answer = await call(server, 'DELETE', '/api/privacy/data', {
        headers: { ...bearer(token), origin: 'https://evil.example' },
      });
      expect(answer.status).toBe(403);
      expect(await db().select().from(orders).where(eq(orders.customerEmail, email))).toHaveLength(1);
    });
  });
});
