/**
 * Security: no card number, CVC or password in any log.
 *
 * A server logging everything it logs (level trace) into a captured stream goes through what puts secrets in a
 * request: sign-ins with a known password (right and wrong), card payments in the page and on the hosted page with
 * Stripe's test cards and CVC 123 (paid, declined, refused, with a challenge), and the data page's code and access
 * token. None of them may appear in any log line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { call, testConfig, type TestServer } from '../test/build';
import { makeUser } from '../test/factories';
import { privacyAccess } from '../test/privacy-support';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { CARDS, confirmCard, createIntent, line, makeShop, newToken, type Shop } from '../test/checkout-support';
import { SESSION_COOKIE } from '../modules/accounts';

const PASSWORD = 'Known-Passw0rd-of-the-owner';
const WRONG_PASSWORD = 'A-Guessed-Passw0rd-attempt';
const CVC = '123';

/** Every value of a parsed log line, with the key it sits under. */
function* entries(value: unknown, key = ''): Generator<[string, unknown]> {
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* entries(v, k);
  } else {
    yield [key, value];
  }
}

describe('the server log', () => {
  let database: TestDatabase;
  let server: TestServer;
  let shop: Shop;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const config = testConfig({ LOG_LEVEL: 'trace' });
    const { app, services } = await buildApp({
      config,
      database: database.database,
      serveWeb: false,
      logStream: { write: (text) => void lines.push(text) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    server = {
      app,
      services,
      url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      database: database.database,
      config,
      close: () => app.close(),
    };
    shop = await makeShop(database.database.db);
  });
  afterAll(async () => {
    await server?.close();
    await database.drop();
  });

  it('holds no card number, CVC, password, code or token, after payments, sign-ins and the data page', async () => {
    const secrets: string[] = [PASSWORD, WRONG_PASSWORD];

    // Sign-ins: the right password, a wrong one, an unknown e-mail.
    const owner = await makeUser(database.database.db, {
      email: 'owner@pearl.example',
      password: PASSWORD,
      isAdmin: true,
    });
    const signedIn = await call(server, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0]!;
    secrets.push(cookie.split('=')[1]!, signedIn.body.csrfToken);
    expect(
      (await call(server, 'POST', '/api/auth/login', { body: { email: owner.email, password: WRONG_PASSWORD } }))
        .status,
    ).toBe(401);
    expect(
      (
        await call(server, 'POST', '/api/auth/login', {
          body: { email: 'nobody@pearl.example', password: WRONG_PASSWORD },
        })
      ).status,
    ).toBe(401);
    await call(server, 'GET', '/api/auth/session', { headers: { cookie } });

    // In-page card payments: paid, declined, a number the sandbox refuses, a challenge.
    for (const number of [CARDS.succeeds, CARDS.declined, '4111 1111 1111 1111', CARDS.authentication]) {
      const intent = await createIntent(server, {
        lines: [line(shop.classic)],
        amount: 3.5,
        checkoutToken: newToken(),
      });
      expect(intent.status).toBe(200);
      secrets.push(intent.body.clientSecret, intent.body.receiptToken);
      const confirmed = await confirmCard(server, intent.body, number, { cvc: CVC });
      expect(confirmed.status).toBeLessThan(500);
      await call(server, 'GET', `/api/order-confirmation/${intent.body.orderId}`, {
        headers: { 'x-receipt-token': intent.body.receiptToken },
      });
    }
    // The hosted page's Pay, with a card and then with a mistyped field that fails validation.
    const hosted = await call(server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [line(shop.taro)], checkoutToken: newToken() },
    });
    const sessionId = new URL(hosted.body.url).pathname.split('/').pop()!;
    const pay = (card: Record<string, string>) =>
      call(server, 'POST', `/api/sandbox/checkout-sessions/${sessionId}/pay`, {
        body: { email: 'ann@example.com', name: 'Ann Example', card },
      });
    expect((await pay({ number: CARDS.succeeds, expiry: '12/34', cvc: CVC, extra: 'x' })).status).toBe(400);
    expect((await pay({ number: CARDS.succeeds, expiry: '12/34', cvc: CVC })).status).toBe(200);

    // The data page: a code by e-mail, exchanged for an access token, used to read and erase.
    const { code, accessToken } = await privacyAccess(server, 'ann@example.com');
    secrets.push(code, accessToken);
    const bearer = { authorization: `Bearer ${accessToken}` };
    expect((await call(server, 'GET', '/api/privacy/data', { headers: bearer })).status).toBe(200);
    expect((await call(server, 'DELETE', '/api/privacy/data', { headers: bearer })).status).toBe(200);

    await call(server, 'POST', '/api/auth/logout', { headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 300));

    // The log was really written, requests and payments included…
    const text = lines.join('');
    expect(lines.length).toBeGreaterThan(40);
    expect(text).toContain('incoming request');
    expect(text).toContain('payment event handled');
    // …and holds none of the secrets, in any spelling of a card number.
    const cardNumbers: string[] = [...Object.values(CARDS), '4111 1111 1111 1111'];
    for (const number of cardNumbers) {
      for (const spelling of [number, number.replaceAll(' ', ''), number.replaceAll(' ', '-')])
        expect(text).not.toContain(spelling);
    }
    for (const secret of secrets) expect(text, 'a secret is in the log').not.toContain(secret);
    expect(text).not.toContain('$argon2id$');
    for (const raw of lines) {
      for (const [key, value] of entries(JSON.parse(raw))) {
        expect(key, raw).not.toMatch(/^(cvc|password|card|cardNumber|number)$/i);
        expect(value, `${key} in ${raw}`).not.toBe(CVC);
      }
    }
  });
});
