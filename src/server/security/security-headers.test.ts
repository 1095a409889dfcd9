/**
 * Security headers with a Content-Security-Policy on every answer, that
 * allows only what Pearl loads: its own scripts (no inline script, no eval), Stripe's origins only while Stripe is
 * the provider, and the OpenStreetMap frame. (The pages themselves are checked in e2e/security.spec.ts, against the
 * built web app.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../test/build';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { addressOf, changesState, headOf, isStream, serverRoutes } from '../test/server-routes';
import { PAGE_BOOT_SCRIPT_HASH } from '../http/page-boot';

/** The policy as directive → sources. */
function policyOf(headers: Headers): Record<string, string[]> {
  const header = headers.get('content-security-policy');
  if (!header) return {};
  return Object.fromEntries(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const OSM = 'https://www.openstreetmap.org';

describe('security headers', () => {
  let database: TestDatabase;
  let sandbox: TestServer;
  let stripe: TestServer;
  let production: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    sandbox = await buildTestServer({ shared: database });
    stripe = await buildTestServer({
      shared: database,
      // Nothing is asked of Stripe here: the address only has to be valid.
      env: {
        STRIPE_SECRET_KEY: 'sk_test_headers',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_headers',
        STRIPE_API_BASE: 'http://127.0.0.1:9',
      },
    });
    production = await buildTestServer({
      shared: database,
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://pearl.example', PAYMENTS: 'sandbox' },
    });
  });
  afterAll(async () => {
    for (const server of [sandbox, stripe, production]) await server?.close();
    await database.drop();
  });

  it('come with every answer of every route, whatever its status, and with the answers no route gives', async () => {
    const asked: string[] = [];
    const expectHeaders = (what: string, headers: Headers) => {
      asked.push(what);
      expect.soft(policyOf(headers)['default-src'], `${what}: Content-Security-Policy`).toEqual(["'self'"]);
      expect.soft(headers.get('x-content-type-options'), what).toBe('nosniff');
      expect.soft(headers.get('x-frame-options'), what).toBe('SAMEORIGIN');
      // The customer's order page and its API keep their secret address out of every Referer: stricter.
      const referrer = / \/(api\/)?track\//.test(what) ? 'no-referrer' : 'strict-origin-when-cross-origin';
      expect.soft(headers.get('referrer-policy'), what).toBe(referrer);
      expect.soft(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
      expect.soft(headers.get('x-powered-by'), what).toBeNull();
    };
    for (const route of serverRoutes(sandbox.app)) {
      // HEAD of a live stream sends its headers only when the stream ends; its GET is asked.
      if (route.method === 'HEAD' && isStream(route)) continue;
      const path = addressOf(route.url);
      const init = changesState(route) ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {};
      const answer = await headOf(sandbox.url, route.method, path, init);
      expectHeaders(`${route.method} ${path} → ${answer.status}`, answer.headers);
    }
    const json = { 'content-type': 'application/json' };
    const others = [
      headOf(sandbox.url, 'GET', '/api/no-such-thing'),
      headOf(sandbox.url, 'OPTIONS', '/api/menu'),
      headOf(sandbox.url, 'POST', '/api/create-checkout-session', { headers: json, body: '{not json' }),
      headOf(sandbox.url, 'POST', '/api/create-checkout-session', {
        headers: json,
        body: JSON.stringify({ cartItems: 'x'.repeat(70_000) }),
      }),
      headOf(sandbox.url, 'POST', '/api/privacy/codes', {
        headers: { ...json, origin: 'https://evil.example' },
        body: '{}',
      }),
    ];
    for (const answer of await Promise.all(others)) expectHeaders(`extra → ${answer.status}`, answer.headers);
    // Every route was asked, and the answers covered refusals and errors as well as successes.
    expect(asked.length).toBeGreaterThanOrEqual(50);
    expect(asked.some((what) => what.endsWith('→ 200'))).toBe(true);
    expect(asked.some((what) => what.endsWith('→ 401'))).toBe(true);
    expect(asked.some((what) => what.endsWith('→ 413'))).toBe(true);
  });

  it('allow scripts from the shop itself only: one inline script by its hash, no eval, no plugin, no other site', async () => {
    const policy = policyOf((await headOf(sandbox.url, 'GET', '/api/menu')).headers);
    // The only inline script allowed is the server-drawn pages' boot script, by its hash.
    expect(policy['script-src']).toEqual(["'self'", PAGE_BOOT_SCRIPT_HASH]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    // Inline styles only (React's style attributes); never inline scripts or eval.
    for (const [directive, sources] of Object.entries(policy)) {
      if (directive !== 'style-src') expect(sources, directive).not.toContain("'unsafe-inline'");
      expect(sources, directive).not.toContain("'unsafe-eval'");
      expect(sources, directive).not.toContain('*');
    }
    expect(policy['script-src-attr']).toBeUndefined();
  });

  it('allow the OpenStreetMap frame only, and Stripe only while Stripe is the provider', async () => {
    const withSandbox = policyOf((await headOf(sandbox.url, 'GET', '/api/menu')).headers);
    expect(withSandbox['frame-src']).toEqual([OSM]);
    expect(JSON.stringify(withSandbox)).not.toContain('stripe');

    const withStripe = policyOf((await headOf(stripe.url, 'GET', '/api/menu')).headers);
    expect(withStripe['script-src']).toEqual([
      "'self'",
      PAGE_BOOT_SCRIPT_HASH,
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(withStripe['frame-src']).toEqual([
      OSM,
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(withStripe['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('ask browsers for HTTPS only in production', async () => {
    const local = await headOf(sandbox.url, 'GET', '/api/health');
    expect(local.headers.get('strict-transport-security')).toBeNull();
    expect(policyOf(local.headers)['upgrade-insecure-requests']).toBeUndefined();

    const live = await headOf(production.url, 'GET', '/api/health');
    expect(live.headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    expect(policyOf(live.headers)['upgrade-insecure-requests']).toEqual([]);
  });
});
