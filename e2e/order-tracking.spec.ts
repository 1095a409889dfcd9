/**
 * The customer's private order page, live. A customer pays in the Checkout dialog, follows Track your order
 * and sees Received; staff, in another browser context, press Confirm & Notify with 10 minutes, Mark as Ready and Mark
 * as Completed on /orders, and each step reaches the customer's page within a second without a reload (with a chime
 * and a notification when it becomes ready, and the ready e-mail in the outbox). Staff see that the customer is
 * watching. A wrong link shows "We can't find this order". /success and /order-confirmation link to the page too.
 * A second describe runs the same journey across two shop processes sharing one PostgreSQL database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from './support/test';
import pg from 'pg';
import type { BasketLine } from '../src/domain/basket';
import type { Menu } from '../src/domain/catalogue';
import { expectNoSeriousAxeViolations } from './support/accessibility';

const port = Number(process.env.E2E_PORT ?? 3210);
const outboxDir = `/tmp/pearl-e2e-${port}/outbox`;
const ADMIN = { email: 'admin@pearl.example', password: 'pearl-e2e-admin-password' };
const SHOTS = '/tmp/shots-i14';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function oneDrinkBasket(request: APIRequestContext, baseURL = ''): Promise<BasketLine[]> {
  const menu = (await (await request.get(`${baseURL}/api/menu`)).json()) as Menu;
  const product = menu.products.find((candidate) => !candidate.soldOut)!;
  return [
    {
      id: product.id,
      name: product.name,
      size: 'reg',
      quantity: 1,
      category: product.category,
      image: product.image,
      price: product.priceReg,
    },
  ];
}

/**
 * The customer's browser: the basket an earlier visit left, the cookie banner answered, notifications allowed, and
 * the chime and notifications counted (Web Audio oscillators started, Notification titles shown).
 */
async function customerContext(browser: Browser, origin: string, lines: BasketLine[]) {
  const context = await browser.newContext({ baseURL: origin });
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(
    ({ stored }) => {
      window.localStorage.setItem('pearl.cookie-consent', 'rejected');
      if (!window.sessionStorage.getItem('pearl.e2e-basket-set')) {
        window.localStorage.setItem('pearl.cart', stored);
        window.sessionStorage.setItem('pearl.e2e-basket-set', '1');
      }
      const seen = { oscillators: 0, notifications: [] as string[] };
      (window as unknown as { __alerts: typeof seen }).__alerts = seen;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
        seen.oscillators += 1;
        return start.apply(this, args);
      };
      const Real = window.Notification;
      class Counted extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          seen.notifications.push(title);
        }
      }
      Object.defineProperty(Counted, 'permission', { get: () => Real.permission });
      window.Notification = Counted as typeof Notification;
    },
    { stored: JSON.stringify(lines) },
  );
  return context;
}

const alerts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __alerts: { oscillators: number; notifications: string[] } }).__alerts);

async function payInDialog(page: Page, customer: { name: string; email: string }) {
  await page.goto('/menu');
  await page.getByRole('button', { name: 'Order Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Name').fill(customer.name);
  await dialog.getByLabel('Email').fill(customer.email);
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay £/ }).click();
  const success = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toBeVisible();
  return success;
}

async function staffOrdersPage(browser: Browser, origin: string) {
  const context = await browser.newContext({ baseURL: origin });
  await context.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders Dashboard' })).toBeVisible();
  return { page, close: () => context.close() };
}

const orderCard = (page: Page, number: string) =>
  page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^Order ${number} `) }) });

async function mailTo(email: string, subject: string, dir = outboxDir): Promise<string> {
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files.filter((name) => name.endsWith('.eml'))) {
    const text = await readFile(path.join(dir, file), 'utf8');
    // The whole subject line: the receipt of #1 is not the receipt of #12.
    if (text.includes(`To: ${email}`) && text.split(/\r?\n/).includes(`Subject: ${subject}`)) return text;
  }
  return '';
}

/** The progress list's current step (aria-current="step"). */
const currentStep = (page: Page) => page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]');

/**
 * Staff press a button on the order's card; the customer's page shows the step within a second of the server's
 * answer, without a reload.
 */
async function staffStep(
  staff: Page,
  card: ReturnType<typeof orderCard>,
  button: string,
  customer: Page,
  step: string,
) {
  const answered = staff.waitForResponse((response) => response.request().method() === 'POST' && response.ok());
  await card.getByRole('button', { name: button }).click();
  await answered;
  await expect(currentStep(customer)).toContainText(step, { timeout: 1_000 });
}

/** The customer's journey and the staff's steps, wherever the two pages are served from. */
async function followOrderLive(
  customer: Page,
  staff: Page,
  customerDetails: { email: string },
  /** outboxes: the instances' outbox folders (whichever instance's mailer sends it writes it). */
  options: { outboxes: string[]; shots?: string },
) {
  const heading = customer.getByRole('heading', { level: 1, name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  const number = ((await heading.textContent()) ?? '').replace('Order', '').trim();
  await expect(currentStep(customer)).toContainText('Received');
  await expect(customer).toHaveTitle(`Received · Order ${number} · Pearl`);
  // Until staff confirm with their own prep time, an ASAP order's page says the estimate it was placed with; a
  // scheduled one (the two-instance shop keeps the demo hours, so at night it takes the first slot) has its slot.
  const pickup = await customer.locator('dt:text-is("Pickup time") + dd').textContent();
  await expect(customer.getByText(/^We have your order\./)).toHaveText(
    pickup === 'As soon as possible'
      ? /^We have your order\. Ready at about \d\d:\d\d\. We will confirm it shortly\.$/
      : 'We have your order. We will confirm it shortly.',
  );
  await expect(customer.getByText('Live: this page updates by itself')).toBeVisible();
  // The page shows the first name only, never the e-mail address.
  await expect(customer.locator('body')).not.toContainText(customerDetails.email);

  const card = orderCard(staff, number);
  await expect(card).toBeVisible();
  await expect(card.getByText('Watching')).toBeVisible();

  await card.getByLabel('Prep time (minutes)').fill('10');
  await expect(card.getByText('Saved')).toBeVisible();
  await staffStep(staff, card, 'Confirm & Notify', customer, 'Confirmed');
  await expect(customer.getByText(/Ready at about \d\d:\d\d/)).toBeVisible();
  await expect(customer).toHaveTitle(`Confirmed · Order ${number} · Pearl`);
  if (options.shots) {
    await expectNoSeriousAxeViolations(customer, 'the order page, confirmed');
    await customer.setViewportSize({ width: 375, height: 900 });
    await customer.screenshot({ path: `${SHOTS}/${options.shots}-confirmed-375.png`, fullPage: true });
    await customer.setViewportSize({ width: 1280, height: 900 });
    await customer.screenshot({ path: `${SHOTS}/${options.shots}-confirmed-1280.png`, fullPage: true });
  }

  const before = await alerts(customer);
  await staffStep(staff, card, 'Mark as Ready', customer, 'Ready for pickup');
  await expect(customer).toHaveTitle(`Ready for pickup · Order ${number} · Pearl`);
  await expect(customer.getByRole('status').filter({ hasText: 'Your order is ready for pickup at' })).toBeVisible();
  await expect.poll(async () => (await alerts(customer)).oscillators).toBeGreaterThan(before.oscillators);
  await expect
    .poll(async () => (await alerts(customer)).notifications)
    .toContain(`Your Pearl order ${number} is ready`);
  await expect(card).toContainText('Ready for pickup');
  await expect
    .poll(
      async () =>
        (
          await Promise.all(
            options.outboxes.map((dir) =>
              mailTo(customerDetails.email, `Your Pearl order ${number} is ready for pickup`, dir),
            ),
          )
        ).join(''),
      { timeout: 10_000 },
    )
    .toContain('Market Hill, Buckingham');
  if (options.shots) {
    await expectNoSeriousAxeViolations(customer, 'the order page, ready');
    await customer.setViewportSize({ width: 375, height: 900 });
    await customer.screenshot({ path: `${SHOTS}/${options.shots}-ready-375.png`, fullPage: true });
    await customer.setViewportSize({ width: 1280, height: 900 });
    await customer.screenshot({ path: `${SHOTS}/${options.shots}-ready-1280.png`, fullPage: true });
    await staff.screenshot({ path: `${SHOTS}/${options.shots}-dashboard-1280.png` });
  }

  await staffStep(staff, card, 'Mark as Completed', customer, 'Collected');
  await expect(customer).toHaveTitle(`Collected · Order ${number} · Pearl`);
  return number;
}

test.describe('One shop instance', () => {
  test.use({ bypassCSP: true });

  test('A customer follows Track your order and sees each staff step live', async ({ browser, request }) => {
    const origin = `http://127.0.0.1:${port}`;
    const lines = await oneDrinkBasket(request);
    const customerDetails = { name: 'Tia Tracker', email: `tia-${unique()}@example.com` };
    const customerContextA = await customerContext(browser, origin, lines);
    const customer = await customerContextA.newPage();
    const staff = await staffOrdersPage(browser, origin);

    const success = await payInDialog(customer, customerDetails);
    await expect(success.getByRole('link', { name: 'Track your order' })).toBeVisible();
    await customer.setViewportSize({ width: 375, height: 800 });
    await customer.screenshot({ path: `${SHOTS}/dialog-success-375.png` });
    await customer.setViewportSize({ width: 1280, height: 900 });
    await success.getByRole('link', { name: 'Track your order' }).click();
    await expect(customer).toHaveURL(/\/track\/[A-Za-z0-9_-]{43}$/);
    await expect(customer.getByText('Hi Tia, this is your order')).toBeVisible();
    // Allowed already, the page still offers the push that reaches a closed page; this Chromium reaches no push
    // service, so the page's own notification is what it promises.
    await customer.getByRole('button', { name: "Notify me when it's ready" }).click();
    await expect(
      customer.getByText('Keep this page open: we will notify you on this device when it is ready.'),
    ).toBeVisible({ timeout: 15_000 });
    await expect(customer.getByRole('button', { name: /Notify me/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(customer, 'the order page, received');

    const number = await followOrderLive(customer, staff.page, customerDetails, {
      outboxes: [outboxDir],
      shots: 'track',
    });

    // The receipt e-mail links to the same page.
    const receipt = await mailTo(customerDetails.email, `Your Pearl order ${number}`);
    // (quoted-printable: soft line breaks joined)
    expect(receipt.replace(/=\r?\n/g, '')).toContain(`Track your order: ${customer.url()}`);

    // A page opened after the changes shows where the order is now.
    await customer.reload();
    await expect(currentStep(customer)).toContainText('Collected');
    await staff.close();
    await customerContextA.close();
  });

  test('Customers without notifications get a button to allow them, gone once the order is ready', async ({
    browser,
    request,
  }) => {
    const origin = `http://127.0.0.1:${port}`;
    const context = await browser.newContext({ baseURL: origin });
    await context.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
    const page = await context.newPage();
    // Through the API as the dialog does: create the payment, confirm the card, read the confirmation.
    const lines = await oneDrinkBasket(request);
    const created = await request.post('/api/create-payment-intent', {
      data: {
        amount: lines[0]!.price / 100,
        metadata: { cartItems: JSON.stringify(lines) },
        name: 'Nia',
        email: `nia-${unique()}@example.com`,
        checkoutToken: `e2e-${unique()}-${unique()}`,
      },
    });
    const intent = (await created.json()) as { orderId: string; paymentIntentId: string; clientSecret: string };
    const receiptToken = ((await created.json()) as { receiptToken: string }).receiptToken;
    await request.post(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      data: { clientSecret: intent.clientSecret, card: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } },
    });
    const confirmation = await request.get(`/api/order-confirmation/${intent.orderId}`, {
      headers: { 'x-receipt-token': receiptToken },
    });
    const { trackingToken, orderNumber } = (await confirmation.json()) as {
      trackingToken: string;
      orderNumber: string;
    };
    await page.goto(`/track/${trackingToken}`);
    const notifyMe = page.getByRole('button', { name: "Notify me when it's ready" });
    await expect(notifyMe).toBeVisible();
    const number = orderNumber;
    expect(number).toMatch(/^#\d+$/);
    await expect(page).toHaveTitle(`Received · Order ${number} · Pearl`);

    // Staff confirm it, then mark it ready: the tab's title follows each step, and once the order is ready there is
    // nothing left to be told about.
    const login = await request.post('/api/auth/login', { data: ADMIN });
    const { csrfToken } = (await login.json()) as { csrfToken: string };
    const staff = (step: string, data: unknown = {}) =>
      request.post(`/api/admin/orders/${intent.orderId}/${step}`, { data, headers: { 'x-csrf-token': csrfToken } });
    expect((await staff('confirm', { prepTime: 10 })).status()).toBe(200);
    await expect(currentStep(page)).toContainText('Confirmed');
    await expect(page).toHaveTitle(`Confirmed · Order ${number} · Pearl`);
    await expect(notifyMe).toBeVisible();
    expect((await staff('ready')).status()).toBe(200);
    await expect(currentStep(page)).toContainText('Ready for pickup');
    await expect(page).toHaveTitle(`Ready for pickup · Order ${number} · Pearl`);
    await expect(notifyMe).toHaveCount(0);
    await context.close();
  });

  test('A wrong link shows "We can\'t find this order" and the API answers 404', async ({ page, request }) => {
    await page.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
    const token = 'x'.repeat(43);
    const api = await request.get(`/api/track/${token}`);
    expect(api.status()).toBe(404);
    expect(await api.json()).toEqual({ error: "We can't find this order." });
    expect(api.headers()['x-robots-tag']).toBe('noindex, nofollow');

    const response = await page.goto(`/track/${token}`);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.getByRole('heading', { level: 1, name: "We can't find this order" })).toBeVisible();
    await expect(page).toHaveTitle('Order not found · Pearl');
    await expectNoSeriousAxeViolations(page, 'the order page, not found');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/track-not-found-375.png`, fullPage: true });
  });

  test('/order-confirmation and /success link to the order page', async ({ browser, request }) => {
    const origin = `http://127.0.0.1:${port}`;
    const lines = await oneDrinkBasket(request);
    const context = await customerContext(browser, origin, lines);
    const page = await context.newPage();
    const success = await payInDialog(page, { name: 'Oli', email: `oli-${unique()}@example.com` });
    await success.getByRole('button', { name: 'Back to Menu' }).click();
    await expect(page).toHaveURL(/\/order-confirmation$/);
    const link = page.getByRole('link', { name: 'Track your order' });
    await expect(link).toHaveAttribute('href', /^\/track\/[A-Za-z0-9_-]{43}$/);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/order-confirmation-375.png`, fullPage: true });
    await context.close();

    // The hosted checkout returns to /success.
    const hosted = await customerContext(browser, origin, lines);
    const page2 = await hosted.newPage();
    await page2.goto('/order-online');
    await page2.getByRole('button', { name: 'Place Order' }).click();
    await expect(page2).toHaveURL(/\/checkout\/sandbox\/cs_sbx_\w+$/);
    await page2.getByLabel('Email').fill(`hosted-${unique()}@example.com`);
    await page2.getByLabel('Name').fill('Hal Hosted');
    await page2.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page2.getByLabel('Expiry').fill('12/34');
    await page2.getByLabel('CVC').fill('123');
    await page2.getByRole('button', { name: /^Pay £/ }).click();
    await expect(page2).toHaveURL(/\/success\?session_id=cs_sbx_\w+$/);
    await expect(page2.getByRole('link', { name: 'Track your order' })).toBeVisible();
    await page2.screenshot({ path: `${SHOTS}/success-1280.png` });
    await page2.getByRole('link', { name: 'Track your order' }).click();
    await expect(currentStep(page2)).toContainText('Received');
    await hosted.close();
  });
});

/**
 * Two shop processes (`node --import tsx src/server/main.ts`, as production starts it) on one fresh PostgreSQL
 * database: the customer pays and watches on instance B, staff work on instance A. The live path (NOTIFY) carries each
 * step to B's stream, and the watching mark (order_watchers) to A's dashboard.
 */
test.describe('Two shop instances sharing PostgreSQL', () => {
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 120_000 });

  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const ports = [port + 10, port + 11];
  const origins = ports.map((p) => `http://127.0.0.1:${p}`);
  const dbName = `pearl_e2e_track_${Date.now().toString(36)}`;
  const dataDirs: string[] = [];
  const shops: ChildProcess[] = [];
  const admin = { email: 'two-admin@pearl.example', password: `two-instances-${unique()}` };
  let databaseUrl = '';

  const run = (args: string[], env: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: ${errors}`))));
    });

  test.beforeAll(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${dbName}`).finally(() => client.end());
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    // The menu and a staff account, as an operator sets up a PostgreSQL shop (db:seed, user:create).
    await run(['scripts/db-seed.ts'], { DATABASE_URL: databaseUrl });
    await run(['scripts/user-create.ts', '--email', admin.email, '--admin'], {
      DATABASE_URL: databaseUrl,
      USER_PASSWORD: admin.password,
    });
    for (const [index, shopPort] of ports.entries()) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'pearl-e2e-two-'));
      dataDirs.push(dataDir);
      shops[index] = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(shopPort),
          PUBLIC_URL: origins[index]!,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          CHECKOUT_RATE_LIMIT: '0',
        },
        stdio: 'ignore',
      });
    }
    for (const origin of origins)
      await expect
        .poll(async () => (await fetch(`${origin}/api/ready`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
        .toBe(200);
  });

  test.afterAll(async () => {
    await Promise.all(
      shops.map(
        (shop) =>
          new Promise<void>((resolve) => {
            if (shop.exitCode !== null) return resolve();
            shop.once('exit', () => resolve());
            shop.kill('SIGTERM');
          }),
      ),
    );
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${dbName} with (force)`).finally(() => client.end());
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  test('A page open on instance B follows staff steps taken on instance A', async ({ browser, request }) => {
    const [originA, originB] = origins as [string, string];
    const lines = await oneDrinkBasket(request, originB);
    const customerDetails = { name: 'Bo Both', email: `bo-${unique()}@example.com` };
    const context = await customerContext(browser, originB, lines);
    const customer = await context.newPage();
    const success = await payInDialog(customer, customerDetails);
    await success.getByRole('link', { name: 'Track your order' }).click();
    await expect(customer).toHaveURL(new RegExp(`^${originB}/track/[A-Za-z0-9_-]{43}$`));

    const staffContext = await browser.newContext({ baseURL: originA });
    await staffContext.addInitScript(() => window.localStorage.setItem('pearl.cookie-consent', 'rejected'));
    const staff = await staffContext.newPage();
    await staff.goto('/login');
    await staff.getByLabel('Email').fill(admin.email);
    await staff.getByLabel('Password').fill(admin.password);
    await staff.getByRole('button', { name: 'Login' }).click();
    await expect(staff).toHaveURL(/\/admin$/);
    await staff.goto('/orders');

    await followOrderLive(customer, staff, customerDetails, {
      outboxes: dataDirs.map((dir) => path.join(dir, 'outbox')),
    });
    await staffContext.close();
    await context.close();
  });
});
