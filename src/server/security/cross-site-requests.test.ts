/**
 * Security: a cross-site form post with the admin's cookie is refused; no GET changes anything.
 * Protection against cross-site request forgery on every state-changing call.
 *
 * Every route that changes something is asked with a body it would accept, carrying the admin's session cookie (and,
 * for the JSON variant, even the session's CSRF token, as if it had leaked): only where the request came from, or its
 * form encoding, makes the difference. The positive control at the end shows the same request from the shop's own
 * pages goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, call, type TestServer } from '../test/build';
import { makeCategory, makePaidOrder, makeProduct, makePromotion, makeSession, makeUser } from '../test/factories';
import { CARDS, createIntent, intentBody, line, makeShop, newToken, sessionIdOf } from '../test/checkout-support';
import { changedTables, fingerprint } from '../test/database-fingerprint';
import {
  addressOf,
  changesState,
  FREE_PROMOTION,
  headOf,
  isStream,
  serverRoutes,
  type ServerRoute,
} from '../test/server-routes';

const EVIL = 'https://evil.example';
const CROSS_SITE = 'This request came from another site and was refused.';
const NOT_JSON = 'Unsupported content type: send JSON.';

describe('cross-site requests', () => {
  let server: TestServer;
  let admin: { cookie: string; 'x-csrf-token': string };
  let routes: ServerRoute[];
  let bodyFor: (route: ServerRoute) => unknown;
  let params: (route: ServerRoute) => Record<string, string>;

  beforeAll(async () => {
    server = await buildTestServer();
    const db = server.database.db;
    const shop = await makeShop(db);
    const category = await makeCategory(db, { value: 'milk-tea', displayName: 'Milk Tea' });
    const unused = {
      category: await makeCategory(db),
      product: await makeProduct(db, { category: category.value }),
      promotion: await makePromotion(db, { category: category.value }),
    };
    const order = await makePaidOrder(db);
    const user = await makeUser(db, { email: 'owner@pearl.example', password: 'owner password 1', isAdmin: true });
    admin = (await makeSession(db, user)).headers;
    const intent = (await createIntent(server, { lines: [line(shop.classic)], amount: 3.5 })).body;
    const hosted = await call(server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [line(shop.taro)], checkoutToken: newToken() },
    });
    const sessionId = sessionIdOf(hosted.body.url);
    const card = { number: CARDS.succeeds, expiry: '12/34', cvc: '123' };

    // Webhooks are verified by signature, and a CloudPRNT printer by the secret in its address: neither carries a cookie.
    routes = serverRoutes(server.app).filter(
      (route) => changesState(route) && !route.url.startsWith('/api/webhooks/') && !route.url.startsWith('/cloudprnt/'),
    );
    params = (route): Record<string, string> => {
      if (route.url.includes('/payment-intents/')) return { id: intent.paymentIntentId };
      if (route.url.includes('/checkout-sessions/')) return { id: sessionId };
      if (route.url.includes('/orders/')) return { id: order.id };
      if (route.url.includes('/categories/')) return { id: unused.category.id };
      if (route.url.includes('/products/')) return { id: unused.product.id };
      if (route.url.includes('/promotions/')) return { id: unused.promotion.id };
      return {};
    };
    // What each route accepts: refused, it can only be for where the request came from.
    bodyFor = ({ method, url }) => {
      if (method === 'DELETE') return undefined;
      const bodies: Record<string, unknown> = {
        '/api/create-payment-intent': intentBody({ lines: [line(shop.mango)], amount: 3.8 }),
        '/api/create-checkout-session': { cartItems: [line(shop.mango)], checkoutToken: newToken() },
        '/api/privacy/codes': { email: 'victim@example.com' },
        '/api/privacy/access': { email: 'victim@example.com', code: '123456' },
        '/api/auth/login': { email: 'owner@pearl.example', password: 'owner password 1' },
        '/api/sandbox/payment-intents/:id/confirm': { clientSecret: intent.clientSecret, card },
        '/api/sandbox/payment-intents/:id/authenticate': { clientSecret: intent.clientSecret, result: 'complete' },
        '/api/sandbox/checkout-sessions/:id/pay': { email: 'victim@example.com', name: 'Victim', card },
        '/api/admin/categories': { value: 'evil', displayName: 'Evil' },
        '/api/admin/categories/:id': { displayName: 'Evil' },
        '/api/admin/products': { name: 'Evil Tea', category: 'milk-tea', priceReg: 1, priceLrg: 1 },
        '/api/admin/products/:id': { priceReg: 1 },
        '/api/admin/promotions': { ...FREE_PROMOTION, active: true },
        '/api/admin/promotions/:id': { title: 'Evil' },
        '/api/admin/orders/:id/prep-time': { prepTime: 99 },
      };
      return bodies[url] ?? {};
    };
  });
  afterAll(() => server?.close());

  /** Asks every state-changing route as told; returns what each answered. */
  async function askEveryRoute(
    make: (route: ServerRoute) => { headers: Record<string, string>; raw?: string; json?: boolean },
  ) {
    const answers: Array<{ route: string; status: number; error: unknown }> = [];
    for (const route of routes) {
      const { headers, raw, json } = make(route);
      const body = bodyFor(route);
      const answer = await call(server, route.method, addressOf(route.url, params(route)), {
        headers,
        ...(json ? (body === undefined ? {} : { body }) : { raw: raw ?? '' }),
      });
      answers.push({ route: `${route.method} ${route.url}`, status: answer.status, error: answer.body?.error });
    }
    return answers;
  }

  const formEncoded = (body: unknown) =>
    new URLSearchParams(
      Object.entries((body ?? {}) as Record<string, unknown>).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    ).toString();

  it('knows the routes that change something', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/create-payment-intent',
        'POST /api/auth/logout',
        'DELETE /api/privacy/data',
        'POST /api/admin/orders/:id/refund',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(25);
  });

  it("refuses a JSON request from another site on every route that changes something, even with the admin's cookie and token", async () => {
    const before = await fingerprint(server.database.db);
    const origins: Array<Record<string, string>> = [
      { origin: EVIL },
      { origin: 'null' },
      { referer: `${EVIL}/attack.html` },
    ];
    for (const origin of origins) {
      const answers = await askEveryRoute(() => ({ headers: { ...admin, ...origin }, json: true }));
      for (const answer of answers)
        expect.soft(answer, JSON.stringify(origin)).toEqual({ route: answer.route, status: 403, error: CROSS_SITE });
    }
    expect(changedTables(before, await fingerprint(server.database.db))).toEqual([]);
  });

  it("refuses a cross-site HTML form post carrying the admin's cookie, on every route that changes something", async () => {
    const before = await fingerprint(server.database.db);
    // What a form on another site can send: the three encodings HTML forms have, with or without an Origin header
    // (a browser always sends one on a cross-site POST today; older ones did not).
    const forms = [
      { type: 'application/x-www-form-urlencoded', encode: formEncoded },
      {
        type: 'multipart/form-data; boundary=x',
        encode: (body: unknown) =>
          `--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(body ?? {})}\r\n--x--\r\n`,
      },
      // enctype="text/plain" can carry a body that looks exactly like JSON.
      { type: 'text/plain', encode: (body: unknown) => JSON.stringify(body ?? {}) },
    ];
    for (const form of forms) {
      for (const origin of [{ origin: EVIL }, {}] as Array<Record<string, string>>) {
        const answers = await askEveryRoute((route) => ({
          headers: { cookie: admin.cookie, 'content-type': form.type, ...origin },
          raw: form.encode(bodyFor(route)),
        }));
        for (const answer of answers) {
          const expected = 'origin' in origin ? { status: 403, error: CROSS_SITE } : { status: 400, error: NOT_JSON };
          expect.soft(answer, `${form.type} ${JSON.stringify(origin)}`).toEqual({ route: answer.route, ...expected });
        }
      }
    }
    // A form with no fields at all still announces its encoding: signing the admin out from another site fails too.
    const emptyForm = await call(server, 'POST', '/api/auth/logout', {
      headers: { cookie: admin.cookie, 'content-type': 'text/plain' },
      raw: '',
    });
    expect(emptyForm).toMatchObject({ status: 400, body: { error: NOT_JSON } });
    expect(changedTables(before, await fingerprint(server.database.db))).toEqual([]);
  });

  it('changes nothing on any GET, whoever asks', async () => {
    const before = await fingerprint(server.database.db);
    const reads = serverRoutes(server.app).filter(
      (route) => !changesState(route) && !(route.method === 'HEAD' && isStream(route)),
    );
    expect(reads.length).toBeGreaterThanOrEqual(25);
    for (const headers of [{}, { cookie: admin.cookie }, { ...admin, origin: EVIL }] as Array<Record<string, string>>) {
      for (const route of reads) {
        const answer = await headOf(server.url, route.method, addressOf(route.url, params(route)), { headers });
        expect.soft(answer.status, `${route.method} ${route.url}`).toBeLessThan(500);
      }
    }
    expect(changedTables(before, await fingerprint(server.database.db))).toEqual([]);
  });

  it("lets the same calls through from the shop's own pages (the refusals above are about where they came from)", async () => {
    const own = { ...admin, origin: server.url };
    const created = await call(server, 'POST', '/api/admin/categories', {
      body: { value: 'own-page', displayName: 'Own Page' },
      headers: own,
    });
    expect(created.status).toBeLessThan(300);
    const viaReferer = await call(server, 'POST', '/api/privacy/codes', {
      body: { email: 'ann@example.com' },
      headers: { referer: `${server.url}/request-my-data` },
    });
    expect(viaReferer.status).toBe(202);
    // A client that is not a browser (no Origin, no Referer) is not a cross-site request: it still must send JSON.
    expect((await call(server, 'POST', '/api/auth/logout', { headers: { cookie: admin.cookie } })).status).toBe(204);
  });
});
