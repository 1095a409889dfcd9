/**
 * Live updates that never go silent. A shop of its own (an embedded database with the demo menu) allows one live
 * stream per address (LIVE_STREAMS_PER_ADDRESS=1), and this test holds that one open from the same address, as a
 * crowd behind one office's Wi-Fi would. Every page's stream is then refused (429), yet a menu page still shows a price
 * changed by staff, and an order page says live updates are paused and still shows the order becoming ready, both
 * within the 30 seconds the pages wait between asks, without a reload.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPounds } from '../src/domain/money';
import { expectNoSeriousAxeViolations } from './support/accessibility';
import { getMenu, menuLine, payInSandbox } from './support/pay';
import { expect, test, type APIRequestContext, type Page } from './support/test';

const port = Number(process.env.E2E_PORT ?? 3210) + 20;
const origin = `http://127.0.0.1:${port}`;
const ADMIN = { email: 'admin@pearl.example', password: `fallback-${Date.now().toString(36)}` };
const SHOTS = '/tmp/shots-streams';
/** The pages ask every 30 s (POLL_EVERY_MS); the wait allows for one whole interval and the ask itself. */
const WITHIN_ONE_ASK = { timeout: 40_000 };
const PAUSED = 'Live updates are paused; this page checks for changes every 30 seconds.';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({ bypassCSP: true, baseURL: origin });
test.describe.configure({ timeout: 120_000 });

let dataDir = '';
let shop: ChildProcess | undefined;
const held = new AbortController();

function run(args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: ${errors}`))));
  });
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  dataDir = await mkdtemp(path.join(tmpdir(), 'pearl-e2e-fallback-'));
  await run(['e2e/prepare-shop.ts'], { DATA_DIR: dataDir });
  shop = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CHECKOUT_RATE_LIMIT: '0',
      DEMO_ADMIN_PASSWORD: ADMIN.password,
      LIVE_STREAMS_PER_ADDRESS: '1',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${origin}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
  // The address's one stream, held open for the whole run: every stream a page opens is refused.
  const stream = await fetch(`${origin}/api/menu/stream`, { signal: held.signal });
  expect(stream.status).toBe(200);
  // Read for the whole run: an answer nobody reads may be collected, and its connection closed with it.
  void stream.body!.pipeTo(new WritableStream(), { signal: held.signal }).catch(() => {});
  const refused = await fetch(`${origin}/api/menu/stream`);
  expect(refused.status).toBe(429);
});

test.afterAll(async () => {
  held.abort();
  await new Promise<void>((resolve) => {
    if (!shop || shop.exitCode !== null) return resolve();
    shop.once('exit', () => resolve());
    shop.kill('SIGTERM');
  });
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  const headers = { 'x-csrf-token': csrfToken };
  return {
    put: (url: string, data: unknown) => request.put(url, { data, headers }),
    post: (url: string, data?: unknown) => request.post(url, { data, headers }),
  };
}

/** Counts the page's loads, so a change seen without a reload can be told from one seen after it. */
async function countLoads(page: Page) {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

/** Waits for the page's stream to be refused: the answer a crowd behind one address gets. */
const refusedStream = (page: Page, pathPart: string) =>
  page.waitForResponse((response) => response.url().includes(pathPart) && response.status() === 429);

test('A menu page whose live stream was refused still shows a price staff change, without a reload', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  const menu = await getMenu(request);
  const product = menu.products.find((candidate) => !candidate.soldOut)!;
  const refused = refusedStream(page, '/api/menu/stream');
  await page.goto('/menu');
  await refused;
  const loads = await countLoads(page);
  const card = page.getByRole('article', { name: product.name });
  await expect(card).toContainText(`REG${formatPounds(product.priceReg)}`);

  const newPrice = product.priceReg + 35;
  const admin = await adminApi(request);
  expect((await admin.put(`/api/admin/products/${product.id}`, { priceReg: newPrice })).ok()).toBe(true);
  await expect(card).toContainText(`REG${formatPounds(newPrice)}`, WITHIN_ONE_ASK);
  expect(loads()).toBe(0);
});

test('An order page whose live stream was refused says so, and still shows the order becoming ready', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  // A paid order through the checkout API and the sandbox's card confirmation, as a customer's browser pays.
  const menu = await getMenu(request);
  const product = menu.products.find((candidate) => !candidate.soldOut)!;
  const { orderId, trackingToken } = await payInSandbox(
    request,
    'Paz',
    [menuLine(menu, product.name)],
    `paz-${unique()}@example.com`,
  );

  const refused = refusedStream(page, `/api/track/${trackingToken}/stream`);
  await page.goto(`/track/${trackingToken}`);
  await refused;
  const loads = await countLoads(page);
  const step = page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');
  await expect(step).toContainText('Received');
  const line = page.getByRole('status').filter({ hasText: PAUSED });
  await expect(line).toBeVisible();
  await expect(page.getByText('Connecting…')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page, 'the order page, live updates paused');
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: `${SHOTS}/track-paused-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/track-paused-1280.png`, fullPage: true });

  const admin = await adminApi(request);
  expect((await admin.post(`/api/admin/orders/${orderId}/confirm`, { prepTime: 10 })).ok()).toBe(true);
  expect((await admin.post(`/api/admin/orders/${orderId}/ready`)).ok()).toBe(true);
  await expect(step).toContainText('Ready for pickup', WITHIN_ONE_ASK);
  await expect(page.getByRole('status').filter({ hasText: 'Your order is ready for pickup at' })).toBeVisible();
  await expect(line).toBeVisible();
  expect(loads()).toBe(0);
});
