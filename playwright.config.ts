/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) driving the built shop, started on a fresh
 * embedded database with the demo menu. `npm run test:e2e` builds the web app first.
 */
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = `/tmp/pearl-e2e-${port}`;
/**
 * The journeys' own push service runs on this machine over HTTPS, with a certificate made here with openssl before the
 * shop starts: the shop trusts it through NODE_EXTRA_CA_CERTS (e2e/ready-push.spec.ts).
 */
const pushDir = `${dataDir}-push`;
const pushCertificate =
  `rm -rf ${pushDir} && mkdir -p ${pushDir} && openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 ` +
  `-nodes -keyout ${pushDir}/key.pem -out ${pushDir}/cert.pem -days 2 -subj /CN=127.0.0.1 ` +
  `-addext subjectAltName=IP:127.0.0.1 2>/dev/null`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The database is prepared first: the demo menu, and open round the clock (e2e/prepare-shop.ts).
    command: `rm -rf ${dataDir} && ${pushCertificate} && node --import tsx e2e/prepare-shop.ts && node --import tsx src/server/main.ts`,
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Hosted checkout returns here: the shop builds its addresses from PUBLIC_URL only.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PEARL_E2E: '1',
      // Every journey pays from the same address; the limit itself has an API test.
      CHECKOUT_RATE_LIMIT: '0',
      // A journey may say which network it comes from (X-Forwarded-For), so per-network limits hold across the suite.
      TRUST_PROXY: 'loopback',
      // The demo admin of a new embedded database (e2e/staff.spec.ts signs in with it).
      DEMO_ADMIN_PASSWORD: 'pearl-e2e-admin-password',
      NODE_EXTRA_CA_CERTS: `${pushDir}/cert.pem`,
      // Ready texts are written to the outbox as files (e2e/ready-text-and-here.spec.ts reads them).
      SMS_PROVIDER: 'outbox',
    },
  },
});
