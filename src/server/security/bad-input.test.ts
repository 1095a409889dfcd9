/**
 * Bad input: unknown fields such as `status: "paid"`, `__proto__` payloads, invalid JSON, oversized
 * bodies, huge arrays, e-mails with line breaks → a 4xx with a readable message, no order, no payment, no side effect,
 * and no later request affected. Request size limits, validation of every body, query and parameter
 * with readable 4xx errors.
 *
 * Every body-taking call a visitor (or an admin, for the catalogue) makes is sent each kind of bad body; every table
 * of the database must be as it was after each call, and a good checkout must work as before at the end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, call, type TestServer } from '../test/build';
import { makeCategory, makeSession, makeUser } from '../test/factories';
import {
  CARDS,
  confirmCard,
  createIntent,
  intentBody,
  line,
  makeShop,
  newToken,
  sessionIdOf,
  type Shop,
} from '../test/checkout-support';
import { changedTables, fingerprint } from '../test/database-fingerprint';

/** A message a person can read: a sentence, not a stack, an object dump or an internal name. */
export function expectReadable(error: unknown, context: string): void {
  expect(typeof error, `${context}: error is text`).toBe('string');
  const text = error as string;
  expect(text.trim().length, context).toBeGreaterThan(3);
  expect(text.length, context).toBeLessThan(300);
  expect(text, context).not.toMatch(
    /\bat \S+:\d+|node_modules|\/work\/|\[object |undefined|SyntaxError|TypeError|FST_|ERR_/,
  );
}

interface Endpoint {
  name: string;
  path: string;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The field holding a list, for the huge-array case. */
  list?: string;
  /** Fields holding an e-mail address or a person's or item's name, for the line-break cases. */
  emailField?: string;
  nameField?: string;
}

describe('bad input to every body-taking call', () => {
  let server: TestServer;
  let shop: Shop;
  let endpoints: Endpoint[];

  beforeAll(async () => {
    server = await buildTestServer();
    shop = await makeShop(server.database.db);
    const intent = (await createIntent(server, { lines: [line(shop.classic)], amount: 3.5 })).body;
    const hosted = await call(server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [line(shop.taro)], checkoutToken: newToken() },
    });
    const sessionId = sessionIdOf(hosted.body.url);
    const admin = (await makeSession(server.database.db, await makeUser(server.database.db, { isAdmin: true })))
      .headers;
    await makeUser(server.database.db, { email: 'owner@pearl.example', password: 'a password 1' });
    await makeCategory(server.database.db, { value: 'milk-tea', displayName: 'Milk Tea' });
    const card = { number: CARDS.succeeds, expiry: '12/34', cvc: '123' };
    endpoints = [
      {
        name: 'create-payment-intent',
        path: '/api/create-payment-intent',
        body: intentBody({ lines: [line(shop.mango)], amount: 3.8 }),
        emailField: 'email',
        nameField: 'name',
      },
      {
        name: 'create-checkout-session',
        path: '/api/create-checkout-session',
        body: { cartItems: [line(shop.mango)], checkoutToken: newToken() },
        list: 'cartItems',
      },
      {
        name: 'card confirm',
        path: `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
        body: { clientSecret: intent.clientSecret, card },
      },
      {
        name: 'hosted pay',
        path: `/api/sandbox/checkout-sessions/${sessionId}/pay`,
        body: { email: 'ann@example.com', name: 'Ann Example', card },
        emailField: 'email',
        nameField: 'name',
      },
      { name: 'data page code', path: '/api/privacy/codes', body: { email: 'ann@example.com' }, emailField: 'email' },
      {
        name: 'data page access',
        path: '/api/privacy/access',
        body: { email: 'ann@example.com', code: '123456' },
        emailField: 'email',
      },
      {
        name: 'sign-in',
        path: '/api/auth/login',
        body: { email: 'owner@pearl.example', password: 'a password 1' },
        emailField: 'email',
      },
      {
        name: 'admin category',
        path: '/api/admin/categories',
        body: { value: 'new-one', displayName: 'New One' },
        headers: admin,
        nameField: 'displayName',
      },
      {
        name: 'admin product',
        path: '/api/admin/products',
        body: { name: 'New Tea', category: 'milk-tea', priceReg: 300, priceLrg: 400 },
        headers: admin,
        nameField: 'name',
      },
    ];
  });
  afterAll(() => server?.close());

  /** Each kind of bad body, as raw text, for an endpoint's good body. */
  function badBodies(endpoint: Endpoint): Array<[string, string, Record<string, string>?]> {
    const good = JSON.stringify(endpoint.body);
    const json = { 'content-type': 'application/json' };
    const nested = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const cases: Array<[string, string, Record<string, string>?]> = [
      ['invalid JSON', good.slice(0, -1), json],
      ['an empty body', '', json],
      ['null', 'null', json],
      ['a list for a body', `[${good}]`, json],
      ['a text body', good, { 'content-type': 'text/plain' }],
      ['no content type', good, {}],
      ['__proto__', `{"__proto__":{"status":"paid","polluted":true},${good.slice(1)}`, json],
      ['constructor.prototype', `{"constructor":{"prototype":{"polluted":true}},${good.slice(1)}`, json],
      ['status: "paid"', JSON.stringify({ ...endpoint.body, status: 'paid' }), json],
      ['a deeply nested value', JSON.stringify({ ...endpoint.body, extra: null }).replace('null', nested), json],
      [
        'a huge array',
        JSON.stringify({ ...endpoint.body, [endpoint.list ?? 'extra']: Array.from({ length: 20_000 }, () => 1) }),
        json,
      ],
      ['an oversized body', JSON.stringify({ ...endpoint.body, padding: 'x'.repeat(70_000) }), json],
    ];
    if (endpoint.emailField) {
      for (const evil of [
        'ann@example.com\r\nBcc: everyone@example.com',
        'ann@example.com\nSubject: hi',
        'ann@example.com%0ABcc:x@example.com',
      ]) {
        cases.push([
          `an e-mail with a line break (${JSON.stringify(evil)})`,
          JSON.stringify({ ...endpoint.body, [endpoint.emailField!]: evil }),
          json,
        ]);
      }
    }
    if (endpoint.nameField)
      cases.push([
        'a name with a line break',
        JSON.stringify({ ...endpoint.body, [endpoint.nameField]: 'Ann\r\nBcc: x@example.com' }),
        json,
      ]);
    return cases;
  }

  it('refuses each with a readable 4xx and changes nothing, on every call', async () => {
    const db = server.database.db;
    for (const endpoint of endpoints) {
      for (const [what, raw, headers] of badBodies(endpoint)) {
        const before = await fingerprint(db);
        const answer = await call(server, 'POST', endpoint.path, { raw, headers: { ...endpoint.headers, ...headers } });
        const context = `${endpoint.name}, ${what} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        expect.soft(answer.status, context).toBeGreaterThanOrEqual(400);
        expect.soft(answer.status, context).toBeLessThan(500);
        expectReadable(answer.body?.error, context);
        expect.soft(changedTables(before, await fingerprint(db)), context).toEqual([]);
      }
    }
  });

  it('answers an oversized body 413 with a readable message, also when its length is not announced', async () => {
    const big = JSON.stringify({ cartItems: [], padding: 'x'.repeat(70_000) });
    const announced = await call(server, 'POST', '/api/create-checkout-session', {
      raw: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(announced).toMatchObject({ status: 413, body: { error: 'The request is too large.' } });

    const chunked = await fetch(`${server.url}/api/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 10; i++)
            controller.enqueue(new TextEncoder().encode(i === 0 ? `{"padding":"` : 'x'.repeat(10_000)));
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ error: 'The request is too large.' });

    // Payment events may be larger (1 MB), never unbounded.
    const event = await call(server, 'POST', '/api/webhooks/sandbox', {
      raw: 'x'.repeat(1_100_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(event).toMatchObject({ status: 413, body: { error: 'The request is too large.' } });
  });

  it("names the field that is missing, of the wrong type or unknown, rather than repeating the validator's words", async () => {
    const confirm = endpoints.find((endpoint) => endpoint.name === 'card confirm')!;
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', confirm.path, { ...confirm.body, clientSecret: 1 }, 'clientSecret must be a string.'],
      ['POST', confirm.path, { clientSecret: 'x' }, 'card is required.'],
      ['POST', confirm.path, [], 'The request body must be a JSON object.'],
      ['POST', '/api/privacy/codes', { email: 'ann@example.com', paid: true }, 'Unknown field: paid'],
      ['GET', '/api/verify-session?session_id=a&session_id=b', undefined, 'session_id must be a string.'],
    ];
    for (const [method, path, body, error] of cases) {
      const answer = await call(server, method, path, body === undefined ? {} : { body });
      expect(answer.status, path).toBe(400);
      expect(answer.body.error, path).toBe(error);
    }
  });

  it('refuses bad queries and parameters with a readable 4xx', async () => {
    const cases: Array<[string, string]> = [
      ['GET', '/api/verify-session'],
      ['GET', '/api/verify-session?session_id='],
      ['GET', '/api/verify-session?session_id=a&session_id=b'],
      ['GET', `/api/verify-session?session_id=${encodeURIComponent('<img src=x onerror=alert(1)>')}`],
      ['GET', `/api/verify-session?session_id=${'a'.repeat(5_000)}`],
      ['GET', '/api/verify-session?session_id=cs_sbx_unknown'],
      ['GET', '/api/order-confirmation/not-an-order'],
      ['GET', `/api/order-confirmation/${'9'.repeat(100)}`],
      ['GET', '/api/order-confirmation/..%2F..%2Fetc%2Fpasswd'],
      ['GET', '/api/sandbox/checkout-sessions/..%2Fadmin'],
      ['GET', `/api/sandbox/checkout-sessions/${'a'.repeat(500)}`],
      ['POST', '/api/sandbox/payment-intents/%00/confirm'],
      ['GET', '/api/privacy/data'],
      ['DELETE', '/api/privacy/data'],
      ['GET', '/api/no-such-thing?x=<script>'],
      ['PATCH', '/api/menu'],
    ];
    for (const [method, path] of cases) {
      const answer = await call(server, method, path, method === 'POST' ? { body: {} } : {});
      const context = `${method} ${path.slice(0, 80)} → ${answer.status}`;
      expect.soft(answer.status, context).toBeGreaterThanOrEqual(400);
      expect.soft(answer.status, context).toBeLessThan(500);
      expectReadable(answer.body?.error, context);
    }
  });

  it('accepts the same calls with their good bodies (so each refusal above was about the bad part)', async () => {
    for (const endpoint of endpoints.filter((candidate) => candidate.name !== 'data page access')) {
      const answer = await call(server, 'POST', endpoint.path, { body: endpoint.body, headers: endpoint.headers });
      expect.soft(answer.status, `${endpoint.name}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    }
  });

  it('leaves no trace on later requests: nothing polluted, and a good checkout is priced and paid as before', async () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).status).toBeUndefined();
    const intent = await createIntent(server, {
      lines: [line(shop.classic, 2), line(shop.mango, 2, 'lrg')],
      amount: 15,
    });
    expect(intent.status, JSON.stringify(intent.body)).toBe(200);
    expect(intent.body.total).toBe(1500);
    const paid = await confirmCard(server, intent.body, CARDS.succeeds);
    expect(paid.body.paymentIntent).toMatchObject({ status: 'succeeded', amount: 1500 });
  });
});
