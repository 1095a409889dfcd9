import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

/** The problems a set of settings is refused with, or [] when it is accepted. */
function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('loadConfig', () => {
  it('runs a local shop with no settings at all: port 3000, ./data, the sandbox, files for mail', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      production: false,
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      stripe: undefined,
      smtpUrl: undefined,
      checkoutRateLimit: 30,
      trustProxy: [],
    });
  });

  it('treats an empty setting as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', STRIPE_SECRET_KEY: ' ', TRUST_PROXY: '' })).toMatchObject({
      databaseUrl: undefined,
      stripe: undefined,
      trustProxy: [],
    });
  });

  it('names every invalid setting at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      SMTP_URL: 'http://mail',
      SESSION_SECRET: 'short',
    });
    expect(problems).toHaveLength(4);
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'SESSION_SECRET']) {
      expect(problems.some((problem) => problem.startsWith(`${name}:`))).toBe(true);
    }
  });

  it('uses Stripe only with both keys, and says so when one is missing', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_abc' })[0]).toMatch(
      /^STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both/,
    );
    expect(problemsOf({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })[0]).toMatch(
      /^STRIPE_SECRET_KEY: must start with sk_test_/,
    );
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' });
    expect(config.stripe).toMatchObject({ secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc' });
  });

  it('asks production for its public address and, with Stripe, the webhook secret', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      STRIPE_SECRET_KEY: 'sk_live_a',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_a',
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL']);
    const sandbox = { PAYMENTS: 'sandbox' };
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://order.example/', ...sandbox })).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://order.example/', ...sandbox }).publicUrl).toBe(
      'https://order.example',
    );
  });

  describe('PAYMENTS', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://order.example' };
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_a',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_a',
      STRIPE_WEBHOOK_SECRET: 'whsec_a',
    };

    it('refuses to start production without Stripe keys unless the sandbox is chosen, naming the settings', () => {
      const problems = problemsOf(production);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^PAYMENTS: /);
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'PAYMENTS=sandbox']) {
        expect(problems[0]).toContain(name);
      }
    });

    it('runs the sandbox in production only when chosen, and then in test mode', () => {
      expect(loadConfig({ ...production, PAYMENTS: 'sandbox' })).toMatchObject({
        payments: 'sandbox',
        testMode: true,
        stripe: undefined,
      });
      // Chosen explicitly, it wins over keys left in the environment.
      expect(loadConfig({ ...production, ...keys, PAYMENTS: 'sandbox' })).toMatchObject({
        payments: 'sandbox',
        testMode: true,
        stripe: undefined,
      });
    });

    it('takes Stripe in production with its keys, with or without PAYMENTS=stripe, and no test mode', () => {
      for (const env of [
        { ...production, ...keys },
        { ...production, ...keys, PAYMENTS: 'stripe' },
      ]) {
        expect(loadConfig(env)).toMatchObject({
          payments: 'stripe',
          testMode: false,
          stripe: { secretKey: 'sk_live_a' },
        });
      }
    });

    it('refuses PAYMENTS=stripe without the keys, and a value it does not know', () => {
      expect(problemsOf({ PAYMENTS: 'stripe' })).toEqual([
        'PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY',
      ]);
      expect(problemsOf({ ...production, PAYMENTS: 'free' })).toEqual(['PAYMENTS: must be sandbox or stripe']);
    });

    it('keeps a local run as it was: the sandbox without any setting, and no test-mode band', () => {
      expect(loadConfig({})).toMatchObject({ payments: 'sandbox', testMode: false, stripe: undefined });
      expect(loadConfig({ NODE_ENV: 'test' })).toMatchObject({ payments: 'sandbox', testMode: false });
    });
  });

  it('believes X-Forwarded-For only from the proxies it is given', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback, ::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['true', '1', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2', '::1/129']) {
      expect(problemsOf({ TRUST_PROXY: bad })[0], bad).toMatch(
        /^TRUST_PROXY: must be comma-separated IP addresses or CIDR ranges/,
      );
    }
  });
});
