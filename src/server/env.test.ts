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
    expect(problemsOf({ NODE_ENV: 'production', PUBLIC_URL: 'https://order.example/' })).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://order.example/' }).publicUrl).toBe(
      'https://order.example',
    );
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
