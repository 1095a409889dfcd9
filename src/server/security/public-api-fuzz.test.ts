/**
 * A fuzz run over the public API's inputs (fast-check) that finds no 5xx and no side effect.
 *
 * Each public call gets 150 generated inputs: anything JSON can hold, and near-misses of its real body (real product
 * ids with odd quantities and prices, wrong types, extra fields, odd strings, signed payment events with odd
 * contents). For every input:
 *   - no 5xx, and a 4xx carries a readable `{ "error": "…" }`;
 *   - a refusal changes nothing (every table fingerprinted), except the counters a refusal exists to keep: failed
 *     sign-ins (login_throttle) and the data page's tries and rate limits (data_requests);
 *   - whatever was sent, no order is ever paid and no e-mail is sent but the data page's own code.
 * A failure prints fast-check's seed and path; run again with FC_SEED=<seed> to replay it.
 */
import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, orders } from '../db/schema';
import { buildTestServer, call, type TestServer } from '../test/build';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createIntent, line, makeShop, newToken, sessionIdOf, type Shop } from '../test/checkout-support';
import { SANDBOX_SIGNATURE_HEADER } from '../modules/payments';
import { changedTables, fingerprint } from '../test/database-fingerprint';

const RUNS = 150;
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
const STRIPE_WEBHOOK_SECRET = 'whsec_fuzz_pearl';
const stripeSigner = new Stripe('sk_test_signing_only');

interface Request {
  method: string;
  path: string;
  raw?: string;
  headers?: Record<string, string>;
}

/** A JSON body, or a string sent as if it were one. */
const json = (value: unknown): Pick<Request, 'raw' | 'headers'> => ({
  raw: typeof value === 'string' ? value : JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

/** Values of every JSON type, with the odd ones a careless parser trips on. */
const oddValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    'NaN',
    'Infinity',
    'null',
    'true',
    '__proto__',
    '<img src=x onerror=alert(1)>',
    "'; drop table orders; --",
    '\u0000',
    '\r\n',
    '💥',
    'a'.repeat(5_000),
  ),
  fc.constantFrom(0, -1, 1e308, -1e308, 0.1, 2 ** 53, -0, 1.5),
  fc.string({ maxLength: 300 }),
);

/** Optional extra fields with odd names. */
const extraFields = fc.dictionary(
  fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('status', 'paid', 'amount', 'total', '__proto__', 'constructor', 'isAdmin'),
  ),
  oddValue,
  { maxKeys: 2 },
);

/** A record of the given fields, each mostly good, sometimes dropped (1 in 20) or made odd (1 in 13); sometimes with extra fields. */
function nearMiss(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const entries = Object.entries(fields).map(([key, good]) =>
    fc
      .option(fc.oneof({ weight: 12, arbitrary: good }, { weight: 1, arbitrary: oddValue }), {
        nil: undefined,
        freq: 20,
      })
      .map((value) => [key, value] as const),
  );
  const extra = fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: extraFields });
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, extra]) => {
    const body: Record<string, unknown> = {};
    for (const [key, value] of pairs) if (value !== undefined) body[key] = value;
    return extra ? { ...body, ...extra } : body;
  });
}

describe('fuzzing the public API', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  let stripeServer: TestServer;
  let shop: Shop;
  let productIds: string[];
  let realSessionId: string;
  let realIntent: { paymentIntentId: string; clientSecret: string };

  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    server = await buildTestServer({ shared: testDb });
    stripeServer = await buildTestServer({
      shared: testDb,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fuzz',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fuzz',
        STRIPE_WEBHOOK_SECRET,
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
    });
    // No e-mail leaves during the run: the outbox is read as it is.
    await server.services.mailer.stop();
    await stripeServer.services.mailer.stop();
    shop = await makeShop(testDb.database.db);
    productIds = [shop.classic.id, shop.taro.id, shop.mango.id];
    const hosted = await call(server, 'POST', '/api/create-checkout-session', {
      body: { cartItems: [line(shop.taro)], checkoutToken: newToken() },
    });
    realSessionId = sessionIdOf(hosted.body.url);
    realIntent = (await createIntent(server, { lines: [line(shop.classic)], amount: 3.5 })).body;
  });
  afterAll(async () => {
    // Whatever was sent: no order paid, no e-mail but the data page's codes.
    const paid = await testDb.database.db.select().from(orders).where(eq(orders.paymentStatus, 'paid'));
    expect(paid).toEqual([]);
    const mail = await testDb.database.db.select().from(mailOutbox);
    expect(mail.filter((message) => !message.subject.endsWith('data code')).map((message) => message.subject)).toEqual(
      [],
    );
    await stripeServer?.close();
    await server?.close();
    await testDb.drop();
  });

  const mailCount = async () => (await testDb.database.db.select({ n: count() }).from(mailOutbox))[0]!.n;

  /** Sends each generated request and checks the answer and what changed. */
  async function fuzz(
    name: string,
    requests: fc.Arbitrary<Request>,
    options: { target?: () => TestServer; mayCount?: string[]; mayChangeOn402?: string[] } = {},
  ) {
    const target = options.target ?? (() => server);
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        // The outbox's rows change as queued mail is sent: its rows are counted instead.
        const ignore = ['mail_outbox', ...(options.mayCount ?? [])];
        const mailBefore = await mailCount();
        const before = await fingerprint(testDb.database.db);
        const answer = await call(target(), request.method, request.path, {
          raw: request.raw,
          headers: request.headers,
        });
        const context = `${name}: ${request.method} ${request.path.slice(0, 120)} ${String(request.raw).slice(0, 200)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        expect(answer.status, context).toBeLessThan(500);
        if (answer.status >= 400) {
          expect(typeof answer.body?.error, context).toBe('string');
          expect(answer.body.error.trim().length, context).toBeGreaterThan(3);
          expect(answer.body.error, context).not.toMatch(
            /\bat \S+:\d+|node_modules|\[object |SyntaxError|TypeError|FST_/,
          );
          // A declined card is a payment attempt the provider records; nothing else is.
          const allowed = [...ignore, ...(answer.status === 402 ? (options.mayChangeOn402 ?? []) : [])];
          const changed = changedTables(before, await fingerprint(testDb.database.db)).filter(
            (table) => !allowed.includes(table),
          );
          expect(changed, context).toEqual([]);
          expect(await mailCount(), context).toBe(mailBefore);
        }
      }),
      { numRuns: RUNS, seed, endOnFailure: true },
    );
  }

  const basketLine = fc.oneof(
    {
      weight: 6,
      arbitrary: nearMiss({
        id: fc.oneof(
          { weight: 4, arbitrary: fc.constant('REAL') },
          { weight: 1, arbitrary: fc.constant('00000000-0000-4000-8000-000000000000') },
          { weight: 1, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
        ),
        name: fc.string({ maxLength: 60 }),
        size: fc.constantFrom('reg', 'lrg', 'reg', 'lrg', 'REG', 'medium'),
        price: fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.double()),
        quantity: fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 1, max: 3 }) },
          { weight: 1, arbitrary: fc.integer({ min: -5, max: 60 }) },
          { weight: 1, arbitrary: fc.oneof(fc.double(), fc.constantFrom(1e9, '2', null)) },
        ),
      }),
    },
    { weight: 1, arbitrary: oddValue },
  );
  /** A checkout token: mostly well formed, sometimes any string. */
  const checkoutToken = fc.oneof(
    { weight: 4, arbitrary: fc.stringMatching(/^[0-9a-f]{32}$/) },
    { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
  );
  /** Basket lines, with "REAL" replaced by a product on the menu so that prices and quantities are really checked. */
  const basket = fc.oneof(
    { weight: 6, arbitrary: fc.array(basketLine, { minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.array(basketLine, { maxLength: 45 }) },
    { weight: 1, arbitrary: oddValue },
  );
  const withRealIds = (value: unknown): unknown =>
    JSON.parse(
      JSON.stringify(value ?? null).replaceAll('"REAL"', () =>
        JSON.stringify(productIds[Math.floor(Math.random() * 3)]),
      ),
    );

  it(`GET /api/menu: ${RUNS} odd queries and headers`, async () => {
    await fuzz(
      'menu',
      fc
        .record({
          query: fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 }), { maxKeys: 3 }),
          etag: fc.string({ maxLength: 40 }),
        })
        .map(({ query, etag }) => ({
          method: 'GET',
          path: `/api/menu?${new URLSearchParams(query)}`,
          headers: { 'if-none-match': etag.replace(/[^\x20-\x7e]/g, '') },
        })),
    );
  });

  it(`POST /api/create-payment-intent: ${RUNS} odd bodies`, async () => {
    const body = fc.oneof(
      {
        weight: 4,
        arbitrary: nearMiss({
          // Mostly the real total of a one-drink basket (so the basket itself gets checked), sometimes another.
          amount: fc.oneof(
            { weight: 3, arbitrary: fc.constantFrom(3.5, 3.9, 3.8, 4.2) },
            { weight: 1, arbitrary: fc.double({ min: -10, max: 100, noNaN: true }) },
          ),
          metadata: fc.oneof(
            {
              weight: 6,
              arbitrary: nearMiss({ cartItems: basket.map((lines) => JSON.stringify(withRealIds(lines))) }),
            },
            { weight: 1, arbitrary: oddValue },
          ),
          name: fc.oneof(
            { weight: 4, arbitrary: fc.constant('Ann Example') },
            { weight: 1, arbitrary: fc.string({ maxLength: 120 }) },
          ),
          email: fc.oneof(
            { weight: 4, arbitrary: fc.constant('ann@example.com') },
            { weight: 1, arbitrary: fc.emailAddress() },
            { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
          ),
          checkoutToken,
        }),
      },
      { weight: 1, arbitrary: oddValue },
    );
    await fuzz(
      'create-payment-intent',
      body.map((value) => ({ method: 'POST', path: '/api/create-payment-intent', ...json(value) })),
    );
  });

  it(`POST /api/create-checkout-session: ${RUNS} odd bodies`, async () => {
    const body = fc.oneof(
      {
        weight: 4,
        arbitrary: nearMiss({
          cartItems: basket.map(withRealIds),
          checkoutToken,
        }),
      },
      { weight: 1, arbitrary: oddValue },
    );
    await fuzz(
      'create-checkout-session',
      body.map((value) => ({ method: 'POST', path: '/api/create-checkout-session', ...json(value) })),
    );
  });

  it(`GET /api/verify-session: ${RUNS} odd session ids`, async () => {
    const id = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constant(realSessionId),
      fc.stringMatching(/^cs_sbx_[0-9a-f]{0,40}$/),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
    );
    await fuzz(
      'verify-session',
      fc.tuple(id, fc.boolean()).map(([value, twice]) => ({
        method: 'GET',
        path: `/api/verify-session?session_id=${encodeURIComponent(value)}${twice ? '&session_id=x' : ''}`,
      })),
    );
  });

  it(`POST /api/sandbox/payment-intents/:id/confirm and the hosted Pay: ${RUNS} odd card details`, async () => {
    const card = fc.oneof(
      {
        weight: 6,
        arbitrary: nearMiss({
          number: fc.oneof(
            fc.constantFrom('4000 0000 0000 0002', '4111 1111 1111 1111', '4242'),
            fc.stringMatching(/^[0-9 -]{0,25}$/),
          ),
          expiry: fc.oneof(fc.constantFrom('01/20', '13/40', '00/00'), fc.string({ maxLength: 8 })),
          cvc: fc.oneof(fc.stringMatching(/^[0-9]{0,5}$/), fc.string({ maxLength: 6 })),
        }),
      },
      { weight: 1, arbitrary: oddValue },
    );
    const request = fc.oneof(
      fc
        .tuple(
          nearMiss({
            clientSecret: fc.oneof(
              { weight: 3, arbitrary: fc.constant(realIntent.clientSecret) },
              { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
            ),
            card,
          }),
          fc.oneof(
            { weight: 3, arbitrary: fc.constant(realIntent.paymentIntentId) },
            { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
          ),
        )
        .map(([value, id]) => ({
          method: 'POST',
          path: `/api/sandbox/payment-intents/${encodeURIComponent(id)}/confirm`,
          ...json(value),
        })),
      nearMiss({
        email: fc.oneof(
          { weight: 3, arbitrary: fc.constant('ann@example.com') },
          { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
        ),
        name: fc.string({ maxLength: 40 }),
        card,
      }).map((value) => ({
        method: 'POST',
        path: `/api/sandbox/checkout-sessions/${realSessionId}/pay`,
        ...json(value),
      })),
    );
    // The one card that pays (4242…) is never generated: whatever is sent, nothing is paid (checked at the end).
    await fuzz('card details', request, { mayChangeOn402: ['sandbox_objects', 'orders', 'payment_events'] });
  });

  it(`POST /api/privacy/codes and /api/privacy/access: ${RUNS} odd addresses and codes`, async () => {
    const email = fc.oneof(
      fc.constantFrom('ann@example.com', 'ANN@example.com '),
      fc.emailAddress(),
      fc.string({ maxLength: 60 }),
      oddValue,
    );
    const request = fc.oneof(
      nearMiss({ email }).map((value) => ({ method: 'POST', path: '/api/privacy/codes', ...json(value) })),
      nearMiss({
        email,
        code: fc.oneof(fc.stringMatching(/^[0-9]{6}$/), fc.string({ maxLength: 10 }), fc.integer()),
      }).map((value) => ({ method: 'POST', path: '/api/privacy/access', ...json(value) })),
      fc.tuple(fc.constantFrom('GET', 'DELETE'), fc.string({ maxLength: 140 })).map(([method, token]) => ({
        method,
        path: '/api/privacy/data',
        headers: { authorization: `Bearer ${token.replace(/[^\x20-\x7e]/g, '')}` },
      })),
    );
    await fuzz('data page', request, { mayCount: ['data_requests'] });
  });

  it(`POST /api/auth/login: ${RUNS} odd sign-ins`, async () => {
    const body = fc.oneof(
      {
        weight: 4,
        arbitrary: nearMiss({
          email: fc.oneof(
            { weight: 3, arbitrary: fc.constant('owner@pearl.example') },
            { weight: 1, arbitrary: fc.emailAddress() },
            { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
          ),
          password: fc.string({ maxLength: 300 }),
        }),
      },
      { weight: 1, arbitrary: oddValue },
    );
    await fuzz(
      'sign-in',
      body.map((value) => ({ method: 'POST', path: '/api/auth/login', ...json(value) })),
      { mayCount: ['login_throttle'] },
    );
  });

  /** Stripe-shaped events with odd contents, about payments the shop does not know. */
  const oddEvent = nearMiss({
    id: fc.oneof(fc.stringMatching(/^evt_[a-z0-9]{1,20}$/), fc.string({ maxLength: 40 })),
    type: fc.constantFrom(
      'payment_intent.succeeded',
      'payment_intent.payment_failed',
      'payment_intent.canceled',
      'checkout.session.completed',
      'checkout.session.expired',
      'charge.refunded',
      'customer.created',
    ),
    created: fc.integer(),
    data: nearMiss({
      object: nearMiss({
        id: fc.oneof(fc.stringMatching(/^(pi|cs|ch)_[a-z0-9]{1,20}$/), fc.string({ maxLength: 20 })),
        amount: fc.integer(),
        amount_received: fc.oneof(fc.integer(), fc.double()),
        currency: fc.constantFrom('gbp', 'usd', 'GBP'),
        payment_status: fc.constantFrom('paid', 'unpaid'),
        payment_intent: fc.string({ maxLength: 20 }),
        metadata: fc.oneof(
          nearMiss({
            orderId: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
            testPayment: fc.constantFrom('true', 'false'),
          }),
          oddValue,
        ),
        customer_details: nearMiss({ email: fc.string({ maxLength: 40 }), name: fc.string({ maxLength: 40 }) }),
      }),
    }),
  });

  it('answers a signed event carrying a NUL character without a 5xx (one the fuzz found), on both providers', async () => {
    const before = await fingerprint(testDb.database.db, ['mail_outbox']);
    for (const object of [{ id: '\u0000' }, { id: 'pi_x', customer_details: { email: 'a\u0000@example.com' } }]) {
      for (const [id, type] of [
        ['evt_nul_1', 'payment_intent.succeeded'],
        ['evt_\u0000', 'payment_intent.succeeded'],
        ['evt_nul_2', 'checkout.session.completed'],
      ]) {
        const payload = JSON.stringify({ id, type, data: { object: { ...object, amount: 350, metadata: {} } } });
        const sandbox = await call(server, 'POST', '/api/webhooks/sandbox', {
          raw: payload,
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: server.services.payments.sandbox!.sign(payload),
          },
        });
        const stripe = await call(stripeServer, 'POST', '/api/webhooks/stripe', {
          raw: payload,
          headers: {
            'content-type': 'application/json',
            'stripe-signature': stripeSigner.webhooks.generateTestHeaderString({
              payload,
              secret: STRIPE_WEBHOOK_SECRET,
            }),
          },
        });
        for (const answer of [sandbox, stripe])
          expect(answer.status, `${payload} → ${JSON.stringify(answer.body)}`).toBeLessThan(500);
      }
    }
    expect(changedTables(before, await fingerprint(testDb.database.db, ['mail_outbox']))).toEqual([]);
  });

  it(`POST /api/webhooks/sandbox: ${RUNS} odd events, signed and not`, async () => {
    const request = fc
      .tuple(
        fc.oneof({ weight: 4, arbitrary: oddEvent }, { weight: 1, arbitrary: oddValue }),
        fc.constantFrom('signed', 'signed', 'unsigned', 'forged', 'old'),
      )
      .map(([event, how]) => {
        const raw = typeof event === 'string' ? event : JSON.stringify(event);
        const sign = (timestamp?: number) => server.services.payments.sandbox!.sign(raw, timestamp);
        const signature =
          how === 'signed'
            ? sign()
            : how === 'old'
              ? sign(Math.floor(Date.now() / 1000) - 600)
              : how === 'forged'
                ? `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`
                : undefined;
        return {
          method: 'POST',
          path: '/api/webhooks/sandbox',
          raw,
          headers: {
            'content-type': 'application/json',
            ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}),
          },
        };
      });
    await fuzz('sandbox webhook', request);
  });

  it(`POST /api/webhooks/stripe: ${RUNS} odd events, signed and not`, async () => {
    const request = fc
      .tuple(
        fc.oneof({ weight: 4, arbitrary: oddEvent }, { weight: 1, arbitrary: oddValue }),
        fc.constantFrom('signed', 'signed', 'unsigned', 'forged'),
      )
      .map(([event, how]) => {
        const payload = typeof event === 'string' ? event : JSON.stringify(event);
        const signature =
          how === 'signed'
            ? stripeSigner.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET })
            : how === 'forged'
              ? stripeSigner.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
              : undefined;
        return {
          method: 'POST',
          path: '/api/webhooks/stripe',
          raw: payload,
          headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        };
      });
    await fuzz('stripe webhook', request, { target: () => stripeServer });
  });
});
