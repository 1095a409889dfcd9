/**
 * Settings are read from the environment here and nowhere else (create-t3-turbo's habit). Every setting is optional
 * for a local run; an invalid one stops the server at start with a message naming it.
 */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  STRIPE_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, 'must start with sk_test_, sk_live_, rk_test_ or rk_live_')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText.pipe(
    z
      .string()
      .regex(/^whsec_/, 'must start with whsec_')
      .optional(),
  ),
  /**
   * Which payment provider runs: `stripe` (needs the Stripe keys) or `sandbox` (test cards only, no real payments).
   * Unset: Stripe when its keys are set, else the sandbox, except in production, where the sandbox must be chosen.
   */
  PAYMENTS: optionalText.pipe(z.enum(['sandbox', 'stripe'], { message: 'must be sandbox or stripe' }).optional()),
  /** The Stripe Terminal location (tml_…) the shop's card readers are registered at. */
  STRIPE_TERMINAL_LOCATION: optionalText.pipe(
    z
      .string()
      .regex(/^tml_\w+$/, 'must be a Terminal location id, starting with tml_')
      .optional(),
  ),
  /** For tests: point the stripe client at a local stand-in (e.g. http://127.0.0.1:12111). */
  STRIPE_API_BASE: optionalText.pipe(z.url().optional()),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText.pipe(z.string().optional()),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** The demo admin's password on a new embedded database (else a random one, printed at start). */
  DEMO_ADMIN_PASSWORD: optionalText.pipe(z.string().min(10, 'must be at least 10 characters').optional()),
  /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset: /metrics is off (404). */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /** The embedded database's daily backups go here (unset: none); `npm run db:backup` works either way. */
  BACKUP_DIR: optionalText,
  /** How many daily backups BACKUP_DIR keeps. */
  BACKUP_KEEP: z.coerce.number().int().min(1, 'must be 1 or more').max(10_000).default(14),
  /**
   * The shop's VAPID key pair for Web Push (base64url, as `npx web-push generate-vapid-keys` prints them). Unset: a
   * pair made at first start and kept in the database. Set both or neither.
   */
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key in base64url (87 characters)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
      .optional(),
  ),
  /** Who push services may contact about the shop's pushes: a mailto: or https: address (default: MAIL_FROM's). */
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
      .optional(),
  ),
  /**
   * Texts when an order is ready, for customers who ask at checkout: `twilio` (needs the TWILIO_* settings) or
   * `outbox` (each text written to DATA_DIR/outbox/, as e-mails are without SMTP). Unset: no text is offered.
   */
  SMS_PROVIDER: optionalText.pipe(z.enum(['twilio', 'outbox'], { message: 'must be twilio or outbox' }).optional()),
  TWILIO_ACCOUNT_SID: optionalText.pipe(
    z
      .string()
      .regex(/^AC[0-9a-f]{32}$/, 'must be AC and 32 hexadecimal characters')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalText,
  /** The number texts come from (E.164, e.g. +447400123456) or an alphanumeric sender ID. */
  TWILIO_FROM: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Live streams (menu pages, order pages, dashboards) one client address may hold open at once, all together: set for
   * an office's Wi-Fi or a mobile network, where many people share one address.
   */
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1, 'must be 1 or more').max(100_000).default(200),
  /**
   * How long one sales report or CSV export may take, waiting for its turn included (longer than the 5 s a request's
   * statement gets, since a year's export reads 100,000 orders); past it the owner is told to choose a shorter range.
   */
  REPORT_TIME_LIMIT_SECONDS: z.coerce.number().positive('must be more than 0').max(3_600).default(120),
  /** Checkouts one address may start per minute (0 turns the limit off, e.g. for a load test). */
  CHECKOUT_RATE_LIMIT: z.coerce.number().int().min(0, 'must be 0 or more').max(100_000).default(30),
  /**
   * The addresses of the proxies in front of the shop (comma-separated IPs or CIDR ranges, or loopback, linklocal,
   * uniquelocal). X-Forwarded-For is believed only from them, and the client is the first address from the right that
   * is not one of them. Unset: the header is ignored. Believing it from anyone would let a client choose its own
   * address and slip past the per-address limits.
   */
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => value.split(',').every((entry) => isProxyAddress(entry.trim())),
        'must be comma-separated IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
      )
      .optional(),
  ),
});

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

export type RawEnv = z.infer<typeof schema>;

export interface Config {
  nodeEnv: RawEnv['NODE_ENV'];
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  /** The provider that runs; with the sandbox, stripe is undefined. */
  payments: 'sandbox' | 'stripe';
  /** Production running the sandbox (chosen with PAYMENTS=sandbox): every page says no payment is real. */
  testMode: boolean;
  stripe:
    | {
        secretKey: string;
        publishableKey: string;
        webhookSecret: string | undefined;
        apiBase: string | undefined;
        terminalLocation: string | undefined;
      }
    | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  sessionSecret: string | undefined;
  demoAdminPassword: string | undefined;
  logLevel: RawEnv['LOG_LEVEL'];
  /** The bearer token of GET /metrics (undefined: metrics are off). */
  metricsToken: string | undefined;
  /** Daily backups of the embedded database (BACKUP_DIR, BACKUP_KEEP); undefined: none. */
  backups: { dir: string; keep: number } | undefined;
  checkoutRateLimit: number;
  /** The time limit of one report or export, in ms (REPORT_TIME_LIMIT_SECONDS). */
  reportTimeLimitMs: number;
  /** Live streams one client address may hold open at once (LIVE_STREAMS_PER_ADDRESS). */
  liveStreamsPerAddress: number;
  /** The proxies whose X-Forwarded-For is believed (empty: nobody's). */
  trustProxy: string[];
  /** Web Push: the VAPID key pair from the settings (undefined: the database's), and the contact pushes carry. */
  push: { vapidKeys: { publicKey: string; privateKey: string } | undefined; subject: string };
  /** Ready texts: through Twilio, or written to the outbox; undefined: none offered. */
  sms: { provider: 'outbox' } | { provider: 'twilio'; accountSid: string; authToken: string; from: string } | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const raw = parsed.data;
  const problems: string[] = [];
  const production = raw.NODE_ENV === 'production';
  const stripeKeys = Boolean(raw.STRIPE_SECRET_KEY && raw.STRIPE_PUBLISHABLE_KEY);
  if (Boolean(raw.STRIPE_SECRET_KEY) !== Boolean(raw.STRIPE_PUBLISHABLE_KEY)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: set both to use Stripe, or neither for the sandbox');
  } else if (raw.PAYMENTS === 'stripe' && !stripeKeys) {
    problems.push('PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
  } else if (production && !raw.PAYMENTS && !stripeKeys) {
    // The sandbox takes test cards and records paid orders: in production it runs only when chosen.
    problems.push(
      'PAYMENTS: production has no Stripe keys; set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to take real ' +
        'payments, or PAYMENTS=sandbox to run in test mode (test cards only, no real payments)',
    );
  }
  const payments = raw.PAYMENTS ?? (stripeKeys ? 'stripe' : 'sandbox');
  if (payments === 'stripe' && production && !raw.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required with Stripe in production, or paid orders would never be recorded');
  }
  if (raw.NODE_ENV === 'production' && !raw.PUBLIC_URL) {
    problems.push('PUBLIC_URL: required in production (the address customers return to after a hosted checkout)');
  }
  if (Boolean(raw.VAPID_PUBLIC_KEY) !== Boolean(raw.VAPID_PRIVATE_KEY)) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither for a pair kept in the database');
  }
  if (raw.SMS_PROVIDER === 'twilio' && !(raw.TWILIO_ACCOUNT_SID && raw.TWILIO_AUTH_TOKEN && raw.TWILIO_FROM)) {
    problems.push('SMS_PROVIDER: twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  }
  if (problems.length) throw new ConfigError(problems);
  const mailFrom = raw.MAIL_FROM ?? 'Pearl Bubble Tea <orders@pearl.example>';
  return {
    nodeEnv: raw.NODE_ENV,
    production,
    port: raw.PORT,
    host: raw.HOST,
    dataDir: resolve(raw.DATA_DIR),
    databaseUrl: raw.DATABASE_URL,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    payments,
    testMode: production && payments === 'sandbox',
    stripe:
      payments === 'stripe' && raw.STRIPE_SECRET_KEY && raw.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: raw.STRIPE_SECRET_KEY,
            publishableKey: raw.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
            apiBase: raw.STRIPE_API_BASE,
            terminalLocation: raw.STRIPE_TERMINAL_LOCATION,
          }
        : undefined,
    smtpUrl: raw.SMTP_URL,
    mailFrom,
    sessionSecret: raw.SESSION_SECRET,
    demoAdminPassword: raw.DEMO_ADMIN_PASSWORD,
    logLevel: raw.LOG_LEVEL,
    metricsToken: raw.METRICS_TOKEN,
    backups: raw.BACKUP_DIR ? { dir: resolve(raw.BACKUP_DIR), keep: raw.BACKUP_KEEP } : undefined,
    checkoutRateLimit: raw.CHECKOUT_RATE_LIMIT,
    reportTimeLimitMs: raw.REPORT_TIME_LIMIT_SECONDS * 1_000,
    liveStreamsPerAddress: raw.LIVE_STREAMS_PER_ADDRESS,
    trustProxy: raw.TRUST_PROXY ? raw.TRUST_PROXY.split(',').map((entry) => entry.trim()) : [],
    push: {
      vapidKeys:
        raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY
          ? { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY }
          : undefined,
      subject: raw.VAPID_SUBJECT ?? `mailto:${mailAddressOf(mailFrom)}`,
    },
    sms: smsSettings(raw),
  };
}

function smsSettings(raw: RawEnv): Config['sms'] {
  if (raw.SMS_PROVIDER === 'outbox') return { provider: 'outbox' };
  if (raw.SMS_PROVIDER === 'twilio' && raw.TWILIO_ACCOUNT_SID && raw.TWILIO_AUTH_TOKEN && raw.TWILIO_FROM)
    return {
      provider: 'twilio',
      accountSid: raw.TWILIO_ACCOUNT_SID,
      authToken: raw.TWILIO_AUTH_TOKEN,
      from: raw.TWILIO_FROM,
    };
  return undefined;
}

/** The address in "Name <address>", or the whole setting when it is a bare address. */
function mailAddressOf(from: string): string {
  return /<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from.trim();
}
